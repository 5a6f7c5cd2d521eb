/**
 * What a menu page's island starts from besides its seed, also on the page's `<menu-start>` for
 * the scripts that start parts of it before the island hydrates (the first product tapped).
 */
import type { MenuContext } from './types.ts';

/** The island's start: context, the page's category, whole menu or not, the loyalty ratio. */
export interface MenuStartProps {
  context: MenuContext;
  /** Category or subcategory slug of the page (null on /menu). */
  slug: string | null;
  /** Every category one after another (the /menu page). */
  showAll: boolean;
  /** Loyalty ratio of the first awarding rule (until the API's config answers). */
  bonusRatio: number;
}

/** The `<menu-start>`'s start props, or null when the page has none. */
export function readMenuStartProps(element: HTMLElement): MenuStartProps | null {
  return JSON.parse(element.dataset['start'] ?? 'null') as MenuStartProps | null;
}
