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
import { menuCookies } from './menu-cookies';

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
    return filterSections(
      categories.flatMap((c) => categorySections(data, c)),
      filter,
    );
  },
);

/** The address the menu shows: /menu[/delivery][/{category}[/{product}]]. */
export const $menuPath = computed(
  [$menu, $menuCategory],
  ({ context, showAll, productSlug, data }, choice) => {
    const product = productSlug
      ? Object.values(data?.products ?? {}).find((p) => p.slug === productSlug)
      : undefined;
    if (product) return menuPath(context, product.parentCategorySlug, product.slug);
    if (showAll || !choice.category) return menuPath(context);
    return menuPath(context, (choice.subcategory ?? choice.category).slug);
  },
);

/** Apply the active category: error state and cleared cookies when empty, else store the slugs. */
function applyCategory(): void {
  const { category, subcategory } = $menuCategory.get();
  if (!$menu.get().data) return;
  if (!hasContent(category) || (subcategory && !hasContent(subcategory))) {
    $menu.setKey('error', 'empty');
    menuCookies.clearCategory();
    return;
  }
  if ($menu.get().error === 'empty') $menu.setKey('error', null);
  menuCookies.storeCategory(category?.slug ?? null, subcategory?.slug ?? null);
}

/** Start the menu from pre-rendered data (the island's first render). */
export function startMenu(init: {
  context: MenuContext;
  data: MenuData;
  slug: string | null;
  showAll: boolean;
  productSlug?: string | null;
  filter?: MenuFilter;
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

/** Change the filter. */
export function setMenuFilter(filter: MenuFilter): void {
  $menuFilter.set(filter);
}

/** The product the address shows (null: none). */
export function showProductInAddress(slug: string | null): void {
  $menu.setKey('productSlug', slug);
}
