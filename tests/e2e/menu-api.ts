/**
 * A fake of the menu's API for the browser tests, answering from the committed catalog through
 * `page.route`: the same data the real endpoints serve, with a stop-listed product for the test
 * restaurant and day parts that filter the menu, so the flows are deterministic.
 */
import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { compositionLines } from '../../src/lib/catalog/composition.ts';
import { catalogMenu } from '../../src/lib/menu/catalog.ts';
import type { MenuData } from '../../src/lib/menu/types.ts';
import { readCatalogFolder } from '../../src/lib/catalog/read-entry-files.ts';
import type { DayPart, PriceZone } from '../../src/lib/catalog/schema.ts';

const CATALOG = 'src/content/catalog';
const read = <T>(name: string): T => JSON.parse(readFileSync(`${CATALOG}/${name}`, 'utf8')) as T;
const categories = readCatalogFolder(CATALOG, 'categories');
const products = readCatalogFolder(CATALOG, 'products');
const dayParts = read<DayPart[]>('dayparts.json');
const cities = readCatalogFolder(CATALOG, 'cities');

const restaurant = readCatalogFolder(CATALOG, 'restaurants').find((r) => r.cityCode === 'moscow');
if (!restaurant) throw new Error('No Moscow restaurant in the catalog');

/** The test restaurant (the catalog's first in Moscow): its menu has cola on the stop-list. */
export const RESTAURANT = {
  ...restaurant,
  address: `Москва, ${restaurant.street}, ${restaurant.house}`,
};
/** The product on the test restaurant's stop-list. */
export const STOP_LISTED = 'cola';

const json = (route: Route, body: unknown, status = 200): Promise<void> =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

function menuFor(zone: PriceZone, delivery: boolean, meal: string | null): MenuData {
  const data = catalogMenu(categories, products, dayParts, delivery ? 'delivery' : 'menu', zone);
  const active = (meal ?? 'main') as 'main' | 'breakfast';
  const kept = new Set(
    Object.values(data.products)
      .filter((p) => p.dayParts.includes(active))
      .map((p) => p.id),
  );
  return {
    categories: data.categories.map((c) => ({
      ...c,
      products: c.products.filter((id) => kept.has(id)),
    })),
    products: Object.fromEntries(Object.entries(data.products).filter(([, p]) => kept.has(p.id))),
    schedule: { dayParts: data.schedule.dayParts, active },
  };
}

function details(data: MenuData, slug: string): unknown {
  const product = products.find((p) => p.slug === slug || String(p.id) === slug);
  const menu = product ? data.products[String(product.id)] : undefined;
  if (!product || !menu) return null;
  const byId = (id: number) => data.products[String(id)];
  return {
    ...menu,
    detailText: product.detailText,
    composition: compositionLines(product.composition),
    nutrition: product.nutrition,
    containedIn: product.containedIn.flatMap((id) => {
      const c = byId(id);
      return c
        ? [{ id: c.id, slug: c.slug, name: c.name, parentCategorySlug: c.parentCategorySlug }]
        : [];
    }),
    ...(product.combo
      ? {
          combo: {
            slots: product.combo.slots.map((s) => ({
              code: s.code,
              name: s.name,
              defaultProductId: s.defaultProductId,
              options: s.productIds.flatMap((id) => byId(id) ?? []),
            })),
          },
        }
      : {}),
  };
}

const restaurantDetails = { ...RESTAURANT, timezone: 'Europe/Moscow' };

/** Serve the menu's API calls from the catalog; `fail` answers every call with 500. */
export async function fakeMenuApi(page: Page, options: { fail?: boolean } = {}): Promise<void> {
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname;
    if (options.fail) return json(route, { error: { code: 'x', message: 'Ошибка' } }, 500);
    const cookies = (await route.request().allHeaders())['cookie'] ?? '';
    const code = /(?:^|; )city=([^;]+)/.exec(cookies)?.[1] ?? 'moscow';
    const city = cities.find((c) => c.code === code) ?? cities[0];
    if (path === '/api/city/get') return json(route, city);
    if (path === '/api/loyalty/config')
      return json(route, { awarding_rules: [{ ratio: 0.05, name: 'База' }] });
    if (path === '/api/address') return json(route, {});
    if (path === '/api/restaurants')
      return json(route, {
        features: [],
        restaurantByFeature: {},
        restaurants: {
          [RESTAURANT.id]: {
            id: RESTAURANT.id,
            xmlId: RESTAURANT.xmlId,
            cityCode: 'moscow',
            lat: 55.75,
            long: 37.61,
            address: RESTAURANT.address,
            metro: null,
            features: [],
            isTempClosed: false,
          },
        },
      });
    if (path.startsWith('/api/restaurant/')) return json(route, restaurantDetails);
    const menuMatch = /^\/api\/menu\/(city|restaurant)\/(\d+)(?:\/product\/([^/]+))?$/.exec(path);
    if (menuMatch) {
      const [, scope, id, product] = menuMatch;
      const zone =
        scope === 'city'
          ? (cities.find((c) => String(c.cityId) === id)?.priceZone ?? 'msk')
          : 'msk';
      const data = menuFor(
        zone,
        url.searchParams.get('type') === 'delivery',
        url.searchParams.get('meal'),
      );
      if (scope === 'restaurant') {
        for (const p of Object.values(data.products))
          if (p.slug === STOP_LISTED) p.available = false;
      }
      if (product) {
        const found = details(
          menuFor(zone, url.searchParams.get('type') === 'delivery', null),
          product,
        );
        return found
          ? json(route, found)
          : json(route, { error: { code: 'nf', message: 'Нет' } }, 404);
      }
      return json(route, data);
    }
    const nutrition = /^\/api\/nutrition\/product\/(\d+)$/.exec(path);
    if (nutrition) {
      const p = products.find((x) => String(x.id) === nutrition[1]);
      if (p)
        return json(route, {
          allergens: p.allergens,
          composition: compositionLines(p.composition),
          nutritionalValue: p.nutrition,
        });
    }
    return json(route, { error: { code: 'nf', message: 'Нет' } }, 404);
  });
}

/** Catalog facts the tests check against. */
export const catalog = { categories, products };
