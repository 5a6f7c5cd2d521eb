/**
 * The API calls of the menu, through the one shared ofetch instance (src/lib/api/http.ts) with
 * the contract's types. Unlike src/lib/api/client.ts it does not validate answers with zod: the
 * schemas cost ~30 KB gzip, a third of the menu's JS budget; a cheap shape check stands in, and
 * the contract itself is validated by the API's tests.
 */
import { request, type RequestOptions } from '../api/http.ts';
import type * as t from '../api/types.ts';
import { ApiError, toApiError } from '../errors.ts';

/** Call `path` and check that the answer has the given keys. */
async function call<T>(
  path: string,
  keys: readonly string[],
  options?: RequestOptions,
): Promise<T> {
  let data: unknown;
  try {
    data = await request(path, options);
  } catch (error) {
    throw toApiError(error);
  }
  if (typeof data !== 'object' || data === null || keys.some((key) => !(key in data)))
    throw new ApiError(0, 'Invalid response', '');
  return data as T;
}

const seg = (value: string | number): string => encodeURIComponent(String(value));
const scopePath = (scope: t.MenuScope): string =>
  'cityId' in scope ? `city/${seg(scope.cityId)}` : `restaurant/${seg(scope.storeId)}`;

/** The visitor's city. */
export const getCurrentCity = (): Promise<t.City> =>
  call('/api/city/get', ['code', 'cityId', 'name']);

/** Loyalty programme settings. */
export const getLoyaltyConfig = (): Promise<t.LoyaltyConfig> =>
  call('/api/loyalty/config', ['awarding_rules']);

/** The visitor's approximate coordinates; `{}` when unknown. */
export const getAddress = (): Promise<t.AddressResponse> => call('/api/address', []);

/** The menu of a city or a restaurant, for a context and day part. */
export const getMenu = (scope: t.MenuScope, options: t.MenuOptions = {}): Promise<t.MenuResponse> =>
  call(`/api/menu/${scopePath(scope)}`, ['categories', 'products', 'schedule'], {
    query: { type: options.type, meal: options.meal },
  });

/** One product of a city's or restaurant's menu. */
export const getProduct = (
  scope: t.MenuScope,
  idOrSlug: number | string,
  options: Pick<t.MenuOptions, 'type'> = {},
): Promise<t.ProductDetails> =>
  call(`/api/menu/${scopePath(scope)}/product/${seg(idOrSlug)}`, ['id', 'offers', 'containedIn'], {
    query: { type: options.type },
  });

/** Allergens, composition and nutrition of a product. */
export const getNutrition = (id: number): Promise<t.NutritionResponse> =>
  call(`/api/nutrition/product/${seg(id)}`, ['allergens', 'composition', 'nutritionalValue']);

/** Restaurant pins, optionally of one city. */
export const getRestaurants = (options: { cityId?: number } = {}): Promise<t.RestaurantsResponse> =>
  call('/api/restaurants', ['restaurants'], { query: { cityId: options.cityId } });

/** A restaurant by id. */
export const getRestaurant = (id: number): Promise<t.RestaurantDetails> =>
  call(`/api/restaurant/${seg(id)}`, ['id', 'xmlId', 'address']);

/** A restaurant by its external id. */
export const getRestaurantByXmlId = (xmlId: string): Promise<t.RestaurantDetails> =>
  call(`/api/restaurant/by_xml_id/${seg(xmlId)}`, ['id', 'xmlId', 'address']);
