/**
 * Site search (SPEC §3, §4): the query, the products and restaurants found, loading and error
 * flags. An empty query clears the results without a call; a failed call sets the error flag and
 * re-throws so the caller hands it to the error handler. Queries are debounced (300 ms) and only
 * the latest answer is kept. The scope is the selected restaurant, else the visitor's city.
 */
import { map } from 'nanostores';
import { getCurrentCity, getRestaurantByXmlId, search } from '~/lib/api/client';
import type { MenuScope, SearchResponse } from '~/lib/api/types';
import { COOKIE, readCookie } from '~/lib/cookies';

/** Debounce of typed queries, ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** SPEC §3 search state. */
export interface SearchState {
  searchValue: string;
  products: SearchResponse['products'];
  restaurants: SearchResponse['restaurants'];
  loading: boolean;
  error: boolean;
}

const empty: SearchState = {
  searchValue: '',
  products: [],
  restaurants: [],
  loading: false,
  error: false,
};

/** The search state. */
export const $search = map<SearchState>({ ...empty });

let scope: Promise<MenuScope> | undefined;
let latest = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Where to search: the restaurant chosen for the menu (cookie), else the current city. */
export function searchScope(): Promise<MenuScope> {
  scope ??= (async (): Promise<MenuScope> => {
    const xmlId = readCookie(COOKIE.menuRestaurant);
    if (xmlId) {
      try {
        return { storeId: (await getRestaurantByXmlId(xmlId)).id };
      } catch {
        // a restaurant that no longer exists: fall back to the city
      }
    }
    return { cityId: (await getCurrentCity()).cityId };
  })();
  scope.catch(() => (scope = undefined));
  return scope;
}

/** Run a search now. Empty (blank) queries clear without a call. Re-throws failures. */
export async function runSearch(value: string): Promise<void> {
  const call = ++latest;
  const query = value.trim();
  if (!query) {
    $search.set({ ...empty, searchValue: value });
    return;
  }
  $search.set({ ...$search.get(), searchValue: value, loading: true, error: false });
  try {
    const answer = await search(await searchScope(), query);
    if (call !== latest) return;
    $search.set({
      searchValue: value,
      products: answer.products ?? [],
      restaurants: answer.restaurants ?? [],
      loading: false,
      error: false,
    });
  } catch (error) {
    if (call !== latest) return;
    $search.set({ ...$search.get(), products: [], restaurants: [], loading: false, error: true });
    throw error;
  }
}

/**
 * Typed input: the value shows at once, the search runs 300 ms after the last keystroke; the
 * returned promise settles with that search (rejecting on its failure).
 */
export function typeSearch(value: string): Promise<void> {
  if (timer !== undefined) clearTimeout(timer);
  $search.setKey('searchValue', value);
  if (!value.trim()) {
    latest += 1;
    $search.set({ ...empty, searchValue: value });
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    timer = setTimeout(() => {
      timer = undefined;
      runSearch(value).then(resolve, reject);
    }, SEARCH_DEBOUNCE_MS);
  });
}

/** Back to the empty state (closing the search, tests). */
export function clearSearch(): void {
  if (timer !== undefined) clearTimeout(timer);
  latest += 1;
  scope = undefined;
  $search.set({ ...empty });
}
