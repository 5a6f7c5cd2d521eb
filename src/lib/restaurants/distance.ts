/** Sorting restaurants by distance from the visitor and showing the distance in Russian. */
import { haversineMetres } from '../geo.ts';
import { formatNumber } from '../numbers.ts';

/** Anything with a position. */
export interface Positioned {
  readonly lat: number;
  readonly long: number;
}

/** The items with their distance in metres from `from`, nearest first (stable for ties). */
export function sortByDistance<T extends Positioned>(
  items: readonly T[],
  from: Positioned,
): (T & { distance: number })[] {
  return items
    .map((item, index) => ({
      item: { ...item, distance: haversineMetres([from.long, from.lat], [item.long, item.lat]) },
      index,
    }))
    .sort((a, b) => a.item.distance - b.item.distance || a.index - b.index)
    .map(({ item }) => item);
}

/** «350 м», «1,2 км», «12 км» (non-breaking space before the unit). */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(10, Math.round(metres / 10) * 10)}\u00a0м`;
  const value = metres / 1000;
  return `${value >= 10 ? Math.round(value) : formatNumber(value, 1)}\u00a0км`;
}
