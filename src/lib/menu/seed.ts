/**
 * The menu island's first data, the pre-rendered menu and its card pictures, travels in the page
 * as one JSON `<script>` instead of island props. Astro writes props into an HTML attribute as
 * tagged, escaped JSON: 145 KB on /menu, decoded by the HTML parser on the main thread of every
 * first visit, for a menu the page already shows as cards. The script's text is read only when
 * the island hydrates. On the server the page hands the seed over in memory, keyed by its address.
 */
import type { MenuData, Pictures } from './types.ts';

/** What the menu island starts from. */
export interface MenuSeed {
  data: MenuData;
  pictures: Pictures;
}

/** The id of the page's seed script. */
export const MENU_SEED_ID = 'menu-seed';

const rendering = new Map<string, MenuSeed>();
let read: MenuSeed | null = null;

/**
 * Server: keep `seed` for the island of the page at `key` (only the page being rendered: pages
 * render one after another); returns the script's text.
 */
export function provideMenuSeed(key: string, seed: MenuSeed): string {
  rendering.clear();
  rendering.set(key, seed);
  // Safe inside <script>: no «</script>» or «<!--» can appear.
  return JSON.stringify(seed).replaceAll('<', '\\u003c');
}

/**
 * The seed of the page at `key`: on the server the one its page provided (the React renderer
 * renders an island more than once), in the browser the page's script, parsed on first use.
 */
export function menuSeed(key: string): MenuSeed {
  if (typeof document === 'undefined') {
    const seed = rendering.get(key);
    if (!seed) throw new Error(`No menu seed for ${key}`);
    return seed;
  }
  read ??= JSON.parse(document.getElementById(MENU_SEED_ID)?.textContent ?? 'null') as MenuSeed;
  return read;
}

/**
 * The menu with only the products of `ids` (a category page's own). The other products were a
 * quarter of a category page's compressed HTML (4 of 17 KB); without them the page fits the first
 * round trip of a cold connection. The island loads the visitor's whole menu on hydration; until
 * it has, a category the seed does not hold is reached by its link (holdsCategory).
 */
export function menuOfProducts(data: MenuData, ids: Iterable<number>): MenuData {
  const kept = new Set([...ids].map(String));
  const products = Object.fromEntries(Object.entries(data.products).filter(([id]) => kept.has(id)));
  return { ...data, products };
}

/** True when `data` holds every product of the category or subcategory `slug`, its subcategories' too. */
export function holdsCategory(data: MenuData, slug: string): boolean {
  const category = data.categories.find((c) => c.slug === slug);
  if (!category) return false;
  const subcategories = data.categories.filter((c) => category.subcategories.includes(c.id));
  return [category, ...subcategories].every((c) =>
    c.products.every((id) => String(id) in data.products),
  );
}
