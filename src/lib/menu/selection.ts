/**
 * Choosing what the menu shows (SPEC §4 Menu): the active category by slug, else the first; a
 * subcategory slug selects its parent with that subcategory; a category with neither products
 * nor subcategories is the error state.
 */
import type { DayPartCode } from '../catalog/schema.ts';
import { categoryProducts, topCategories } from './catalog.ts';
import { matchesFilter, type MenuFilter } from './filter.ts';
import type { MenuCategory, MenuData, MenuDayPart, MenuProduct } from './types.ts';

/** The chosen category and subcategory. */
export interface CategoryChoice {
  category: MenuCategory | null;
  subcategory: MenuCategory | null;
}

/** The category for a slug (a subcategory's slug gives its parent too), else the first one. */
export function chooseCategory(
  categories: readonly MenuCategory[],
  slug: string | null,
): CategoryChoice {
  const found = slug ? categories.find((c) => c.slug === slug) : undefined;
  if (found && found.parentId !== null) {
    const parent = categories.find((c) => c.id === found.parentId) ?? null;
    return { category: parent, subcategory: found };
  }
  return { category: found ?? topCategories(categories)[0] ?? null, subcategory: null };
}

/** True when a category can be shown: it has products or subcategories. */
export function hasContent(category: MenuCategory | null): boolean {
  return category !== null && (category.products.length > 0 || category.subcategories.length > 0);
}

/** A block of the grid: a heading and its products. */
export interface MenuSection {
  category: MenuCategory;
  /** Nesting level: 2 for a category, 3 for its subcategory. */
  level: 2 | 3;
  products: MenuProduct[];
  /** A category heading over its subcategories' sections (may have no products of its own). */
  group: boolean;
}

/** Sections of one category: its subcategories' products, or its own. */
export function categorySections(data: MenuData, category: MenuCategory): MenuSection[] {
  const subs = category.subcategories.flatMap((id) => {
    const sub = data.categories.find((c) => c.id === id);
    return sub ? [sub] : [];
  });
  if (subs.length === 0)
    return [
      { category, level: 2, group: false, products: categoryProducts(category, data.products) },
    ];
  const inSubs = new Set(subs.flatMap((s) => s.products));
  const own = category.products.filter((id) => !inSubs.has(id));
  return [
    {
      category,
      level: 2 as const,
      group: true,
      products: categoryProducts({ products: own }, data.products),
    },
    ...subs.map((sub) => ({
      category: sub,
      level: 3 as const,
      group: false,
      products: categoryProducts(sub, data.products),
    })),
  ];
}

/** Apply the filter to sections; returns the kept sections and how many products it hid. */
export function filterSections(
  sections: readonly MenuSection[],
  filter: MenuFilter,
): { sections: MenuSection[]; hidden: number } {
  let hidden = 0;
  const kept = sections.map((section) => {
    const products = section.products.filter((p) => matchesFilter(p, filter));
    hidden += section.products.length - products.length;
    return { ...section, products };
  });
  return { sections: kept, hidden };
}

/** Why a product cannot be ordered now: the stop-list, or a day part it is not sold in. */
export function availabilityNote(
  product: Pick<MenuProduct, 'available' | 'dayParts'>,
  dayPart: DayPartCode | null,
  dayParts: readonly MenuDayPart[],
): string | null {
  if (!product.available) return 'Закончилось в этом ресторане';
  if (dayPart === null || product.dayParts.includes(dayPart)) return null;
  const sold = dayParts.filter((d) => product.dayParts.includes(d.code));
  if (sold.length === 0) return 'Сейчас недоступно';
  return sold
    .map((d) => {
      const hours = d.intervals.map((i) => `${i.from}–${i.to}`).join(', ');
      return d.code === 'breakfast' ? `Только на завтрак, ${hours}` : `${d.name}: ${hours}`;
    })
    .join('; ');
}
