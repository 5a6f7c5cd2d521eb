/** The menu's cookies (SPEC §9: SameSite=Lax, path /): chosen category, subcategory, restaurant. */

const CATEGORY = 'selected-menu-category';
const SUBCATEGORY = 'selected-subcategory';
const RESTAURANT = 'selected-restaurant-for-menu-id';
const YEAR = 365 * 24 * 3600;

function write(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Max-Age=${YEAR}; Path=/; SameSite=Lax${secure}`;
}

function read(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const pair = document.cookie.split('; ').find((p) => p.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null;
}

/** Read and write the menu's cookies (no-ops without a document, as in unit tests). */
export const menuCookies = {
  storeCategory(category: string | null, subcategory: string | null): void {
    write(CATEGORY, category);
    write(SUBCATEGORY, subcategory);
  },
  clearCategory(): void {
    write(CATEGORY, null);
    write(SUBCATEGORY, null);
  },
  restaurant: (): string | null => read(RESTAURANT),
  storeRestaurant: (xmlId: string | null): void => write(RESTAURANT, xmlId),
};
