/** Restaurants of the «menu restaurants» modal: nearest first when the location is known. */
import { haversineMetres, type LongLat } from '../geo.ts';

/** Pins with their distance (metres) from a point, nearest first; by address without a point. */
export function restaurantsByDistance<T extends { lat: number; long: number; address: string }>(
  pins: readonly T[],
  point: LongLat | null,
): (T & { distance: number | null })[] {
  if (!point)
    return [...pins]
      .sort((a, b) => a.address.localeCompare(b.address, 'ru'))
      .map((p) => ({ ...p, distance: null }));
  return pins
    .map((p) => ({ ...p, distance: haversineMetres(point, [p.long, p.lat]) }))
    .sort((a, b) => a.distance - b.distance);
}
