/**
 * The catalog as visitors see it: a product marked hidden in /admin is dropped here, once, before
 * the pages, the API, search and the tray read the products, so none of them needs to know. A
 * category left with nothing on sale goes with its products. A product is in the categories its
 * «Категории» names even before a category's list has it (categoriesWithMembers).
 */
import type { Category, Product } from './schema.ts';

/** The products and categories without hidden products, and without their ids anywhere. */
export interface VisibleCatalog<P extends Product, C extends Category> {
  products: P[];
  categories: C[];
}

/**
 * The ids of the products kept off the site: those marked hidden, and a combo one of whose
 * choices would be left with nothing to choose once they are gone (it could not be put together).
 */
export function hiddenProductIds(products: readonly Product[]): Set<number> {
  const hidden = new Set(products.filter((p) => p.hidden === true).map((p) => p.id));
  if (hidden.size === 0) return hidden;
  for (const product of products) {
    const slots = product.combo?.slots ?? [];
    if (slots.some((slot) => slot.productIds.every((id) => hidden.has(id)))) hidden.add(product.id);
  }
  return hidden;
}

/** A product with hidden products taken out of its combo's choices and its «contained in». */
function withoutIds<P extends Product>(product: P, hidden: ReadonlySet<number>): P {
  const shown = (id: number) => !hidden.has(id);
  const combo = product.combo && {
    slots: product.combo.slots.map((slot) => {
      const productIds = slot.productIds.filter(shown);
      // A hidden default gives way to the first choice still on sale.
      const defaultProductId = shown(slot.defaultProductId)
        ? slot.defaultProductId
        : (productIds[0] ?? slot.defaultProductId);
      return { ...slot, productIds, defaultProductId };
    }),
  };
  return {
    ...product,
    containedIn: product.containedIn.filter(shown),
    ...(combo ? { combo } : {}),
  };
}

/**
 * The categories with a product still on sale, each without the hidden ones. A category whose
 * products are all hidden goes too (no page, no chip, no API entry, none of its parent's
 * subcategories). Its products are its members (categoriesWithMembers): a product on sale that
 * names it, or one of a subcategory's, keeps it.
 */
function categoriesOnSale<C extends Category>(
  categories: readonly C[],
  hidden: ReadonlySet<number>,
): C[] {
  const onSale = (c: C) => c.products.some((id) => !hidden.has(id));
  const keptIds = new Set(categories.filter(onSale).map((c) => c.id));
  return categories
    .filter((c) => keptIds.has(c.id))
    .map((c) => ({
      ...c,
      products: c.products.filter((id) => !hidden.has(id)),
      subcategories: c.subcategories.filter((id) => keptIds.has(id)),
    }));
}

/**
 * Each category with all its products: those its list gives, in that order, then those that name
 * it (or one of its subcategories) in their «Категории» and are not listed yet, by number. So a
 * product an editor creates is in its categories at once, last until someone orders the list.
 */
export function categoriesWithMembers<C extends Category>(
  categories: readonly C[],
  products: readonly Product[],
): C[] {
  const named = new Map<number, number[]>();
  for (const product of [...products].sort((a, b) => a.id - b.id))
    for (const id of product.categoryIds) named.set(id, [...(named.get(id) ?? []), product.id]);
  /** A category's members: listed, then named, then its subcategories' (a loop of parents once). */
  const members = (category: C, above: ReadonlySet<number>): number[] => {
    const path = new Set([...above, category.id]);
    const subcategories = categories.filter((c) => c.parentId === category.id && !path.has(c.id));
    const all = new Set([
      ...category.products,
      ...(named.get(category.id) ?? []),
      ...subcategories.flatMap((sub) => members(sub, path)),
    ]);
    return [...all];
  };
  return categories.map((category) => {
    const products = members(category, new Set());
    return products.length === category.products.length ? category : { ...category, products };
  });
}

/** The catalog without hidden products: off every list, combo choice and category. */
export function visibleCatalog<P extends Product, C extends Category>(
  products: readonly P[],
  listedCategories: readonly C[],
): VisibleCatalog<P, C> {
  const categories = categoriesWithMembers(listedCategories, products);
  const hidden = hiddenProductIds(products);
  if (hidden.size === 0) return { products: [...products], categories: [...categories] };
  return {
    products: products.filter((p) => !hidden.has(p.id)).map((p) => withoutIds(p, hidden)),
    categories: categoriesOnSale(categories, hidden),
  };
}
