/**
 * The API contract on the running production server: every endpoint of BRIEF.md answers the shape
 * of its zod schema (src/lib/api/schemas.ts), with the right cache headers and the build id.
 */
import { expect, test, type APIResponse } from '@playwright/test';
import type { z } from 'astro/zod';
import * as s from '../../src/lib/api/schemas.ts';

const geoHeader = (latitude: number, longitude: number): string =>
  Buffer.from(JSON.stringify({ city: 'X', country: { code: 'RU' }, latitude, longitude })).toString(
    'base64',
  );
/** An address the shipped IP database places in Novosibirsk (tests/unit/geoip.test.ts). */
const NOVOSIBIRSK_IP = '5.128.0.10';

/** Parse an answer with a schema, checking status, JSON type and the build id. */
async function valid<S extends z.ZodType>(
  response: APIResponse,
  schema: S,
  status = 200,
): Promise<z.infer<S>> {
  expect(response.status(), response.url()).toBe(status);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(response.headers()['x-client-version']).toMatch(/\S+/);
  const parsed = schema.safeParse(await response.json());
  expect(parsed.error?.issues ?? [], response.url()).toEqual([]);
  return parsed.data as z.infer<S>;
}

const cdnCached = (response: APIResponse): void =>
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
const notStored = (response: APIResponse): void =>
  expect(response.headers()['cache-control']).toBe('no-store');

test.describe('cities', () => {
  test('GET /api/restaurants/cities lists every city', async ({ request }) => {
    const response = await request.get('/api/restaurants/cities');
    const { result } = await valid(response, s.citiesResponseSchema);
    expect(result.length).toBeGreaterThanOrEqual(40);
    cdnCached(response);
  });

  // The test server trusts X-Forwarded-For (TRUST_PROXY=1, as behind a proxy); 5.128.0.10 is a
  // Novosibirsk address in the shipped IP database. x-nf-geo is Netlify's, so a client's is ignored.
  test('GET /api/city/get: Moscow, then the city by IP (never by a client geo header), then the cookie wins', async ({
    request,
  }) => {
    const plain = await request.get('/api/city/get');
    expect((await valid(plain, s.apiCitySchema)).code).toBe('moscow');
    notStored(plain);
    const forged = await request.get('/api/city/get', {
      headers: { 'x-nf-geo': geoHeader(55.0302, 82.9204) },
    });
    expect((await valid(forged, s.apiCitySchema)).code).toBe('moscow');
    const byAddress = await request.get('/api/city/get', {
      headers: { 'x-forwarded-for': NOVOSIBIRSK_IP },
    });
    expect((await valid(byAddress, s.apiCitySchema)).code).toBe('novosibirsk');
    const byCookie = await request.get('/api/city/get', {
      headers: { cookie: 'city=kazan', 'x-forwarded-for': NOVOSIBIRSK_IP },
    });
    expect((await valid(byCookie, s.apiCitySchema)).code).toBe('kazan');
  });

  test('PUT /api/city/set sets the city cookie for a year', async ({ request, baseURL }) => {
    const response = await request.put('/api/city/set', {
      data: { code: 'kazan' },
      headers: { origin: baseURL ?? '' },
    });
    expect((await valid(response, s.apiCitySchema)).code).toBe('kazan');
    notStored(response);
    expect(response.headers()['set-cookie']).toBe(
      'city=kazan; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    const after = await request.get('/api/city/get');
    expect((await valid(after, s.apiCitySchema)).code).toBe('kazan');
  });

  test('PUT /api/city/set refuses another site', async ({ request }) => {
    const response = await request.put('/api/city/set', {
      data: { code: 'kazan' },
      headers: { origin: 'https://evil.example' },
    });
    await valid(response, s.apiErrorBodySchema, 403);
  });

  test('GET /api/city/near: inside a boundary, near one, or 404', async ({ request }) => {
    const inside = await request.get('/api/city/near?lat=55.7961&long=49.1064');
    expect((await valid(inside, s.apiCitySchema)).code).toBe('kazan');
    const near = await request.get('/api/city/near?lat=55.6&long=38.4');
    expect((await valid(near, s.apiCitySchema)).code).toBe('moscow');
    await valid(await request.get('/api/city/near?lat=0&long=0'), s.apiErrorBodySchema, 404);
  });

  test('GET /api/address: {} for an unknown address, the coordinates of a known one', async ({
    request,
  }) => {
    const none = await request.get('/api/address');
    expect(await valid(none, s.addressResponseSchema)).toEqual({});
    notStored(none);
    const forged = await request.get('/api/address', {
      headers: { 'x-nf-geo': geoHeader(59.9, 30.3) },
    });
    expect(await valid(forged, s.addressResponseSchema)).toEqual({});
    const known = await valid(
      await request.get('/api/address', { headers: { 'x-forwarded-for': NOVOSIBIRSK_IP } }),
      s.addressResponseSchema,
    );
    expect(known.lat).toBeCloseTo(55.03, 0);
    expect(known.long).toBeCloseTo(82.92, 0);
  });

  test('GET /api/time is now in unix seconds and never cached', async ({ request }) => {
    const response = await request.get('/api/time');
    const { time, smartBanner } = await valid(response, s.serverTimeSchema);
    // The server names the banner due now; the content's campaign ended on 2025-11-09.
    expect(smartBanner).toBeNull();
    // The server under test runs its clock shifted to noon in Moscow (playwright.config.ts).
    const shift = Number(process.env['SITE_CLOCK_SHIFT'] ?? 0) * 60;
    expect(Math.abs(time - (Date.now() / 1000 + shift))).toBeLessThan(60);
    notStored(response);
  });
});

test.describe('menu', () => {
  test('GET /api/menu/city/{id}: categories hold only listed products', async ({ request }) => {
    const response = await request.get('/api/menu/city/1?meal=main');
    const menu = await valid(response, s.menuResponseSchema);
    cdnCached(response);
    expect(menu.categories.length).toBeGreaterThanOrEqual(10);
    for (const category of menu.categories) {
      for (const id of category.products) expect(menu.products[id]).toBeDefined();
    }
    expect(Object.values(menu.products).every((p) => p.dayParts.includes('main'))).toBe(true);
    expect(menu.schedule.dayParts.map((p) => p.code)).toEqual(['breakfast', 'main']);
    expect(menu.products['5002']?.parentCategorySlug).toBe('burgers');
  });

  test('breakfast, delivery prices and price zones differ', async ({ request }) => {
    const breakfast = await valid(
      await request.get('/api/menu/city/1?meal=breakfast'),
      s.menuResponseSchema,
    );
    expect(breakfast.products['5046']).toBeDefined();
    expect(breakfast.products['5002']).toBeUndefined();
    const hall = await valid(await request.get('/api/menu/city/1?meal=main'), s.menuResponseSchema);
    const delivery = await valid(
      await request.get('/api/menu/city/1?meal=main&type=delivery'),
      s.menuResponseSchema,
    );
    const regions = await valid(
      await request.get('/api/menu/city/5?meal=main'),
      s.menuResponseSchema,
    );
    const price = (m: typeof hall): number => m.products['5002']?.offers[0]?.price ?? 0;
    expect(price(delivery)).toBeGreaterThan(price(hall));
    expect(price(regions)).toBeLessThan(price(hall));
  });

  test('GET /api/menu/restaurant/{id}: stop-list and no breakfast', async ({ request }) => {
    const stopped = await valid(
      await request.get('/api/menu/restaurant/1?meal=main'),
      s.menuResponseSchema,
    );
    const unavailable = Object.values(stopped.products).filter((p) => !p.available);
    expect(unavailable.length).toBeGreaterThan(0);
    const noBreakfast = await valid(
      await request.get('/api/menu/restaurant/6'),
      s.menuResponseSchema,
    );
    expect(noBreakfast.schedule.dayParts.map((p) => p.code)).toEqual(['main']);
    const byXml = await request.get('/api/restaurant/6');
    const { xmlId } = await valid(byXml, s.restaurantDetailsSchema);
    await valid(await request.get(`/api/menu/restaurant/${xmlId}`), s.menuResponseSchema);
  });

  test('GET …/product/{idOrSlug}: offers, nutrition, combos', async ({ request }) => {
    const bySlug = await valid(
      await request.get('/api/menu/city/1/product/cheeseburger'),
      s.productDetailsSchema,
    );
    const byId = await valid(
      await request.get('/api/menu/city/1/product/5002'),
      s.productDetailsSchema,
    );
    expect(byId).toEqual(bySlug);
    expect(bySlug.containedIn.length).toBeGreaterThan(0);
    const nuggets = await valid(
      await request.get('/api/menu/restaurant/1/product/nuggets?type=delivery'),
      s.productDetailsSchema,
    );
    expect(nuggets.offers.every((o) => o.nutrition && o.label)).toBe(true);
    const combo = await valid(
      await request.get('/api/menu/city/1/product/big-hit-combo'),
      s.productDetailsSchema,
    );
    expect(combo.combo?.slots.length).toBeGreaterThan(0);
    await valid(
      await request.get('/api/menu/restaurant/6/product/muffin-ham-omelette'),
      s.apiErrorBodySchema,
      404,
    );
  });

  test('GET /api/nutrition/product/{id} and /api/nutrition/search', async ({ request }) => {
    const nutrition = await valid(
      await request.get('/api/nutrition/product/5002'),
      s.nutritionResponseSchema,
    );
    expect(nutrition.nutritionalValue.perPortion.kcal).toBeGreaterThan(0);
    const all = await valid(
      await request.get('/api/nutrition/search?q='),
      s.nutritionSearchResponseSchema,
    );
    expect(all.products.length).toBeGreaterThanOrEqual(120);
    const found = await valid(
      await request.get('/api/nutrition/search?q=латте'),
      s.nutritionSearchResponseSchema,
    );
    expect(found.products[0]?.name).toBe('Латте');
  });
});

test.describe('restaurants', () => {
  test('GET /api/restaurants, all and per city', async ({ request }) => {
    const response = await request.get('/api/restaurants');
    const all = await valid(response, s.restaurantsResponseSchema);
    cdnCached(response);
    expect(Object.keys(all.restaurants).length).toBeGreaterThanOrEqual(800);
    for (const ids of Object.values(all.restaurantByFeature)) {
      for (const id of ids) expect(all.restaurants[id]).toBeDefined();
    }
    const kazan = await valid(
      await request.get('/api/restaurants?cityId=5'),
      s.restaurantsResponseSchema,
    );
    expect(Object.values(kazan.restaurants).every((r) => r.cityCode === 'kazan')).toBe(true);
  });

  test('GET /api/restaurants/near: nearest first, limited', async ({ request }) => {
    const response = await request.get('/api/restaurants/near?long=37.6173&lat=55.7558&limit=15');
    const { restaurants } = await valid(response, s.nearRestaurantsResponseSchema);
    expect(restaurants).toHaveLength(15);
    const distances = restaurants.map((r) => r.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(restaurants[0]?.cityCode).toBe('moscow');
    const defaults = await request.get('/api/restaurants/near?long=30.3&lat=59.9');
    expect((await valid(defaults, s.nearRestaurantsResponseSchema)).restaurants).toHaveLength(10);
  });

  test('GET /api/restaurant/{id} and by_xml_id with the address rule', async ({ request }) => {
    const moscow = await valid(await request.get('/api/restaurant/1'), s.restaurantDetailsSchema);
    expect(moscow.address).toBe(`Москва, ${moscow.street}, ${moscow.house}`);
    expect(moscow.timezone).toBe('Europe/Moscow');
    const same = await valid(
      await request.get(`/api/restaurant/by_xml_id/${moscow.xmlId}`),
      s.restaurantDetailsSchema,
    );
    expect(same.id).toBe(1);
    const region = await valid(await request.get('/api/restaurant/337'), s.restaurantDetailsSchema);
    expect(region.address).toBe(
      `Новосибирская область, Новосибирск, ${region.street}, ${region.house}, стр. 2`,
    );
  });
});

test.describe('search', () => {
  test('GET /api/search/city/{id}: wrong layout finds the cheeseburger', async ({ request }) => {
    const response = await request.get(`/api/search/city/1?q=${encodeURIComponent('xbp,ehuth')}`);
    const answer = await valid(response, s.searchResponseSchema);
    expect(answer.products[0]?.name).toBe('Чизбургер');
    cdnCached(response);
  });

  test('GET /api/search/restaurant/{id}: metro and morphology', async ({ request }) => {
    const metro = await valid(
      await request.get(`/api/search/restaurant/1?q=${encodeURIComponent('арбатская')}`),
      s.searchResponseSchema,
    );
    expect(metro.restaurants[0]?.metro).toBe('Арбатская');
    const many = await valid(
      await request.get(`/api/search/city/1?q=${encodeURIComponent('бургеры')}`),
      s.searchResponseSchema,
    );
    expect(many.products.length).toBeGreaterThan(3);
    const empty = await valid(await request.get('/api/search/city/1?q='), s.searchResponseSchema);
    expect(empty).toEqual({ products: [], restaurants: [] });
  });
});

test.describe('revalidation', () => {
  for (const path of [
    '/api/menu/city/1?meal=main',
    `/api/search/city/1?q=${encodeURIComponent('латте')}`,
    '/api/restaurants/near?lat=55.75&long=37.62',
    '/api/restaurants?cityId=1',
  ]) {
    test(`GET ${path.split('?')[0]}: ETag, then 304 with the same headers`, async ({ request }) => {
      const first = await request.get(path);
      const etag = first.headers()['etag'] ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers()['content-length']).toBe(String((await first.body()).length));
      const again = await request.get(path, { headers: { 'If-None-Match': etag } });
      expect(again.status()).toBe(304);
      expect((await again.body()).length).toBe(0);
      expect(again.headers()['etag']).toBe(etag);
      expect(again.headers()['x-client-version']).toBe(first.headers()['x-client-version']);
      expect(again.headers()['x-frame-options']).toBe('DENY');
      cdnCached(again);
      const changed = await request.get(path, { headers: { 'If-None-Match': '"old"' } });
      expect(changed.status()).toBe(200);
    });
  }
});

test.describe('site data', () => {
  const pages: [string, z.ZodType][] = [
    ['/api/loyalty/config', s.loyaltyConfigSchema],
    ['/api/config', s.siteConfigSchema],
    ['/api/pages/menu', s.navigationResponseSchema],
    ['/api/pages/menu/moscow', s.navigationResponseSchema],
    ['/api/page/personal-data-agreement', s.textPageResponseSchema],
    ['/api/page/personal-data-agreement/saint-petersburg', s.textPageResponseSchema],
    ['/api/page/alerts-information-block', s.textPageResponseSchema],
    ['/api/longlink/app', s.longLinksSchema],
    ['/api/longlink/promo', s.longLinksSchema],
  ];
  for (const [path, schema] of pages) {
    test(`GET ${path}`, async ({ request }) => {
      const response = await request.get(path);
      await valid(response, schema);
      cdnCached(response);
    });
  }

  test('loyalty ratio and an agreement per city', async ({ request }) => {
    const loyalty = await valid(await request.get('/api/loyalty/config'), s.loyaltyConfigSchema);
    expect(loyalty.awarding_rules[0]?.ratio).toBeGreaterThan(0);
    const spb = await valid(
      await request.get('/api/page/personal-data-agreement/saint-petersburg'),
      s.textPageResponseSchema,
    );
    const fallback = await valid(
      await request.get('/api/page/personal-data-agreement'),
      s.textPageResponseSchema,
    );
    expect(spb.detailText).not.toBe('');
    expect(fallback.detailText).not.toBe('');
  });

  test('HEAD follows GET and a wrong method gets 405 with Allow', async ({ request, baseURL }) => {
    const head = await request.head('/api/time');
    expect(head.status()).toBe(200);
    const post = await request.post('/api/restaurants', {
      data: {},
      headers: { origin: baseURL ?? '' },
    });
    await valid(post, s.apiErrorBodySchema, 405);
    expect(post.headers()['allow']).toBe('GET, HEAD');
    const get = await request.get('/api/city/set');
    await valid(get, s.apiErrorBodySchema, 405);
    expect(get.headers()['allow']).toBe('PUT');
  });
});
