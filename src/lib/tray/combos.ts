/**
 * «В комбо дешевле»: the combos the tray's items make up, sold in this place and day part, and
 * how much each saves. A combo holds the first (smallest) offer of each slot's product, as its
 * own nutrition table counts it, so only items of that size fill a slot; the combo's price is the
 * combo builder's (a dearer option than the slot's default adds the difference).
 */
import { comboPrice, type ComboSlotPrices } from '../menu/combo.ts';
import type { TrayData, TrayProduct } from './data.ts';
import { offerPrice, type TrayLine, type TrayPlace } from './totals.ts';

/** A combo the tray's items make up. */
export interface ComboSaving {
  combo: TrayProduct;
  /** The combo's price with the tray's options. */
  price: number;
  /** The same items bought alone. */
  itemsPrice: number;
  /** itemsPrice − price, > 0. */
  saving: number;
  /** Names of the items it replaces, one per slot. */
  items: string[];
}

interface Unit {
  product: TrayProduct;
  price: number;
}

const isSold = (product: TrayProduct, place: TrayPlace): boolean =>
  place.dayPart === null || product.dayParts.includes(place.dayPart);

/** The tray's items one by one: only those sold now, of the size a combo holds. */
function unitsOf(lines: readonly TrayLine[]): Unit[] {
  return lines.flatMap((line) => {
    const { product, offer, price } = line;
    if (!product || !offer || price === null || line.note) return [];
    if (product.offers[0]?.id !== offer.id) return [];
    return Array.from({ length: line.item.count }, () => ({ product, price }));
  });
}

/** The best filling of a combo from the units: its saving and the units used, or null. */
function fill(
  combo: TrayProduct,
  units: readonly Unit[],
  byId: ReadonlyMap<number, TrayProduct>,
  place: TrayPlace,
): { saving: ComboSaving; used: Unit[] } | null {
  const base = combo.offers[0];
  const slots = combo.combo?.slots ?? [];
  if (!base || slots.length === 0) return null;
  const used: Unit[] = [];
  const choice: Record<string, number> = {};
  for (const slot of slots) {
    const free = units.filter((u) => !used.includes(u) && slot.productIds.includes(u.product.id));
    const unit = free.find((u) => u.product.id === slot.defaultProductId) ?? free[0];
    if (!unit) return null;
    used.push(unit);
    choice[slot.code] = unit.product.id;
  }
  const prices: ComboSlotPrices[] = slots.map((slot) => ({
    code: slot.code,
    defaultProductId: slot.defaultProductId,
    options: slot.productIds.flatMap((id) => {
      const option = byId.get(id);
      return option
        ? [{ id, offers: option.offers.map((o) => ({ price: offerPrice(o, place) })) }]
        : [];
    }),
  }));
  const price = comboPrice(offerPrice(base, place), prices, choice);
  const itemsPrice = used.reduce((sum, u) => sum + u.price, 0);
  const saving = itemsPrice - price;
  if (saving <= 0) return null;
  return {
    saving: { combo, price, itemsPrice, saving, items: used.map((u) => u.product.name) },
    used,
  };
}

/** Combos the tray's items make up, the biggest saving first; each item fills one combo at most. */
export function comboSavings(
  lines: readonly TrayLine[],
  data: TrayData,
  place: TrayPlace,
): ComboSaving[] {
  const byId = new Map(data.products.map((p) => [p.id, p]));
  const combos = data.products.filter((p) => p.combo && isSold(p, place));
  let units = unitsOf(lines);
  const found: ComboSaving[] = [];
  for (;;) {
    let best: { saving: ComboSaving; used: Unit[] } | null = null;
    for (const combo of combos) {
      const option = fill(combo, units, byId, place);
      if (option && (!best || option.saving.saving > best.saving.saving)) best = option;
    }
    if (!best) return found;
    found.push(best.saving);
    const used = best.used;
    units = units.filter((u) => !used.includes(u));
  }
}
