import KDBush from 'kdbush';

/** A [long, lat] pair in GeoJSON order. */
export type LongLat = readonly [number, number];

const EARTH_RADIUS_M = 6_371_008.8;

/** True when the point lies inside the polygon ring (ray casting; [long, lat] order). */
export function pointInPolygon(point: LongLat, ring: readonly LongLat[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (a === undefined || b === undefined) continue;
    const [xi, yi] = a;
    const [xj, yj] = b;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Great-circle distance in metres between two [long, lat] points. */
export function haversineMetres(a: LongLat, b: LongLat): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLong = (b[0] - a[0]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point indexed for nearest-neighbour queries. */
export interface GeoIndex {
  /** The spatial index over [long, lat]. */
  readonly tree: KDBush;
  /** The indexed points, in insertion order. */
  readonly points: readonly LongLat[];
}

/** One nearest-neighbour answer: the point's index in the input and its distance in metres. */
export interface Neighbour {
  index: number;
  distance: number;
}

/** Build a kdbush index over [long, lat] points (once, then query many times). */
export function buildGeoIndex(points: readonly LongLat[]): GeoIndex {
  const tree = new KDBush(Math.max(1, points.length), 16, Float64Array);
  for (const [long, lat] of points) tree.add(long, lat);
  if (points.length === 0) tree.add(0, 1000);
  tree.finish();
  return { tree, points };
}

const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_M;

/**
 * The k points nearest to `origin` by great-circle distance, nearest first, optionally within
 * `maxDistance` metres. Searches boxes growing around the origin until the k-th distance is
 * provably closer than anything outside the box.
 */
export function nearest(
  index: GeoIndex,
  origin: LongLat,
  k: number,
  maxDistance = Infinity,
): Neighbour[] {
  const total = index.points.length;
  if (k <= 0 || total === 0) return [];
  const [long, lat] = origin;
  let radius = 0.05; // degrees of latitude
  for (;;) {
    const maxLat = Math.min(89.9, Math.abs(lat) + radius);
    const halfWidth = Math.min(180, radius / Math.cos((maxLat * Math.PI) / 180));
    const whole = radius >= 180;
    const ids = whole
      ? index.points.map((_, i) => i)
      : index.tree.range(long - halfWidth, lat - radius, long + halfWidth, lat + radius);
    const found: Neighbour[] = [];
    for (const id of ids) {
      const point = index.points[id];
      if (!point) continue;
      const distance = haversineMetres(origin, point);
      if (distance <= maxDistance) found.push({ index: id, distance });
    }
    found.sort((a, b) => a.distance - b.distance || a.index - b.index);
    const safe = radius * METRES_PER_DEGREE * 0.99; // anything outside the box is farther
    const kth = found[k - 1];
    if (whole || (kth !== undefined && kth.distance <= safe) || safe >= maxDistance) {
      return found.slice(0, k);
    }
    radius *= 2;
  }
}
