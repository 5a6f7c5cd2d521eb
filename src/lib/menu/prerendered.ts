/**
 * Whether a pre-rendered menu page already shows what this visitor should see. The menu island
 * hydrates late (on the first interaction); when the static HTML is not what the hydrated island
 * would show at once, the page hydrates it without waiting. The page renders these hints; a tiny
 * script compares them with the visitor's cookies, address and clock.
 */
import type { DayPartCode } from '../catalog/schema.ts';
import { activeDayPart } from './day-part.ts';
import type { MenuDayPart } from './types.ts';

/** What the page was pre-rendered for. */
export interface PrerenderedMenu {
  /** City code whose prices the page shows (the default city). */
  city: string;
  /** That city's time zone (day parts are local times). */
  timeZone: string;
  /** The schedule's day parts. */
  dayParts: Pick<MenuDayPart, 'code' | 'intervals'>[];
  /** The day part the page shows (null: none). */
  dayPart: DayPartCode | null;
  /** The address the island keeps in the address bar for this page. */
  path: string;
}

/** What the visitor brings. */
export interface MenuVisitor {
  /** Cookie `city` (the chosen city), if any. */
  city: string | undefined;
  /** Cookie `selected-restaurant-for-menu-id`, if any. */
  restaurant: string | undefined;
  pathname: string;
  search: string;
  now: Date;
}

/** Query parameters of the allergen and diet filter (src/lib/menu/filter.ts). */
export const FILTER_PARAMS = ['without', 'diet', 'strict'] as const;

/** Why the pre-rendered menu differs from what the visitor should see, or null when it does not. */
export function staleReason(page: PrerenderedMenu, visitor: MenuVisitor): string | null {
  if (visitor.restaurant) return 'restaurant';
  if (visitor.city && visitor.city !== page.city) return 'city';
  const params = new URLSearchParams(visitor.search);
  if (FILTER_PARAMS.some((name) => params.has(name))) return 'filter';
  if (visitor.pathname !== page.path) return 'path';
  if (activeDayPart(page.dayParts, visitor.now, page.timeZone) !== page.dayPart) return 'day part';
  return null;
}
