/**
 * The meal tray's state: the tray kept on the device (src/lib/tray/storage.ts), the catalog's tray
 * data (one pre-rendered file, through the shared ofetch instance so tests inject a fetch), the
 * visitor's city and the clock; `$trayView` prices and sums it all. Actions write the tray back,
 * so the header's count and other tabs follow.
 */
import { atom, computed } from 'nanostores';
import { apiFetch } from '~/lib/api/http';
import { COOKIE, readCookie } from '~/lib/cookies';
import { activeDayPart } from '~/lib/menu/day-part';
import { trayAllergens, trayDiet } from '~/lib/tray/allergens';
import { comboSavings } from '~/lib/tray/combos';
import type { TrayCity, TrayData } from '~/lib/tray/data';
import { EMPTY_TRAY, readTray, writeTray } from '~/lib/tray/changes';
import { TRAY_EVENT, TRAY_KEY } from '~/lib/tray/storage';
import type { TrayContext, TrayState } from '~/lib/tray/storage';
import { trayLines, trayTotals, withCount, withOffer, withoutItem } from '~/lib/tray/totals';
import { TRAY_DATA_PATH } from '~/paths';
import { $city, loadCurrentCity, onCityChange } from './city';

/** The tray as kept on the device. */
export const $tray = atom<TrayState>(EMPTY_TRAY);

/** The catalog's tray data, once loaded. */
export const $trayData = atom<TrayData | null>(null);

/** Where loading the tray data is. */
export const $trayStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');

/** The code of the city the tray is priced for. */
export const $trayCity = atom<string>('moscow');

/** The moment the day parts are judged at (tests set it). */
export const $trayNow = atom<Date>(new Date(0));

/** The last city the tray was priced for: offline, /api/city/get cannot answer. */
const CITY_KEY = 'tray-city';

/**
 * Why the tray could not be priced (data of another shape, say, left in a cache), or null. Kept
 * here rather than thrown: $trayView is computed inside its inputs' set() while it has a listener
 * (or within a second of a get()), where a throw would escape into whoever set them and leave the
 * view «loading» for good; the view throws it in its own place and shows the error block.
 */
export const $trayFailure = atom<Error | null>(null);

/** Everything the tray shows, or null until the data is in (or when it fails: $trayFailure). */
export const $trayView = computed(
  [$tray, $trayData, $trayCity, $trayNow],
  (tray, data, code, now) => {
    try {
      $trayFailure.set(null);
      return trayViewOf(tray, data, code, now);
    } catch (error) {
      $trayFailure.set(
        error instanceof Error
          ? error
          : new Error('The tray could not be priced', { cause: error }),
      );
      return null;
    }
  },
);

/** The tray priced for its city, context and day part, summed; null until the data is in. */
function trayViewOf(tray: TrayState, data: TrayData | null, code: string, now: Date) {
  if (!data) return null;
  const city: TrayCity | undefined = data.cities[code] ?? data.cities['moscow'];
  if (!city) return null;
  const place = {
    zone: city.zone,
    context: tray.context,
    dayPart: activeDayPart(data.dayParts, now, city.timeZone),
  };
  const lines = trayLines(tray, data, place);
  return {
    city,
    place,
    lines,
    totals: trayTotals(lines),
    allergens: trayAllergens(lines),
    diet: trayDiet(lines),
    combos: comboSavings(lines, data, place),
  };
}

/** Keep a new tray on the device and show it. */
export function setTray(tray: TrayState): void {
  $tray.set(tray);
  writeTray(tray);
}

/** Set a line's count (1–10). */
export const changeCount = (offerId: number, count: number): void =>
  setTray(withCount($tray.get(), offerId, count));

/** Switch a line to another offer of its product. */
export const changeOffer = (offerId: number, next: number): void =>
  setTray(withOffer($tray.get(), offerId, next));

/** Remove a line. */
export const removeItem = (offerId: number): void => setTray(withoutItem($tray.get(), offerId));

/** Empty the tray (the context stays). */
export const clearTray = (): void => setTray({ ...$tray.get(), items: [] });

/** Restaurant or delivery prices. */
export const setTrayContext = (context: TrayContext): void => setTray({ ...$tray.get(), context });

/** Price the tray for a city (a change of city re-prices it) and remember that city. */
export function setTrayCity(code: string): void {
  $trayCity.set(code);
  try {
    localStorage.setItem(CITY_KEY, code);
  } catch {
    // No storage: the city is asked again next time.
  }
}

let loading: Promise<void> | null = null;

/** Load the tray data once (a failure may be retried by calling again). */
export function loadTrayData(): Promise<void> {
  if ($trayData.get()) return Promise.resolve();
  $trayStatus.set('loading');
  loading ??= apiFetch()<TrayData>(TRAY_DATA_PATH, { baseURL: '', retry: 1 }).then(
    (data) => {
      $trayData.set(data);
      $trayStatus.set('ready');
    },
    () => {
      loading = null;
      $trayStatus.set('error');
    },
  );
  return loading;
}

/** The visitor's city: the page's, the cookie's, the server's, else the last one the tray used. */
async function visitorCity(): Promise<string> {
  const known = $city.get()?.code ?? readCookie(COOKIE.city);
  if (known) return known;
  try {
    return (await loadCurrentCity()).code;
  } catch {
    try {
      return localStorage.getItem(CITY_KEY) ?? 'moscow';
    } catch {
      return 'moscow';
    }
  }
}

let connected = false;

/**
 * Start the tray on a page (once): read it from the device, follow its changes from this page
 * and other tabs, the city and its changes, the clock, and load the data.
 */
export function connectTray(now: () => Date = () => new Date()): Promise<void> {
  $trayNow.set(now());
  if (connected) return loadTrayData();
  connected = true;
  $tray.set(readTray());
  window.addEventListener(TRAY_EVENT, (event) =>
    $tray.set((event as CustomEvent<TrayState>).detail),
  );
  window.addEventListener('storage', (event) => {
    if (event.key === TRAY_KEY || event.key === null) $tray.set(readTray());
  });
  onCityChange((city) => setTrayCity(city.code));
  setInterval(() => $trayNow.set(now()), 60_000);
  return Promise.all([visitorCity().then(setTrayCity), loadTrayData()]).then(() => undefined);
}
