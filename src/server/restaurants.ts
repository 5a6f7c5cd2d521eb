/** Restaurant pins, details and nearest restaurants over the catalog. */
import type {
  NearRestaurant,
  RestaurantDetails,
  RestaurantPin,
  RestaurantsResponse,
} from '~/lib/api/types';
import type { Restaurant } from '~/lib/catalog/schema';
import { nearest } from '~/lib/geo';
import { catalog, catalogIndex, restaurantAddress } from './catalog';

/** Default and largest number of nearest restaurants. */
export const NEAR_DEFAULT = 10;
/** Largest number of nearest restaurants one call may ask. */
export const NEAR_MAX = 50;

/** A restaurant as a map pin. */
export function restaurantPin(r: Restaurant): RestaurantPin {
  return {
    id: r.id,
    xmlId: r.xmlId,
    cityCode: r.cityCode,
    lat: r.lat,
    long: r.long,
    address: restaurantAddress(r),
    metro: r.metro,
    features: r.features,
    isTempClosed: r.isTempClosed,
  };
}

/** A restaurant with its address and its city's time zone. */
export function restaurantDetails(r: Restaurant): RestaurantDetails {
  const timezone = catalogIndex().cityById.get(r.cityId)?.timezone ?? 'Europe/Moscow';
  return { ...r, address: restaurantAddress(r), timezone };
}

const listCache = new Map<number, string>();

/** GET /api/restaurants, serialised once per city (0 = all). */
export function restaurantsJson(cityId: number | undefined): string {
  const key = cityId ?? 0;
  const cached = listCache.get(key);
  if (cached) return cached;
  const list =
    cityId === undefined
      ? catalog.restaurants
      : (catalogIndex().restaurantsByCity.get(cityId) ?? []);
  const restaurants: Record<string, RestaurantPin> = {};
  const restaurantByFeature: Record<string, number[]> = {};
  for (const feature of catalog.features) restaurantByFeature[feature.code] = [];
  for (const r of list) {
    restaurants[r.id] = restaurantPin(r);
    for (const code of r.features) restaurantByFeature[code]?.push(r.id);
  }
  const answer: RestaurantsResponse = {
    features: catalog.features,
    restaurants,
    restaurantByFeature,
  };
  const body = JSON.stringify(answer);
  listCache.set(key, body);
  return body;
}

/** The restaurants nearest to a point, nearest first, with rounded distances in metres. */
export function nearRestaurants(lat: number, long: number, limit: number): NearRestaurant[] {
  const { restaurantGeo } = catalogIndex();
  return nearest(restaurantGeo, [long, lat], limit).flatMap(({ index, distance }) => {
    const r = catalog.restaurants[index];
    return r ? [{ ...restaurantPin(r), distance: Math.round(distance) }] : [];
  });
}
