/** Restaurant pins, details and nearest restaurants over the catalog. */
import type {
  NearRestaurant,
  RestaurantDetails,
  RestaurantPin,
  RestaurantsResponse,
} from '~/lib/api/types';
import type { Restaurant } from '~/lib/catalog/schema';
import { nearest } from '~/lib/geo';
import { isClosedNow } from '~/lib/restaurants/schedule';
import { AnswerCache, type Answer } from './answers';
import { serverNow } from './clock';
import { catalog, catalogIndex, restaurantAddress } from './catalog';

/** Default and largest number of nearest restaurants. */
export const NEAR_DEFAULT = 10;
/** Largest number of nearest restaurants one call may ask. */
export const NEAR_MAX = 50;

/** The restaurant's city's time zone. */
function timezoneOf(r: Restaurant): string {
  return catalogIndex().cityById.get(r.cityId)?.timezone ?? 'Europe/Moscow';
}

/** True when a closure of the restaurant is in effect at `now` in its city's time zone. */
export function isTempClosedAt(r: Restaurant, now: Date): boolean {
  return r.closure !== undefined && isClosedNow(r, now, timezoneOf(r));
}

/**
 * The restaurants closed at `now`, as a key for the kept answers: a closure starting or ending
 * changes the key, so an answer kept from before is not served after (only a few have closures).
 */
export function closedRestaurantsKey(now: Date): string {
  return catalogIndex()
    .restaurantsWithClosure.filter((r) => isTempClosedAt(r, now))
    .map((r) => r.id)
    .join(',');
}

/** A restaurant as a map pin, closed or not at `now`. */
export function restaurantPin(r: Restaurant, now: Date = serverNow()): RestaurantPin {
  return {
    id: r.id,
    xmlId: r.xmlId,
    cityCode: r.cityCode,
    lat: r.lat,
    long: r.long,
    address: restaurantAddress(r),
    metro: r.metro,
    features: r.features,
    isTempClosed: isTempClosedAt(r, now),
  };
}

/** A restaurant with its address, its city's time zone and whether it is closed at `now`. */
export function restaurantDetails(r: Restaurant, now: Date = serverNow()): RestaurantDetails {
  return {
    ...r,
    address: restaurantAddress(r),
    timezone: timezoneOf(r),
    isTempClosed: isTempClosedAt(r, now),
  };
}

// One list per city and one of all restaurants, the largest ~500 KB.
const lists = new AnswerCache(16 * 1024 * 1024);

/** GET /api/restaurants, kept once per city (0 = all) and set of restaurants closed now. */
export function restaurantsAnswer(cityId: number | undefined, now: Date = serverNow()): Answer {
  return lists.get(`${cityId ?? 0}|${closedRestaurantsKey(now)}`, () =>
    restaurantsJson(cityId, now),
  );
}

/** GET /api/restaurants at `now`, serialised (not kept). */
export function restaurantsJson(cityId: number | undefined, now: Date = serverNow()): string {
  const list =
    cityId === undefined
      ? catalog.restaurants
      : (catalogIndex().restaurantsByCity.get(cityId) ?? []);
  const restaurants: Record<string, RestaurantPin> = {};
  const restaurantByFeature: Record<string, number[]> = {};
  for (const feature of catalog.features) restaurantByFeature[feature.code] = [];
  for (const r of list) {
    restaurants[r.id] = restaurantPin(r, now);
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
export function nearRestaurants(
  lat: number,
  long: number,
  limit: number,
  now: Date = serverNow(),
): NearRestaurant[] {
  const { restaurantGeo } = catalogIndex();
  return nearest(restaurantGeo, [long, lat], limit).flatMap(({ index, distance }) => {
    const r = catalog.restaurants[index];
    return r ? [{ ...restaurantPin(r, now), distance: Math.round(distance) }] : [];
  });
}

// Answers are ~4 KB: the last few thousand points asked (a visitor's repeated or refreshed calls).
const nearAnswers = new AnswerCache(8 * 1024 * 1024);

/** GET /api/restaurants/near, kept per exact point and limit (the distances depend on both). */
export function nearAnswer(
  lat: number,
  long: number,
  limit: number,
  now: Date = serverNow(),
): Answer {
  return nearAnswers.get(`${lat}|${long}|${limit}|${closedRestaurantsKey(now)}`, () =>
    JSON.stringify({ restaurants: nearRestaurants(lat, long, limit, now) }),
  );
}
