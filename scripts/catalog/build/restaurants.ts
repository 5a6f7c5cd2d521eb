import type { City, FeatureCode, Product, Restaurant } from '../../../src/lib/catalog/schema.ts';
import { pointInPolygon } from '../../../src/lib/geo.ts';
import { cities as citySources } from '../sources/cities.ts';
import { features as featureList } from '../sources/features.ts';
import { metroStations } from '../sources/metro.ts';
import {
  adjectiveStreets,
  blocks,
  genitiveNames,
  houseLetters,
  prefixTypes,
} from '../sources/streets.ts';
import { OPEN_ENDED_CLOSURE, schedules } from '../sources/schedules.ts';
import { buildHours } from './hours.ts';
import { createRng, round, type Rng } from './prng.ts';

function samplePoint(rng: Rng, ring: readonly (readonly [number, number])[]): [number, number] {
  const longs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [
    Math.min(...longs),
    Math.max(...longs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const point: [number, number] = [
      round(minX + rng.next() * (maxX - minX), 6),
      round(minY + rng.next() * (maxY - minY), 6),
    ];
    if (pointInPolygon(point, ring)) return point;
  }
  throw new Error('rejection sampling failed');
}

/** A restaurant's closure, special days and confirmation date, in the order the file keeps. */
function scheduleOf(
  id: number,
  closed: boolean,
): Pick<Restaurant, 'closure' | 'specialDays' | 'hoursConfirmed'> {
  const set = schedules[id];
  const closure = set?.closure ?? (closed ? { ...OPEN_ENDED_CLOSURE } : undefined);
  return {
    ...(closure ? { closure } : {}),
    ...(set?.specialDays ? { specialDays: set.specialDays } : {}),
    ...(set?.hoursConfirmed ? { hoursConfirmed: set.hoursConfirmed } : {}),
  };
}

function phoneOf(rng: Rng, code: string): string {
  const d = (n: number): string => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
  const first = String(rng.int(2, 9));
  return code.length === 3
    ? `+7 (${code}) ${first}${d(2)}-${d(2)}-${d(2)}`
    : `+7 (${code}) ${first}${d(1)}-${d(2)}-${d(2)}`;
}

function streetOf(rng: Rng): string {
  return rng.chance(0.55)
    ? `${rng.pick(prefixTypes)} ${rng.pick(genitiveNames)}`
    : rng.pick(adjectiveStreets);
}

function featuresOf(rng: Rng, city: City, hasBreakfast: boolean): Set<FeatureCode> {
  const big = city.priceZone !== 'regions';
  const set = new Set<FeatureCode>();
  const drive = rng.chance(big ? 0.22 : 0.45);
  if (rng.chance(0.96) || !drive) set.add('cafe');
  if (drive) set.add('drive');
  if (rng.chance(drive ? 0.4 : 0.07)) set.add('24h');
  if (rng.chance(big ? 0.85 : 0.6)) set.add('delivery');
  if (hasBreakfast) set.add('breakfast');
  if (set.has('cafe') && rng.chance(0.85)) set.add('wifi');
  if (set.has('cafe') && rng.chance(0.3)) set.add('kids');
  if (rng.chance(drive ? 0.9 : 0.35)) set.add('parking');
  if (rng.chance(0.99)) set.add('card');
  return set;
}

/** Draw values until one is new, remember it and return it. */
function uniqueDraw(used: Set<string>, draw: () => string): string {
  let value = draw();
  while (used.has(value)) value = draw();
  used.add(value);
  return value;
}

/** Restaurants for every city, ids from 1 in city order; every point lies in its city boundary. */
export function buildRestaurants(
  cities: readonly City[],
  products: readonly Product[],
): Restaurant[] {
  const stoppable = products.filter((p) => p.combo === undefined).map((p) => p.id);
  const usedXml = new Set<string>();
  const usedMp = new Set<string>();
  const out: Restaurant[] = [];
  for (const city of cities) {
    const src = citySources.find((c) => c.code === city.code);
    if (src === undefined) throw new Error(`no source for ${city.code}`);
    const rng = createRng(`restaurants:${city.code}`);
    const stations = metroStations[city.code] ?? [];
    for (let n = 0; n < src.restaurants; n++) {
      const id = out.length + 1;
      const xmlId = uniqueDraw(usedXml, () =>
        Math.floor(rng.next() * 0x100000000)
          .toString(16)
          .padStart(8, '0'),
      );
      const mpId = uniqueDraw(usedMp, () => String(rng.int(100000, 999999)));
      const [long, lat] = samplePoint(rng, city.boundary);
      const hasBreakfast = rng.chance(0.9);
      const featureSet = featuresOf(rng, city, hasBreakfast);
      const house = `${rng.chance(0.7) ? rng.int(1, 60) : rng.int(61, 240)}${rng.chance(0.15) ? rng.pick(houseLetters) : ''}`;
      const stop = new Set<number>();
      if (rng.chance(0.3)) {
        const count = rng.int(1, 6);
        while (stop.size < count) stop.add(rng.pick(stoppable));
      }
      out.push({
        id,
        xmlId,
        mp_id: mpId,
        cityCode: city.code,
        cityId: city.cityId,
        city: city.name,
        region: city.region,
        street: streetOf(rng),
        house,
        block: rng.chance(0.2) ? rng.pick(blocks) : null,
        lat,
        long,
        metro: city.hasMetro && stations.length > 0 && rng.chance(0.75) ? rng.pick(stations) : null,
        phone: phoneOf(rng, rng.pick(src.areaCodes)),
        features: featureList.map((f) => f.code).filter((code) => featureSet.has(code)),
        hours: buildHours(rng, featureSet),
        // Drawn for every restaurant, so the draws after it stay as they were.
        ...scheduleOf(id, rng.chance(0.012)),
        hasBreakfast,
        stopList: [...stop].sort((a, b) => a - b),
      });
    }
  }
  return out;
}
