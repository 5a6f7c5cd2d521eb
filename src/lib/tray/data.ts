/**
 * What the tray needs of the catalog, built at build time into one pre-rendered file
 * (TRAY_DATA_PATH): every offer with its prices in each price zone and context and its own
 * per-portion nutrition, allergens, diet, day parts, combos and the cities' price zones. The tray
 * computes everything on the device from it, offline too, and re-prices for a city at once.
 */
import type {
  Category,
  City,
  DayPart,
  NutritionValues,
  Offer,
  PriceZone,
  Product,
} from '../catalog/schema.ts';
import { sizeLabel } from '../catalog/size-label.ts';
import { parentCategoryId } from '../menu/parent.ts';

/** An offer of a product with everything a tray line shows. */
export interface TrayOffer {
  id: number;
  label: string | null;
  weight: number;
  prices: Offer['prices'];
  /** Per portion, as the product's own nutrition table shows this offer. */
  nutrition: NutritionValues;
}

/** A combo's slot: the products it may hold and the one it holds by default. */
export interface TraySlot {
  code: string;
  name: string;
  productIds: number[];
  defaultProductId: number;
}

/** A product as the tray knows it. */
export interface TrayProduct {
  id: number;
  slug: string;
  name: string;
  /** Slug of the preferred parent category (its page's address). */
  category: string;
  dayParts: Product['dayParts'];
  diet: Product['diet'];
  allergens: Product['allergens'];
  offers: TrayOffer[];
  combo?: { slots: TraySlot[] };
}

/** A city's price zone and time zone (its day parts follow its clock). */
export interface TrayCity {
  name: string;
  zone: PriceZone;
  timeZone: string;
}

/** The tray's data file. */
export interface TrayData {
  products: TrayProduct[];
  cities: Record<string, TrayCity>;
  dayParts: Pick<DayPart, 'code' | 'name' | 'intervals'>[];
}

/** The tray's data from the catalog. */
export function buildTrayData(
  products: readonly Product[],
  categories: readonly Pick<Category, 'id' | 'slug'>[],
  cities: readonly Pick<City, 'code' | 'name' | 'priceZone' | 'timezone'>[],
  dayParts: readonly DayPart[],
): TrayData {
  return {
    products: products.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      category: categories.find((c) => c.id === parentCategoryId(p.categoryIds))?.slug ?? 'menu',
      dayParts: p.dayParts,
      diet: p.diet,
      allergens: p.allergens,
      offers: p.offers.map((o) => ({
        id: o.id,
        label: sizeLabel(o),
        weight: o.weight,
        prices: o.prices,
        nutrition: (o.nutrition ?? p.nutrition).perPortion,
      })),
      ...(p.combo
        ? {
            combo: {
              slots: p.combo.slots.map(({ code, name, productIds, defaultProductId }) => ({
                code,
                name,
                productIds,
                defaultProductId,
              })),
            },
          }
        : {}),
    })),
    cities: Object.fromEntries(
      cities.map((c) => [c.code, { name: c.name, zone: c.priceZone, timeZone: c.timezone }]),
    ),
    dayParts: dayParts.map(({ code, name, intervals }) => ({ code, name, intervals })),
  };
}

/** A product and its offer by offer id. */
export interface OfferRef {
  product: TrayProduct;
  offer: TrayOffer;
}

/** Every offer of the data by id. */
export function offerIndex(data: TrayData): Map<number, OfferRef> {
  const index = new Map<number, OfferRef>();
  for (const product of data.products)
    for (const offer of product.offers) index.set(offer.id, { product, offer });
  return index;
}
