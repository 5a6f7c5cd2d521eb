/**
 * Typed functions for every /api call of the contract (BRIEF.md). Each answer is validated with
 * the zod schemas of schemas.ts; failures reject with ApiError (src/lib/errors.ts).
 *
 * The schemas (and zod) load with the first call, beside its request, not with the island that
 * imports this module: building them all took a low-tier phone's main thread for about a second,
 * in the first tap on search, the city picker or a product (issue 34).
 */
import type { z } from 'astro/zod';
import { ApiError, toApiError } from '~/lib/errors';
import { request, type RequestOptions } from './http';
import type * as schemas from './schemas';
import type * as t from './types';

type Schemas = typeof schemas;
let loading: Promise<Schemas> | undefined;

/** The schemas' module, loaded once (a failed load is tried again by the next call). */
function loadSchemas(): Promise<Schemas> {
  loading ??= import('./schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Call `path` and validate its answer with the schema `pick` chooses. */
async function call<S extends z.ZodType>(
  pick: (all: Schemas) => S,
  path: string,
  options?: RequestOptions,
): Promise<z.infer<S>> {
  const schemasLoaded = loadSchemas();
  // Awaited below unless the request fails first: then its failure is the one to report.
  schemasLoaded.catch(() => undefined);
  let data: unknown;
  try {
    data = await request(path, options);
  } catch (error) {
    throw toApiError(error);
  }
  let schema: S;
  try {
    schema = pick(await schemasLoaded);
  } catch (error) {
    throw toApiError(error);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(0, 'Invalid response', '');
  return parsed.data;
}

const seg = (value: string | number): string => encodeURIComponent(String(value));

function scopePath(scope: t.MenuScope): string {
  return 'cityId' in scope ? `city/${seg(scope.cityId)}` : `restaurant/${seg(scope.storeId)}`;
}

/** All cities. */
export async function getCities(): Promise<t.City[]> {
  return (await call((s) => s.citiesResponseSchema, '/api/restaurants/cities')).result;
}

/** The visitor's city: cookie, else CDN geo, else Moscow. */
export function getCurrentCity(): Promise<t.City> {
  return call((s) => s.apiCitySchema, '/api/city/get');
}

/** Choose the city by code (sets the `city` cookie). */
export function setCity(code: string): Promise<t.City> {
  return call((s) => s.apiCitySchema, '/api/city/set', { method: 'PUT', body: { code } });
}

/** The city at or near a point; null when none within 150 km. */
export async function getNearCity(lat: number, long: number): Promise<t.City | null> {
  try {
    return await call((s) => s.apiCitySchema, '/api/city/near', { query: { lat, long } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The visitor's approximate coordinates from the CDN; `{}` when unknown. */
export function getAddress(): Promise<t.AddressResponse> {
  return call((s) => s.addressResponseSchema, '/api/address');
}

/** Server time in unix seconds. */
export async function getServerTime(): Promise<number> {
  return (await call((s) => s.serverTimeSchema, '/api/time')).time;
}

/** The menu of a city or a restaurant, for a context and day part. */
export function getMenu(scope: t.MenuScope, options: t.MenuOptions = {}): Promise<t.MenuResponse> {
  return call((s) => s.menuResponseSchema, `/api/menu/${scopePath(scope)}`, {
    query: { type: options.type, meal: options.meal },
  });
}

/** One product of a city's or restaurant's menu, by id or slug. */
export function getProduct(
  scope: t.MenuScope,
  idOrSlug: number | string,
  options: Pick<t.MenuOptions, 'type'> = {},
): Promise<t.ProductDetails> {
  return call(
    (s) => s.productDetailsSchema,
    `/api/menu/${scopePath(scope)}/product/${seg(idOrSlug)}`,
    {
      query: { type: options.type },
    },
  );
}

/** Allergens, composition and nutrition of a product. */
export function getNutrition(id: number): Promise<t.NutritionResponse> {
  return call((s) => s.nutritionResponseSchema, `/api/nutrition/product/${seg(id)}`);
}

/** Products matching a query, for the nutrition page. */
export function searchNutrition(q: string): Promise<t.NutritionSearchResponse> {
  return call((s) => s.nutritionSearchResponseSchema, '/api/nutrition/search', { query: { q } });
}

/** Restaurant pins, optionally of one city. */
export function getRestaurants(options: { cityId?: number } = {}): Promise<t.RestaurantsResponse> {
  return call((s) => s.restaurantsResponseSchema, '/api/restaurants', {
    query: { cityId: options.cityId },
  });
}

/** Restaurants nearest to a point, nearest first, with distance in metres. */
export function getNearRestaurants(
  lat: number,
  long: number,
  options: { limit?: number } = {},
): Promise<t.NearRestaurantsResponse> {
  return call((s) => s.nearRestaurantsResponseSchema, '/api/restaurants/near', {
    query: { lat, long, limit: options.limit },
  });
}

/** A restaurant by id. */
export function getRestaurant(id: number): Promise<t.RestaurantDetails> {
  return call((s) => s.restaurantDetailsSchema, `/api/restaurant/${seg(id)}`);
}

/** A restaurant by its external id. */
export function getRestaurantByXmlId(xmlId: string): Promise<t.RestaurantDetails> {
  return call((s) => s.restaurantDetailsSchema, `/api/restaurant/by_xml_id/${seg(xmlId)}`);
}

/** Products and restaurants matching a query in a city or restaurant (≤ 20 each). */
export function search(scope: t.MenuScope, q: string): Promise<t.SearchResponse> {
  return call((s) => s.searchResponseSchema, `/api/search/${scopePath(scope)}`, { query: { q } });
}

/** Loyalty programme settings. */
export function getLoyaltyConfig(): Promise<t.LoyaltyConfig> {
  return call((s) => s.loyaltyConfigSchema, '/api/loyalty/config');
}

/** Public site configuration (SPEC §3 «Config»). */
export function getConfig(): Promise<t.SiteConfig> {
  return call((s) => s.siteConfigSchema, '/api/config');
}

/** Site navigation, optionally for a city. */
export function getNavigation(cityCode?: string): Promise<t.NavigationResponse> {
  const path = cityCode ? `/api/pages/menu/${seg(cityCode)}` : '/api/pages/menu';
  return call((s) => s.navigationResponseSchema, path);
}

/** The personal-data agreement text, optionally for a city. */
export function getAgreement(cityCode?: string): Promise<t.TextPage> {
  const base = '/api/page/personal-data-agreement';
  return call((s) => s.textPageResponseSchema, cityCode ? `${base}/${seg(cityCode)}` : base);
}

/** The site-wide alert block. */
export function getAlert(): Promise<t.TextPage> {
  return call((s) => s.textPageResponseSchema, '/api/page/alerts-information-block');
}

/** Short-link targets of a folder: code → long link. */
export function getLongLinks(folder: string): Promise<t.LongLinks> {
  return call((s) => s.longLinksSchema, `/api/longlink/${seg(folder)}`);
}
