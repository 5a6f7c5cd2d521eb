/**
 * One address per product: a product lives at `/menu/<parent>/<slug>` (and its delivery twin),
 * its parent by the rule of SPEC §9 (src/lib/menu/parent.ts). Reached under any other category it
 * belongs to, or under the parent of such a subcategory, it answers 301 to that address.
 */
import type { RedirectRule } from '../http/redirects.ts';
import { parentCategoryId } from './parent.ts';

/** What the rules need of a category and a product of the catalog. */
export interface CategoryRef {
  id: number;
  slug: string;
  parentId: number | null;
}
interface ProductRef {
  slug: string;
  categoryIds: readonly number[];
}

/** The menu roots a category or product page lives under. */
export const MENU_BASES = ['/menu', '/menu/delivery'] as const;

/** The slugs of the categories a product has an address under: its own and their parents. */
export function addressCategorySlugs(
  categoryIds: readonly number[],
  byId: ReadonlyMap<number, CategoryRef>,
): Set<string> {
  const slugs = new Set<string>();
  for (const id of categoryIds) {
    const category = byId.get(id);
    if (category) slugs.add(category.slug);
    const above = category?.parentId ? byId.get(category.parentId) : undefined;
    if (above) slugs.add(above.slug);
  }
  return slugs;
}

/** The 301 rules from every other category path of a product to its canonical one. */
export function productAliases(
  categories: readonly CategoryRef[],
  products: readonly ProductRef[],
): RedirectRule[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const rules: RedirectRule[] = [];
  for (const product of products) {
    const parent = byId.get(parentCategoryId(product.categoryIds));
    if (!parent) continue;
    const others = addressCategorySlugs(product.categoryIds, byId);
    others.delete(parent.slug);
    for (const base of MENU_BASES) {
      for (const slug of others) {
        rules.push({
          from: `${base}/${slug}/${product.slug}`,
          to: `${base}/${parent.slug}/${product.slug}`,
          status: 301,
          force: false,
        });
      }
    }
  }
  return rules;
}
