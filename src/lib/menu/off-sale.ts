/**
 * Addresses of what an editor took off sale: a hidden product's page (and its aliases) and the page
 * of a category left with nothing on sale answer 302 to the nearest menu page still there, so a
 * bookmark, a shared link or a news item's link lands on the menu instead of a 404 while the item
 * is away, and works again the day it comes back.
 */
import type { RedirectRule } from '../http/redirects.ts';
import type { Category, Product } from '../catalog/schema.ts';
import { hiddenProductIds, visibleCatalog } from '../catalog/visible.ts';
import { addressCategorySlugs, MENU_BASES } from './aliases.ts';
import { parentCategoryId } from './parent.ts';

/** One 302 per menu root from `/<base>/<from>` to `/<base>/<to>` (`to` empty: the root itself). */
function inBothMenus(from: string, to: string): RedirectRule[] {
  return MENU_BASES.map((base) => ({
    from: `${base}/${from}`,
    to: to ? `${base}/${to}` : base,
    status: 302 as const,
    force: false,
  }));
}

/** The 302 rules for hidden products and for categories that left the site with them. */
export function offSaleRedirects(
  categories: readonly Category[],
  products: readonly Product[],
): RedirectRule[] {
  const hidden = hiddenProductIds(products);
  if (hidden.size === 0) return [];
  const byId = new Map(categories.map((c) => [c.id, c]));
  const kept = new Set(visibleCatalog(products, categories).categories.map((c) => c.id));
  const parentOf = (id: number) => byId.get(id)?.parentId ?? null;
  /** The slug of the first of `ids` still on the site, or '' (the menu itself). */
  const nearest = (ids: readonly (number | null)[]) =>
    byId.get(ids.find((id): id is number => id !== null && kept.has(id)) ?? -1)?.slug ?? '';

  const rules: RedirectRule[] = [];
  for (const category of categories) {
    if (kept.has(category.id)) continue;
    rules.push(...inBothMenus(category.slug, nearest([category.parentId])));
  }
  for (const product of products) {
    if (!hidden.has(product.id) || product.categoryIds.length === 0) continue;
    const home = parentCategoryId(product.categoryIds);
    const target = nearest([home, ...product.categoryIds, ...product.categoryIds.map(parentOf)]);
    // Every address the product had: its own and the aliases under its other categories.
    for (const slug of addressCategorySlugs(product.categoryIds, byId))
      rules.push(...inBothMenus(`${slug}/${product.slug}`, target));
  }
  return rules;
}
