/**
 * Everything a menu page shows besides its markup: title, description, breadcrumbs, JSON-LD,
 * the menu answer for the island and the pictures, for one context, category and product.
 */
import type { Product } from '~/lib/catalog/schema';
import { categoryProducts, topCategories } from '~/lib/menu/catalog';
import { dayPartMenu } from '~/lib/menu/day-part';
import type { PrerenderedMenu } from '~/lib/menu/prerendered';
import { chooseCategory } from '~/lib/menu/selection';
import { menuOfProducts } from '~/lib/menu/seed';
import { menu as menuNode, menuItem, type StructuredSection } from '~/lib/structured-data/menu';
import type { Crumb } from '~/lib/breadcrumbs';
import { breadcrumbList } from '~/lib/structured-data/breadcrumb-list';
import { jsonLd } from '~/lib/structured-data/graph';
import type { MenuContext, MenuData, MenuProduct } from '~/lib/menu/types';
import { CONTEXT_NAME, menuHeading } from '~/lib/menu/heading';
import { fittingTitle } from '~/lib/site';
import { menuPath } from '~/paths';
import { $menu, $menuCategory, $menuPath, startMenu } from '~/stores/menu';
import { menuCatalog } from './catalog';
import { cardPictures, productPicture, type ProductPicture } from './images';

/** Props of a menu route. */
export type MenuPageProps = {
  context: MenuContext;
  /** Category or subcategory slug, null on /menu and /menu/delivery. */
  slug: string | null;
  productSlug: string | null;
};

/** The product part of a product page. */
export interface ProductView {
  product: Product;
  menuProduct: MenuProduct;
  picture: ProductPicture;
  containedIn: MenuProduct[];
  slotProducts: Record<string, MenuProduct>;
}

/** A menu page's data. */
export interface MenuPage {
  title: string;
  description: string;
  heading: string;
  /** The breadcrumb trail, the page itself last: the visible trail and the JSON-LD's. */
  crumbs: Crumb[];
  jsonLd: string;
  /**
   * The island's menu: the default city's menu of the pre-rendered day part, as the API has it;
   * on a category or product page with the products of that category only (menuOfProducts).
   */
  data: MenuData;
  /** What the page was pre-rendered for (the script hydrates at once when a visitor differs). */
  prerendered: PrerenderedMenu;
  /** Category cookies the island stores for this page (null: removed). */
  stored: { category: string | null; subcategory: string | null };
  /** Products of the page's categories sold only in other day parts (listed for visitors without JS). */
  otherDayParts: MenuProduct[];
  pictures: Record<string, ProductPicture>;
  bonusRatio: number;
  product: ProductView | null;
}

/**
 * The day part pages are pre-rendered for: the API's choice when none is active, and the one
 * active most of the day (10:30–06:00), so most first visits need no hydration.
 */
export const PRERENDERED_DAY_PART = 'main';

/** Build a menu page for its props; `site` makes URLs absolute. */
export async function menuPage(props: MenuPageProps, site: URL): Promise<MenuPage> {
  const catalog = await menuCatalog();
  const data = catalog.menus[props.context];
  const served = data.schedule.dayParts.some((d) => d.code === PRERENDERED_DAY_PART);
  const island = served ? dayPartMenu(data, PRERENDERED_DAY_PART) : data;
  const abs = (path: string): string => new URL(path, site).href;
  const pictures = await cardPictures(
    catalog.products.map((p) => p.slug),
    catalog.uploads,
  );
  /**
   * A JSON-LD item. List pages name each item with its address, picture and prices and leave the
   * description and nutrition to the product's own page: the list's JSON-LD is parsed before the
   * first paint of every first visit (90 KB on /menu with them).
   */
  const itemOf = (p: MenuProduct, detailed: boolean) => {
    const full = catalog.products.find((x) => x.id === p.id);
    return {
      product: p,
      url: abs(menuPath(props.context, p.parentCategorySlug, p.slug)),
      image: abs(pictures[p.slug]?.src ?? ''),
      ...(detailed && full
        ? { nutrition: full.nutrition.perPortion, description: full.detailText }
        : {}),
    };
  };
  const sectionOf = (slug: string): StructuredSection | null => {
    const category = data.categories.find((c) => c.slug === slug);
    if (!category) return null;
    return {
      name: category.name,
      url: abs(menuPath(props.context, category.slug)),
      items: categoryProducts(category, data.products).map((p) => itemOf(p, false)),
    };
  };
  const contextName = CONTEXT_NAME[props.context];
  startMenu({ ...props, data: island, showAll: props.slug === null });
  const pageCategories =
    props.slug === null
      ? topCategories(data.categories)
      : [chooseCategory(data.categories, props.slug).category ?? []].flat();
  const pageIds = pageCategories.flatMap((c) => [
    ...c.products,
    ...c.subcategories.flatMap((id) => data.categories.find((s) => s.id === id)?.products ?? []),
  ]);
  const otherDayParts = [...new Set(pageIds)].flatMap((id) =>
    String(id) in island.products ? [] : [data.products[String(id)] ?? []].flat(),
  );
  const base = {
    data: props.slug === null ? island : menuOfProducts(island, pageIds),
    prerendered: {
      city: catalog.city.code,
      timeZone: catalog.city.timezone,
      dayParts: island.schedule.dayParts.map(({ code, intervals }) => ({ code, intervals })),
      dayPart: island.schedule.active,
      path: $menuPath.get(),
    },
    stored:
      $menu.get().error === 'empty'
        ? { category: null, subcategory: null }
        : {
            category: $menuCategory.get().category?.slug ?? null,
            subcategory: $menuCategory.get().subcategory?.slug ?? null,
          },
    otherDayParts,
    pictures,
    bonusRatio: catalog.bonusRatio,
    product: null,
  };

  if (props.slug === null) {
    const sections = topCategories(data.categories).flatMap((c) => sectionOf(c.slug) ?? []);
    const header = menuHeading(props.context, null);
    const crumbs = header.crumbs;
    return {
      ...base,
      title: header.title,
      description:
        props.context === 'delivery'
          ? 'Меню доставки «Вкусно – и точка»: бургеры, роллы, картофель, напитки и десерты с ценами доставки, составом и калорийностью.'
          : 'Меню «Вкусно – и точка»: бургеры, курица, роллы, завтраки, напитки и десерты с ценами, составом, аллергенами и калорийностью.',
      heading: header.heading,
      crumbs,
      jsonLd: jsonLd([
        menuNode(contextName, abs(menuPath(props.context)), sections),
        breadcrumbList(crumbs, site),
      ]),
    };
  }

  const choice = chooseCategory(data.categories, props.slug);
  const shown = choice.subcategory ?? choice.category;
  const described = catalog.categories.find((c) => c.id === shown?.id);
  if (!shown || !described) throw new Error(`Unknown category ${props.slug}`);
  const header = menuHeading(props.context, choice);
  const crumbs = header.crumbs;
  const section = sectionOf(shown.slug);

  if (props.productSlug === null) {
    return {
      ...base,
      title: header.title,
      description: described.description,
      heading: header.heading,
      crumbs,
      jsonLd: jsonLd([
        menuNode(contextName, abs(menuPath(props.context)), section ? [section] : []),
        breadcrumbList(crumbs, site),
      ]),
    };
  }

  const product = catalog.products.find((p) => p.slug === props.productSlug);
  const menuProduct = product ? data.products[String(product.id)] : undefined;
  if (!product || !menuProduct) throw new Error(`Unknown product ${props.productSlug}`);
  crumbs.push({ name: product.name, path: menuPath(props.context, shown.slug, product.slug) });
  const byId = (id: number): MenuProduct[] => {
    const p = data.products[String(id)];
    return p ? [p] : [];
  };
  const slotIds = product.combo?.slots.flatMap((s) => s.productIds) ?? [];
  const kcal = product.nutrition.perPortion.kcal;
  return {
    ...base,
    title: fittingTitle(
      `${product.name}: цена, состав и калорийность`,
      `${product.name}: цена и калорийность`,
      product.name,
    ),
    description: `${product.detailText.split(/(?<=[.!?])\s/)[0] ?? product.name} ${kcal}\u00a0ккал на порцию, аллергены и состав.`,
    heading: product.name,
    crumbs,
    jsonLd: jsonLd([menuItem(itemOf(menuProduct, true)), breadcrumbList(crumbs, site)]),
    product: {
      product,
      menuProduct,
      picture: await productPicture(product.slug, 'detail', catalog.uploads.get(product.slug)),
      containedIn: product.containedIn.flatMap(byId),
      slotProducts: Object.fromEntries(slotIds.flatMap(byId).map((p) => [String(p.id), p])),
    },
  };
}
