/**
 * The menu of the default city built from the embedded catalog, in the shape of the API's menu
 * answer: pages pre-render it, and the menu island starts from it before `getMenu` answers.
 */
import type { Category, DayPart, PriceZone, Product } from '../catalog/schema.ts';
import { sizeLabel } from '../catalog/size-label.ts';
import { parentCategoryId } from './parent.ts';
import type { MenuCategory, MenuContext, MenuData, MenuProduct } from './types.ts';

/** Price zone of the default city (Moscow). */
export const DEFAULT_PRICE_ZONE: PriceZone = 'msk';

/** Categories sorted for display: by sort, then id. */
export function sortCategories<T extends Pick<Category, 'sort' | 'id'>>(categories: T[]): T[] {
  return [...categories].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** A catalog product as a menu product with prices of one context and zone. */
export function toMenuProduct(
  product: Product,
  categories: readonly Pick<Category, 'id' | 'slug'>[],
  context: MenuContext,
  zone: PriceZone = DEFAULT_PRICE_ZONE,
): MenuProduct {
  const parentId = parentCategoryId(product.categoryIds);
  const parentSlug = categories.find((c) => c.id === parentId)?.slug;
  if (!parentSlug) throw new Error(`Unknown parent category ${parentId} of ${product.slug}`);
  const prices = context === 'delivery' ? 'delivery' : 'restaurant';
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    categoryIds: product.categoryIds,
    parentCategoryId: parentId,
    parentCategorySlug: parentSlug,
    weight: product.weight,
    stickers: product.stickers,
    dayParts: product.dayParts,
    diet: product.diet,
    available: true,
    offers: product.offers.map((offer) => ({
      id: offer.id,
      label: sizeLabel(offer),
      price: offer.prices[prices][zone],
      weight: offer.weight,
    })),
    allergens: product.allergens,
  };
}

/** The whole menu of a context for a price zone, every day part included. */
export function catalogMenu(
  categories: readonly Category[],
  products: readonly Product[],
  dayParts: readonly DayPart[],
  context: MenuContext,
  zone: PriceZone = DEFAULT_PRICE_ZONE,
): MenuData {
  const menuCategories: MenuCategory[] = sortCategories([...categories]).map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    parentId: c.parentId,
    sort: c.sort,
    subcategories: c.subcategories,
    products: c.products,
  }));
  return {
    categories: menuCategories,
    products: Object.fromEntries(
      products.map((p) => [String(p.id), toMenuProduct(p, categories, context, zone)]),
    ),
    schedule: {
      dayParts: dayParts.map((d) => ({ code: d.code, name: d.name, intervals: d.intervals })),
      active: null,
    },
  };
}

/** Top-level categories, in display order. */
export function topCategories<T extends Pick<MenuCategory, 'parentId' | 'sort' | 'id'>>(
  categories: readonly T[],
): T[] {
  return sortCategories(categories.filter((c) => c.parentId === null));
}

/** The products of a category that exist in the menu, in the category's order. */
export function categoryProducts(
  category: Pick<MenuCategory, 'products'>,
  products: Readonly<Record<string, MenuProduct>>,
): MenuProduct[] {
  return category.products.flatMap((id) => {
    const product = products[String(id)];
    return product ? [product] : [];
  });
}

/** The lowest price of a product's offers. */
export function priceFrom(product: Pick<MenuProduct, 'offers'>): number {
  return Math.min(...product.offers.map((o) => o.price));
}

/** Size labels of a product's offers, when it has more than one («Малый · Средний · Большой»). */
export function sizeLabels(product: Pick<MenuProduct, 'offers'>): string[] {
  if (product.offers.length < 2) return [];
  return product.offers.flatMap((o) => (o.label ? [o.label] : []));
}
