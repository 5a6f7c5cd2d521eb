/**
 * The tray's lines and totals: each offer's price in the visitor's price zone and context, its
 * nutrition times the count, whether it is sold now, and the sums with their percents of the
 * daily reference intake, rounded as the product's own nutrition table rounds.
 */
import type { DayPartCode, Nutrition, NutritionValues, PriceZone } from '../catalog/schema.ts';
import { availabilityNote } from '../menu/selection.ts';
import { dailyPercents, sumNutrition } from '../menu/nutrition.ts';
import { offerIndex, type TrayData, type TrayOffer, type TrayProduct } from './data.ts';
import { MAX_COUNT, type TrayContext, type TrayItem, type TrayState } from './storage.ts';

/** Where and when the tray is priced: the city's price zone, the context, the day part now. */
export interface TrayPlace {
  zone: PriceZone;
  context: TrayContext;
  /** The day part active now in the city (null: none, every product counts as sold). */
  dayPart: DayPartCode | null;
}

/** A line of the tray as shown. */
export interface TrayLine {
  item: TrayItem;
  /** Null when the offer is not in the catalog (an old shared link): the line says so. */
  product: TrayProduct | null;
  offer: TrayOffer | null;
  /** Price of one, roubles (null when unknown). */
  price: number | null;
  /** Price × count. */
  total: number;
  /** Nutrition of one portion × count. */
  nutrition: NutritionValues;
  /** Why it cannot be ordered now («Только на завтрак, 06:00–10:30»), else null. */
  note: string | null;
}

/** The tray's sums. */
export interface TrayTotals {
  /** Roubles, over the lines with a price. */
  price: number;
  /** Items counted (counts summed), unknown offers left out. */
  count: number;
  nutrition: NutritionValues;
  percents: Nutrition['dailyPercent'];
}

const ZERO: NutritionValues = sumNutrition([]);

const times = (values: NutritionValues, count: number): NutritionValues =>
  sumNutrition(Array.from({ length: count }, () => values));

/** The price of an offer in a place (null when it has none there). */
export function offerPrice(offer: TrayOffer, place: Pick<TrayPlace, 'zone' | 'context'>): number {
  return offer.prices[place.context === 'delivery' ? 'delivery' : 'restaurant'][place.zone];
}

/** The tray's lines in order, priced for `place`. */
export function trayLines(tray: TrayState, data: TrayData, place: TrayPlace): TrayLine[] {
  const index = offerIndex(data);
  return tray.items.map((item) => {
    const ref = index.get(item.offerId);
    if (!ref) {
      return {
        item,
        product: null,
        offer: null,
        price: null,
        total: 0,
        nutrition: ZERO,
        note: 'Этого больше нет в меню',
      };
    }
    const price = offerPrice(ref.offer, place);
    return {
      item,
      product: ref.product,
      offer: ref.offer,
      price,
      total: price * item.count,
      nutrition: times(ref.offer.nutrition, item.count),
      note: availabilityNote(
        { available: true, dayParts: ref.product.dayParts },
        place.dayPart,
        data.dayParts,
      ),
    };
  });
}

/** The sums of the lines and their percents of the daily intake. */
export function trayTotals(lines: readonly TrayLine[]): TrayTotals {
  const known = lines.filter((l) => l.offer !== null);
  const nutrition = sumNutrition(known.map((l) => l.nutrition));
  return {
    price: known.reduce((sum, l) => sum + l.total, 0),
    count: known.reduce((sum, l) => sum + l.item.count, 0),
    nutrition,
    percents: dailyPercents(nutrition),
  };
}

/** The tray with one line's count set (1–MAX_COUNT, clamped). */
export function withCount(tray: TrayState, offerId: number, count: number): TrayState {
  const safe = Math.max(1, Math.min(MAX_COUNT, Math.round(count)));
  return {
    ...tray,
    items: tray.items.map((i) => (i.offerId === offerId ? { ...i, count: safe } : i)),
  };
}

/** The tray with a line switched to another offer of its product (merged if already there). */
export function withOffer(tray: TrayState, offerId: number, next: number): TrayState {
  const current = tray.items.find((i) => i.offerId === offerId);
  if (!current || offerId === next) return tray;
  const other = tray.items.find((i) => i.offerId === next);
  const items = tray.items.flatMap((i) => {
    if (i.offerId === next) return [];
    if (i.offerId !== offerId) return [i];
    return [{ offerId: next, count: Math.min(MAX_COUNT, i.count + (other?.count ?? 0)) }];
  });
  return { ...tray, items };
}

/** The tray without a line. */
export function withoutItem(tray: TrayState, offerId: number): TrayState {
  return { ...tray, items: tray.items.filter((i) => i.offerId !== offerId) };
}
