/**
 * Restaurant filters: features combined with AND plus «Открыто сейчас», the count each feature
 * would give, and the filter state in a URL query (`?features=drive,24h&open=1`).
 */

/** What a filter needs to know about a restaurant. */
export interface Filterable {
  readonly features: readonly string[];
}

/** The chosen filters. */
export interface FilterState {
  readonly features: readonly string[];
  readonly openNow: boolean;
}

/** No filter. */
export const NO_FILTERS: FilterState = { features: [], openNow: false };

/** True when the restaurant has every one of `features`. */
export function hasAll(restaurant: Filterable, features: readonly string[]): boolean {
  return features.every((code) => restaurant.features.includes(code));
}

/** The restaurants matching every chosen feature (AND) and, if asked, open now. */
export function applyFilters<T extends Filterable>(
  restaurants: readonly T[],
  filters: FilterState,
  isOpenNow: (restaurant: T) => boolean = () => true,
): T[] {
  return restaurants.filter(
    (r) => hasAll(r, filters.features) && (!filters.openNow || isOpenNow(r)),
  );
}

/**
 * For every feature code, how many restaurants the list would show with that feature added to the
 * current choice (for a chosen feature: the current count).
 */
export function featureCounts<T extends Filterable>(
  restaurants: readonly T[],
  codes: readonly string[],
  filters: FilterState,
  isOpenNow: (restaurant: T) => boolean = () => true,
): Record<string, number> {
  const base = applyFilters(restaurants, filters, isOpenNow);
  const counts: Record<string, number> = {};
  for (const code of codes) counts[code] = base.filter((r) => r.features.includes(code)).length;
  return counts;
}

/** Toggle one feature in the state. */
export function toggleFeature(filters: FilterState, code: string): FilterState {
  const features = filters.features.includes(code)
    ? filters.features.filter((c) => c !== code)
    : [...filters.features, code];
  return { ...filters, features };
}

/** Read filters from a query string; unknown codes are dropped when `known` is given. */
export function filtersFromQuery(
  search: string | URLSearchParams,
  known?: readonly string[],
): FilterState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const features = (params.get('features') ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '' && (!known || known.includes(c)));
  return { features: [...new Set(features)], openNow: params.get('open') === '1' };
}

/** Write filters into a query string, keeping other parameters; '' when nothing is left. */
export function filtersToQuery(filters: FilterState, search = ''): string {
  const params = new URLSearchParams(search);
  params.delete('features');
  params.delete('open');
  if (filters.features.length > 0) params.set('features', filters.features.join(','));
  if (filters.openNow) params.set('open', '1');
  const text = params.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

/** How many filters are chosen (for the button badge). */
export function activeFilterCount(filters: FilterState): number {
  return filters.features.length + (filters.openNow ? 1 : 0);
}
