/**
 * The visitor's city (SPEC §4): loaded from the server, changed by code, confirmation kept in the
 * `confirmed-city` cookie. The city near the visitor's position is src/stores/city-detect.ts.
 *
 * Reload callbacks: anything that shows city-dependent data (the menu, the restaurants, search)
 * registers with `onCityChange(callback)` when its page starts; after every change of city the
 * callbacks run with the new city, so the data refreshes without a full page reload. Pages are
 * separate documents, so a route change starts each page's registrations afresh.
 *
 * ```ts
 * const stop = onCityChange((city) => loadMenu({ cityId: city.cityId }));
 * // later, if the widget goes away: stop();
 * ```
 *
 * Calls go through the shared ofetch instance (`request` of src/lib/api/http) with a small shape
 * check instead of the zod-validated client: the header loads this on every page, and the zod
 * schemas alone would exceed the editorial pages' JS budget.
 */
import { atom } from 'nanostores';
import { request } from '~/lib/api/http';
import { ApiError, toApiError } from '~/lib/errors';
import { COOKIE, readCookie, writeCookie, YEAR_SECONDS } from '~/lib/cookies';

/** What the site needs to know about a city. */
export interface CityRef {
  readonly code: string;
  readonly cityId: number;
  readonly name: string;
}

/** A city change callback. */
export type CityChangeCallback = (city: CityRef) => void | Promise<void>;

/** The current city, once known. */
export const $city = atom<CityRef | null>(null);

const callbacks = new Set<CityChangeCallback>();

/** Run `callback` after every change of city; returns a function that unregisters it. */
export function onCityChange(callback: CityChangeCallback): () => void {
  callbacks.add(callback);
  return () => callbacks.delete(callback);
}

/** A city from an API answer, or an ApiError when the answer is not one. */
function toRef(value: unknown): CityRef {
  const city = value as Partial<CityRef> | null;
  if (
    typeof city?.code !== 'string' ||
    typeof city.cityId !== 'number' ||
    typeof city.name !== 'string'
  ) {
    throw new ApiError(0, 'Invalid response', '');
  }
  return { code: city.code, cityId: city.cityId, name: city.name };
}

/** One API call whose answer is a city. */
export async function cityCall(
  path: string,
  options?: Parameters<typeof request>[1],
): Promise<CityRef> {
  let answer: unknown;
  try {
    answer = await request(path, options);
  } catch (error) {
    throw toApiError(error);
  }
  return toRef(answer);
}

/** Set the current city and run the pending reload callbacks (if it changed). */
export async function applyCity(city: CityRef): Promise<void> {
  const previous = $city.get();
  const next = toRef(city);
  $city.set(next);
  if (previous?.code === next.code) return;
  await Promise.allSettled([...callbacks].map(async (callback) => callback(next)));
}

/** True when the visitor confirmed or chose the city. */
export function isCityConfirmed(): boolean {
  return readCookie(COOKIE.confirmedCity) !== undefined;
}

/** Remember that the visitor confirmed `code`. */
export function confirmCity(code: string): void {
  writeCookie(COOKIE.confirmedCity, code, { maxAge: YEAR_SECONDS });
}

/** The city the server gives (cookie, CDN geo, else Moscow); sets `$city` without callbacks. */
export async function loadCurrentCity(): Promise<CityRef> {
  const city = await cityCall('/api/city/get');
  $city.set(city);
  return city;
}

/** Choose a city: PUT /api/city/set, confirm it, then refresh what depends on it. */
export async function chooseCity(code: string): Promise<CityRef> {
  const city = await cityCall('/api/city/set', { method: 'PUT', body: { code } });
  confirmCity(city.code);
  await applyCity(city);
  return city;
}
