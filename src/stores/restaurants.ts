/**
 * The restaurant locator's state: the city's restaurants, filters (features AND + «Открыто
 * сейчас», mirrored in the URL by the island), the visitor's position, the map area searched and
 * the selected restaurant. Lists are derived here; islands only render them.
 */
import { atom, computed } from 'nanostores';
import { isOpen, type OpenState } from '~/lib/hours';
import { serviceState } from '~/lib/restaurants/schedule';
import { sortByDistance } from '~/lib/restaurants/distance';
import {
  applyFilters,
  featureCounts,
  NO_FILTERS,
  type FilterState,
} from '~/lib/restaurants/filters';
import { unpackWeek, type LocatorData, type LocatorRestaurant } from '~/lib/restaurants/data';
import {
  currentPosition,
  failureFrom,
  geolocationMessage,
  type LatLong,
} from '~/lib/restaurants/geolocation';

/** A map area: west, south, east, north in degrees. */
export type Bounds = readonly [number, number, number, number];

/** A restaurant as the list shows it. */
export interface ListedRestaurant extends LocatorRestaurant {
  /** Open-now state of the hall in the city's time zone: closure, special day, week. */
  readonly state: OpenState;
  /** Metres from the visitor, when the position is known. */
  readonly distance: number | null;
}

/** The city's data, once loaded. */
export const $locatorData = atom<LocatorData | null>(null);
/** Loading state of the city's data. */
export const $locatorStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');
/** The chosen filters. */
export const $filters = atom<FilterState>(NO_FILTERS);
/** The visitor's position (from «Рядом со мной»). */
export const $location = atom<LatLong | null>(null);
/** True while the position is being asked for. */
export const $locating = atom(false);
/** Why the position is unknown, in Russian. */
export const $locationMessage = atom<string | null>(null);
/** The map area the list is limited to («Искать в этой области»), or none. */
export const $area = atom<Bounds | null>(null);
/** The restaurant whose balloon is open. */
export const $selectedId = atom<number | null>(null);
/** The clock the open-now states follow (ms); `tick()` moves it. */
export const $now = atom<number>(Date.now());

/** Every restaurant of the city with its open-now state and distance. */
export const $allRestaurants = computed(
  [$locatorData, $now, $location],
  (data, now, location): ListedRestaurant[] => {
    if (!data) return [];
    const at = new Date(now);
    const withState = data.restaurants.map((r) => ({
      ...r,
      state: serviceState(unpackWeek(r.hours.hall) ?? [], r, 'hall', at, data.city.timezone),
      distance: null,
    }));
    return location ? sortByDistance(withState, location) : withState;
  },
);

const openNow = (r: ListedRestaurant): boolean => isOpen(r.state);
const inArea = (r: ListedRestaurant, area: Bounds | null): boolean =>
  !area || (r.long >= area[0] && r.lat >= area[1] && r.long <= area[2] && r.lat <= area[3]);

/** The restaurants matching the filters (map pins). */
export const $filteredRestaurants = computed([$allRestaurants, $filters], (all, filters) =>
  applyFilters(all, filters, openNow),
);

/** The list: filtered, limited to the searched area, nearest first when the position is known. */
export const $listedRestaurants = computed([$filteredRestaurants, $area], (list, area) =>
  list.filter((r) => inArea(r, area)),
);

/** For each feature, how many restaurants it would leave (shown in the filters). */
export const $featureCounts = computed(
  [$allRestaurants, $filters, $locatorData],
  (all, filters, data) =>
    featureCounts(
      all,
      (data?.features ?? []).map((f) => f.code),
      filters,
      openNow,
    ),
);

/** How many restaurants are open now among those matching the features. */
export const $openNowCount = computed(
  [$allRestaurants, $filters],
  (all, filters) =>
    applyFilters(all, { features: filters.features, openNow: true }, openNow).length,
);

type Loader = (url: string) => Promise<LocatorData>;
let loader: Loader = async (url) => {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as LocatorData;
};

/** Replace how city data is fetched (unit tests). */
export function setLocatorLoader(next: Loader): void {
  loader = next;
}

let loadId = 0;
/** Load a city's restaurants from `url`; the latest call wins. */
export async function loadLocatorCity(url: string): Promise<void> {
  const id = ++loadId;
  $locatorStatus.set('loading');
  try {
    const data = await loader(url);
    if (id !== loadId) return;
    $locatorData.set(data);
    $area.set(null);
    $selectedId.set(null);
    $locatorStatus.set('ready');
  } catch {
    if (id === loadId) $locatorStatus.set('error');
  }
}

/** Use data already at hand (pre-rendered or injected). */
export function showLocatorData(data: LocatorData): void {
  loadId++;
  $locatorData.set(data);
  $locatorStatus.set('ready');
}

/** Set the filters. */
export function setFilters(filters: FilterState): void {
  $filters.set(filters);
}

/** Ask the browser for the position; on failure say why and keep the list as it is. */
export async function locateVisitor(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LatLong | null> {
  $locating.set(true);
  $locationMessage.set(null);
  try {
    const position = await currentPosition(geolocation);
    $location.set(position);
    $area.set(null);
    return position;
  } catch (error) {
    $locationMessage.set(
      geolocationMessage(failureFrom(error), 'Выбери ресторан в списке или на карте.'),
    );
    return null;
  } finally {
    $locating.set(false);
  }
}

/** Limit the list to a map area, or lift the limit with null. */
export function searchArea(bounds: Bounds | null): void {
  $area.set(bounds);
}

/** Open a restaurant's balloon (null closes it). */
export function selectRestaurant(id: number | null): void {
  $selectedId.set(id);
}

/** Move the open-now clock to now. */
export function tick(now = Date.now()): void {
  $now.set(now);
}
