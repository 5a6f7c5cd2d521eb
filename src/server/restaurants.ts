/** Restaurant pins, details and nearest restaurants over the catalog. */
import type {
  NearRestaurant,
  RestaurantDetails,
  RestaurantPin,
  RestaurantsResponse,
} from '~/lib/api/types';
import type { Restaurant } from '~/lib/catalog/schema';
import { nearest } from '~/lib/geo';
import { AnswerCache, type Answer } from './answers';
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

// One list per city and one of all restaurants, the largest ~500 KB.
const lists = new AnswerCache(16 * 1024 * 1024);

/** GET /api/restaurants, kept once per city (0 = all). */
export function restaurantsAnswer(cityId: number | undefined): Answer {
  return lists.get(String(cityId ?? 0), () => restaurantsJson(cityId));
}

/** GET /api/restaurants, serialised (not kept). */
export function restaurantsJson(cityId: number | undefined): string {
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
  return JSON.stringify(answer);
}

/** The restaurants nearest to a point, nearest first, with rounded distances in metres. */
export function nearRestaurants(lat: number, long: number, limit: number): NearRestaurant[] {
  const { restaurantGeo } = catalogIndex();
  return nearest(restaurantGeo, [long, lat], limit).flatMap(({ index, distance }) => {
    const r = catalog.restaurants[index];
    return r ? [{ ...restaurantPin(r), distance: Math.round(distance) }] : [];
  });
}

// Answers are ~4 KB: the last few thousand points asked (a visitor's repeated or refreshed calls).
const nearAnswers = new AnswerCache(8 * 1024 * 1024);

/** GET /api/restaurants/near, kept per exact point and limit (the distances depend on both). */
export function nearAnswer(lat: number, long: number, limit: number): Answer {
  return nearAnswers.get(`${lat}|${long}|${limit}`, () =>
    JSON.stringify({ restaurants: nearRestaurants(lat, long, limit) }),
  );
}
