/**
 * The menu browser's state (SPEC §4 Menu): context, menu answer, active category and
 * subcategory, day part, the allergen/diet filter, loading and error flags. Actions beside it;
 * the network goes through src/lib/api so tests inject a fake fetch.
 */
import { atom, computed, map } from 'nanostores';
import type { DayPartCode } from '~/lib/catalog/schema';
import { NO_FILTER, type MenuFilter } from '~/lib/menu/filter';
import {
  categorySections,
  chooseCategory,
  filterSections,
  hasContent,
  type MenuSection,
} from '~/lib/menu/selection';
import { topCategories } from '~/lib/menu/catalog';
import type { MenuContext, MenuData } from '~/lib/menu/types';
import { menuPath } from '~/paths';
import { getCurrentCity, getLoyaltyConfig, getMenu, getRestaurantByXmlId } from '~/lib/menu/api';
import type { City, MenuScope, RestaurantDetails } from '~/lib/api/types';
import { COOKIE, keepChoiceCookie, readCookie, removeCookie } from '~/lib/cookies';
import { handlePageError } from '~/lib/errors';
import { onCityChange } from './city';
import { trackLoading } from './loading';
import { loadMenuPictures } from './menu-pictures';

/** What the menu shows and how it got there. */
export interface MenuState {
  context: MenuContext;
  data: MenuData | null;
  /** The requested category or subcategory slug (null: the first category). */
  slug: string | null;
  /** The whole menu, every category one after another (the pre-rendered /menu). */
  showAll: boolean;
  /** `empty`: the category has nothing; `load`: the menu failed to load. */
  error: 'empty' | 'load' | null;
  loading: boolean;
  dayPart: DayPartCode | null;
  /** The product whose URL the address shows (a product page or the open product modal). */
  productSlug: string | null;
}

/** The menu browser state. */
export const $menu = map<MenuState>({
  context: 'menu',
  data: null,
  slug: null,
  showAll: false,
  error: null,
  loading: false,
  dayPart: null,
  productSlug: null,
});

/** The allergen and diet filter (kept in the URL query by the island). */
export const $menuFilter = atom<MenuFilter>(NO_FILTER);

/** The active category and subcategory. */
export const $menuCategory = computed($menu, ({ data, slug }) =>
  data ? chooseCategory(data.categories, slug) : { category: null, subcategory: null },
);

/** Sections the grid shows after the filter, and how many products the filter hid. */
export const $menuSections = computed(
  [$menu, $menuCategory, $menuFilter],
  ({ data, showAll }, { category }, filter): { sections: MenuSection[]; hidden: number } => {
    if (!data) return { sections: [], hidden: 0 };
    const categories = showAll ? topCategories(data.categories) : category ? [category] : [];
    const sections = categories
      .flatMap((c) => categorySections(data, c))
      .filter((section) => section.group || section.products.length > 0);
    return filterSections(sections, filter);
  },
);

/**
 * The address the menu shows: /menu[/delivery][/{category}[/{product}]]. A product page whose
 * product is not in the current menu (a breakfast item during the main menu) keeps its address.
 */
export const $menuPath = computed(
  [$menu, $menuCategory],
  ({ context, showAll, productSlug, slug, data }, choice) => {
    const product = productSlug
      ? Object.values(data?.products ?? {}).find((p) => p.slug === productSlug)
      : undefined;
    if (product) return menuPath(context, product.parentCategorySlug, product.slug);
    if (productSlug && slug) return menuPath(context, slug, productSlug);
    if (showAll || !choice.category) return menuPath(context);
    return menuPath(context, (choice.subcategory ?? choice.category).slug);
  },
);

/** The visitor's city (cookie `city`, else geo, else Moscow), once known. */
export const $menuCity = atom<City | null>(null);

/** The restaurant chosen for the menu (cookie `selected-restaurant-for-menu-id`), or none. */
export const $menuRestaurant = atom<RestaurantDetails | null>(null);

/** The loyalty ratio (first awarding rule), from the pre-rendered page until the API answers. */
export const $bonusRatio = atom(0);

/** Where menus and products are looked up: the chosen restaurant, else the city (once known). */
export const $menuScope = computed([$menuRestaurant, $menuCity], (restaurant, city) =>
  restaurant ? { storeId: restaurant.id } : city ? { cityId: city.cityId } : null,
);

/** The scope now (see $menuScope). */
export function menuScope(): MenuScope | null {
  return $menuScope.get();
}

/** Apply the active category: error state and cleared cookies when empty, else store the slugs. */
function applyCategory(): void {
  const { category, subcategory } = $menuCategory.get();
  if (!$menu.get().data) return;
  if (!hasContent(category) || (subcategory && !hasContent(subcategory))) {
    $menu.setKey('error', 'empty');
    removeCookie(COOKIE.menuCategory);
    removeCookie(COOKIE.menuSubcategory);
    return;
  }
  if ($menu.get().error === 'empty') $menu.setKey('error', null);
  keepChoiceCookie(COOKIE.menuCategory, category?.slug ?? null);
  keepChoiceCookie(COOKIE.menuSubcategory, subcategory?.slug ?? null);
}

/** Start the menu from pre-rendered data (the island's first render). */
export function startMenu(init: {
  context: MenuContext;
  data: MenuData;
  slug: string | null;
  showAll: boolean;
  productSlug?: string | null;
  filter?: MenuFilter;
  bonusRatio?: number;
}): void {
  $menu.set({
    context: init.context,
    data: init.data,
    slug: init.slug,
    showAll: init.showAll,
    error: null,
    loading: false,
    dayPart: init.data.schedule.active,
    productSlug: init.productSlug ?? null,
  });
  $menuFilter.set(init.filter ?? NO_FILTER);
  if (init.bonusRatio !== undefined) $bonusRatio.set(init.bonusRatio);
  applyCategory();
}

/** Show one category (or subcategory) by slug. */
export function selectCategory(slug: string): void {
  $menu.setKey('slug', slug);
  $menu.setKey('showAll', false);
  $menu.setKey('productSlug', null);
  applyCategory();
}

/** Replace the menu answer (a city, restaurant or day part change), keeping the category. */
export function setMenuData(data: MenuData, dayPart: DayPartCode | null): void {
  $menu.setKey('data', data);
  $menu.setKey('dayPart', dayPart);
  if ($menu.get().error === 'load') $menu.setKey('error', null);
  applyCategory();
}

let loads = 0;

/**
 * Load the menu of the current scope, context and day part. Without `dayPart` it is a full load:
 * the schedule's active day part becomes the active one (none when there are no day parts).
 */
export async function loadMenu(dayPart?: DayPartCode): Promise<void> {
  const scope = menuScope();
  if (!scope) return;
  const load = ++loads;
  const { context } = $menu.get();
  $menu.setKey('loading', true);
  // The page holds its own products' pictures only; the rest come beside the menu (never fails).
  const pictures = loadMenuPictures();
  try {
    const data = await trackLoading(
      getMenu(scope, {
        ...(context === 'delivery' ? { type: 'delivery' as const } : {}),
        ...(dayPart ? { meal: dayPart } : {}),
      }),
    );
    await pictures;
    if (load !== loads) return;
    const active = data.schedule.dayParts.length === 0 ? null : (dayPart ?? data.schedule.active);
    setMenuData(data, active);
  } catch (error) {
    if (load === loads) {
      $menu.setKey('error', 'load');
      handlePageError(error);
    }
  } finally {
    if (load === loads) $menu.setKey('loading', false);
  }
}

let located: Promise<void> | null = null;

/** Forget where the menu comes from: the next locateMenu asks again (unit tests share stores). */
export function forgetMenuLocation(): void {
  located = null;
}

/**
 * Where the visitor's menu comes from, asked once per page and city: the city (cookie, geo, else
 * Moscow) and the restaurant chosen for the menu. The first tap on a product asks before the island
 * starts (src/scripts/menu/product-details.ts) and the island's start takes the answer; a change
 * of city, or an answer with neither, makes the next call ask again.
 */
export function locateMenu(): Promise<void> {
  if (located) return located;
  const forget = onCityChange(() => {
    located = null;
    forget();
  });
  const asked = askMenuLocation().then((found) => {
    if (found) return;
    // Nobody could tell: the next call asks again (unless a change of city started one already).
    if (located === asked) located = null;
    forget();
  });
  located = asked;
  return asked;
}

/** The city and the chosen restaurant from the API into the stores; false when neither came. */
async function askMenuLocation(): Promise<boolean> {
  const xmlId = readCookie(COOKIE.menuRestaurant);
  const [city, restaurant] = await Promise.all([
    getCurrentCity().catch(() => null),
    xmlId ? getRestaurantByXmlId(xmlId).catch(() => null) : Promise.resolve(null),
  ]);
  $menuCity.set(city);
  if (xmlId && !restaurant) removeCookie(COOKIE.menuRestaurant);
  $menuRestaurant.set(restaurant);
  return city !== null || restaurant !== null;
}

/** Start-up after hydration: city, chosen restaurant, loyalty ratio, menu (loading throughout). */
export async function connectMenu(): Promise<void> {
  $menu.setKey('loading', true);
  followCity();
  await locateMenu();
  if (!$menuCity.get() && !$menuRestaurant.get()) {
    $menu.setKey('error', 'load');
    $menu.setKey('loading', false);
    return;
  }
  void getLoyaltyConfig()
    .then((config) => $bonusRatio.set(config.awarding_rules[0]?.ratio ?? $bonusRatio.get()))
    .catch(() => undefined);
  await loadMenu();
}

let followsCity = false;

/** Once: after a change of city (the header's picker), load that city's menu unless a restaurant is chosen. */
function followCity(): void {
  if (followsCity) return;
  followsCity = true;
  onCityChange(async () => {
    const city = await getCurrentCity().catch(() => null);
    if (!city) return;
    $menuCity.set(city);
    if (!$menuRestaurant.get()) await loadMenu();
  });
}

/** Retry after an error: reconnect when the city is unknown, else reload the menu. */
export function retryMenu(): Promise<void> {
  $menu.setKey('error', null);
  return $menuCity.get() || $menuRestaurant.get()
    ? loadMenu($menu.get().dayPart ?? undefined)
    : connectMenu();
}

/** Show the menu of a restaurant (stored by xmlId), or of the city again with null. */
export function chooseMenuRestaurant(restaurant: RestaurantDetails | null): Promise<void> {
  $menuRestaurant.set(restaurant);
  keepChoiceCookie(COOKIE.menuRestaurant, restaurant?.xmlId ?? null);
  return loadMenu($menu.get().dayPart ?? undefined);
}

/** Switch the day part (the «menu types» modal). */
export function chooseDayPart(dayPart: DayPartCode): Promise<void> {
  $menu.setKey('dayPart', dayPart);
  return loadMenu(dayPart);
}

/** Change the filter. */
export function setMenuFilter(filter: MenuFilter): void {
  $menuFilter.set(filter);
}

/** The product the address shows (null: none). */
export function showProductInAddress(slug: string | null): void {
  $menu.setKey('productSlug', slug);
}
