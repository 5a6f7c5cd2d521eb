import type { City } from '../../../src/lib/catalog/schema.ts';
import { cities as citySources, metroCityCodes, type CitySource } from '../sources/cities.ts';
import { createRng, round } from './prng.ts';

const KM_PER_DEG_LAT = 111.32;
const VERTICES = 12;

/** Star-shaped closed ring: 12 jittered vertices on an ellipse around the (optionally shifted) centre. */
export function boundaryOf(src: CitySource): [number, number][] {
  const rng = createRng(`boundary:${src.code}`);
  const aspect = Math.sqrt(src.aspect ?? 1);
  const axis = ((src.axisDeg ?? 0) * Math.PI) / 180;
  const kmPerDegLong = KM_PER_DEG_LAT * Math.cos((src.lat * Math.PI) / 180);
  const [shiftEast, shiftNorth] = src.shiftKm ?? [0, 0];
  const ring: [number, number][] = [];
  for (let k = 0; k < VERTICES; k++) {
    const angle = (2 * Math.PI * k) / VERTICES + (rng.next() - 0.5) * 0.3;
    const r = src.radiusKm * (0.8 + rng.next() * 0.4);
    const x = r * aspect * Math.cos(angle);
    const y = (r / aspect) * Math.sin(angle);
    const east = shiftEast + x * Math.cos(axis) - y * Math.sin(axis);
    const north = shiftNorth + x * Math.sin(axis) + y * Math.cos(axis);
    ring.push([
      round(src.long + east / kmPerDegLong, 4),
      round(src.lat + north / KM_PER_DEG_LAT, 4),
    ]);
  }
  const first = ring[0];
  if (first === undefined) throw new Error('empty ring');
  ring.push([first[0], first[1]]);
  return ring;
}

/** Price zone of a city. */
function priceZoneOf(code: string): City['priceZone'] {
  if (code === 'moscow') return 'msk';
  if (code === 'saint-petersburg') return 'spb';
  return 'regions';
}

/** All cities, cityId in source order starting from 1. */
export function buildCities(): City[] {
  return citySources.map((src, i) => ({
    code: src.code,
    cityId: i + 1,
    name: src.name,
    nameLocative: src.nameLocative,
    region: src.region,
    lat: src.lat,
    long: src.long,
    timezone: src.timezone,
    boundary: boundaryOf(src),
    population: src.population,
    priceZone: priceZoneOf(src.code),
    hasMetro: metroCityCodes.includes(src.code),
  }));
}
