/**
 * The catalog collections the menu pages read, loaded once per build and shaped as the API's menu
 * answer for the default city (Moscow, price zone msk) in both contexts.
 */
import { getCollection } from 'astro:content';
import type { Category, City, DayPart, Product } from '~/lib/catalog/schema';
import { catalogMenu } from '~/lib/menu/catalog';
import { visibleCatalog } from '~/lib/catalog/visible';
import { DEFAULT_CITY_CODE } from '~/lib/restaurants/data';
import type { MenuContext, MenuData } from '~/lib/menu/types';
import type { UploadedPicture } from './images';

/** Catalog entries the menu pages need. */
export interface MenuCatalog {
  categories: Category[];
  products: Product[];
  dayParts: DayPart[];
  /** The first awarding rule's ratio (SPEC §3 loyalty config). */
  bonusRatio: number;
  /** The default city the pages are pre-rendered for (Moscow). */
  city: Pick<City, 'code' | 'timezone'>;
  /** The pictures editors uploaded, by product slug; the others are drawn. */
  uploads: ReadonlyMap<string, UploadedPicture>;
  /** Menu answers by context, every day part included. */
  menus: Record<MenuContext, MenuData>;
}

let loaded: Promise<MenuCatalog> | undefined;

async function load(): Promise<MenuCatalog> {
  const [categories, products, dayParts, loyalty, cities] = await Promise.all([
    getCollection('categories'),
    getCollection('products'),
    getCollection('dayParts'),
    getCollection('loyalty'),
    getCollection('cities'),
  ]);
  const city = cities.find((entry) => entry.data.code === DEFAULT_CITY_CODE)?.data;
  if (!city) throw new Error(`No default city ${DEFAULT_CITY_CODE} in the catalog`);
  // A hidden product gets no page, no card, no tray entry and no combo choice.
  const uploads = new Map<string, UploadedPicture>();
  const { products: p, categories: c } = visibleCatalog(
    products
      .map(({ data: { image, ...product } }) => {
        // The picture's metadata goes to the pictures; the rest reads the product as the API does.
        if (image) uploads.set(product.slug, { image, alt: product.imageAlt ?? '' });
        return product;
      })
      .sort((a, b) => a.id - b.id),
    categories.map((e) => e.data),
  );
  const d = dayParts.map((e) => e.data);
  return {
    categories: c,
    products: p,
    dayParts: d,
    city: { code: city.code, timezone: city.timezone },
    bonusRatio: loyalty[0]?.data.awarding_rules[0]?.ratio ?? 0,
    uploads,
    menus: { menu: catalogMenu(c, p, d, 'menu'), delivery: catalogMenu(c, p, d, 'delivery') },
  };
}

/** The menu catalog (loaded once). */
export function menuCatalog(): Promise<MenuCatalog> {
  loaded ??= load();
  return loaded;
}
