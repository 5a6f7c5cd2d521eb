/**
 * Menu shapes the pages, stores and islands share. They mirror the API contract's `MenuCategory`,
 * `MenuProduct` and menu answer, so data pre-rendered from the catalog and data from `getMenu`
 * render through the same components.
 */
import type { Allergen, DayPartCode } from '../catalog/schema.ts';

/** Menu context: the restaurant menu or the delivery menu. */
export type MenuContext = 'menu' | 'delivery';

/** A category of the menu answer. */
export interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  sort: number;
  subcategories: number[];
  products: number[];
}

/** One purchasable variant with its resolved price. */
export interface MenuOffer {
  id: number;
  label: string | null;
  price: number;
  weight: number;
}

/** A product of the menu answer. */
export interface MenuProduct {
  id: number;
  slug: string;
  name: string;
  categoryIds: number[];
  parentCategoryId: number;
  parentCategorySlug: string;
  weight: number;
  stickers: string[];
  dayParts: DayPartCode[];
  diet: { vegetarian: boolean; vegan: boolean };
  available: boolean;
  offers: MenuOffer[];
  allergens: { contains: Allergen[]; mayContain: Allergen[] };
}

/** A day part of the schedule. */
export interface MenuDayPart {
  code: DayPartCode;
  name: string;
  intervals: { from: string; to: string }[];
}

/** The menu answer: categories, products by id, the day-part schedule. */
export interface MenuData {
  categories: MenuCategory[];
  products: Record<string, MenuProduct>;
  schedule: { dayParts: MenuDayPart[]; active: DayPartCode | null };
}

/** A product picture rendered by astro:assets. */
export interface Picture {
  src: string;
  srcset: string;
  size: number;
  /** An uploaded photo's description; absent or empty for the drawing beside the name. */
  alt?: string;
}

/** Pictures by product slug. */
export type Pictures = Readonly<Record<string, Picture>>;
