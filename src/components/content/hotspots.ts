/**
 * Geometry of the facts page's hotspot map (SPEC §9: viewBox 0 0 1200 600): an equirectangular
 * projection with its standard parallel near 62° N, which fits Russia's 172° × 41° into 2:1.
 */
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';

/** The map's default viewBox (SPEC §9). */
export const VIEW_BOX = { width: 1200, height: 600 } as const;
const LON = [18, 191] as const;
const LAT = [82, 41] as const;

/** Longitude/latitude → map x/y; west longitudes past the antimeridian wrap to the east. */
export function project(long: number, lat: number): [number, number] {
  const lon = long < 0 ? long + 360 : long;
  const x = ((lon - LON[0]) / (LON[1] - LON[0])) * VIEW_BOX.width;
  const y = ((LAT[0] - lat) / (LAT[0] - LAT[1])) * VIEW_BOX.height;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

/**
 * SVG path of Russia's outline from the bundled Natural Earth 1:110m data, in whole units and
 * relative steps: a unit is under a pixel at the map's widths, and the path is 1.2 KB brotli instead
 * of 3 KB, which keeps the facts page within a cold connection's first round trip.
 */
export function russiaPath(): string {
  const topology = countries as unknown as Topology<{ countries: GeometryCollection }>;
  const all = feature(topology, topology.objects.countries);
  const russia = all.features.find((f) => f.id === '643');
  if (!russia || russia.geometry.type !== 'MultiPolygon') return '';
  return russia.geometry.coordinates
    .flat()
    .map((ring) => ringPath(ring.map(([lon, lat]) => project(lon ?? 0, lat ?? 0))))
    .join('');
}

/** One closed ring as `M x y l dx dy …z` in whole units, repeated points dropped. */
export function ringPath(points: readonly (readonly [number, number])[]): string {
  const whole = points.map(([x, y]) => [Math.round(x), Math.round(y)] as const);
  const [first] = whole;
  if (!first) return '';
  let [x0, y0] = first;
  const steps: string[] = [];
  for (const [x, y] of whole.slice(1)) {
    if (x === x0 && y === y0) continue;
    steps.push(`${x - x0} ${y - y0}`);
    [x0, y0] = [x, y];
  }
  if (steps.length === 0) return '';
  return `M${first.join(' ')}l${steps.join(' ').replaceAll(' -', '-')}z`;
}

/** Dot radius for a restaurant count: area grows with the count. */
export const dotRadius = (count: number): number =>
  Math.round((5 + Math.sqrt(count) * 2.2) * 10) / 10;

/** A city dot on the map. */
export interface Spot {
  code: string;
  x: number;
  y: number;
  r: number;
  label: string;
}

/**
 * Greedy label placement: biggest cities first, a label is kept only when its box (right of the
 * dot, about 8.6 px per character at 15 px) overlaps no kept label and no other big dot.
 */
export function placeLabels(spots: Spot[], max = 14): Set<string> {
  const kept: { x1: number; y1: number; x2: number; y2: number }[] = [];
  const out = new Set<string>();
  for (const s of spots) {
    if (out.size >= max) break;
    const box = {
      x1: s.x + s.r + 2,
      y1: s.y - 10,
      x2: s.x + s.r + 6 + s.label.length * 8.6,
      y2: s.y + 8,
    };
    if (box.x2 > VIEW_BOX.width) continue;
    const hits = kept.some((k) => box.x1 < k.x2 && box.x2 > k.x1 && box.y1 < k.y2 && box.y2 > k.y1);
    const covers = spots.some(
      (o) =>
        o !== s &&
        o.r > 8 &&
        o.x + o.r > box.x1 &&
        o.x - o.r < box.x2 &&
        o.y + o.r > box.y1 &&
        o.y - o.r < box.y2,
    );
    if (hits || covers) continue;
    kept.push(box);
    out.add(s.code);
  }
  return out;
}
