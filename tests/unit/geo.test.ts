import { describe, expect, it } from 'vitest';
import {
  buildGeoIndex,
  haversineMetres,
  nearest,
  pointInPolygon,
  type LongLat,
} from '../../src/lib/geo.ts';

const square: LongLat[] = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
  [0, 0],
];
// A "C" shape open to the east: the notch (5..10, 3..7) is outside.
const cShape: LongLat[] = [
  [0, 0],
  [10, 0],
  [10, 3],
  [5, 3],
  [5, 7],
  [10, 7],
  [10, 10],
  [0, 10],
  [0, 0],
];

describe('pointInPolygon', () => {
  it('finds points inside and outside a square', () => {
    expect(pointInPolygon([5, 5], square)).toBe(true);
    expect(pointInPolygon([0.001, 9.999], square)).toBe(true);
    expect(pointInPolygon([-1, 5], square)).toBe(false);
    expect(pointInPolygon([5, 11], square)).toBe(false);
  });

  it('handles concave polygons', () => {
    expect(pointInPolygon([2, 5], cShape)).toBe(true);
    expect(pointInPolygon([7, 5], cShape)).toBe(false);
    expect(pointInPolygon([7, 1], cShape)).toBe(true);
    expect(pointInPolygon([7, 9], cShape)).toBe(true);
  });

  it('works with an unclosed ring and real coordinates', () => {
    const open: LongLat[] = [
      [37.3, 55.5],
      [37.9, 55.5],
      [37.9, 56.0],
      [37.3, 56.0],
    ];
    expect(pointInPolygon([37.6173, 55.7558], open)).toBe(true);
    expect(pointInPolygon([30.3141, 59.9386], open)).toBe(false);
  });

  it('returns false for an empty ring', () => {
    expect(pointInPolygon([0, 0], [])).toBe(false);
  });
});

describe('haversineMetres', () => {
  it('is zero for the same point', () => {
    expect(haversineMetres([37.6173, 55.7558], [37.6173, 55.7558])).toBe(0);
  });

  it('measures Moscow – Saint Petersburg at about 634 km', () => {
    const d = haversineMetres([37.6173, 55.7558], [30.3141, 59.9386]);
    expect(d).toBeGreaterThan(630_000);
    expect(d).toBeLessThan(640_000);
  });

  it('is symmetric', () => {
    const a: LongLat = [82.9204, 55.0302];
    const b: LongLat = [60.6057, 56.8389];
    expect(haversineMetres(a, b)).toBeCloseTo(haversineMetres(b, a), 6);
  });

  it('gives about 111.2 km per degree of latitude', () => {
    expect(haversineMetres([0, 0], [0, 1])).toBeCloseTo(111_195, -1);
  });
});

describe('nearest over kdbush', () => {
  // A deterministic cloud of points around Moscow and Vladivostok.
  let seed = 7;
  const random = (): number => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const points: LongLat[] = Array.from({ length: 2000 }, (_, i) =>
    i % 2 === 0
      ? [37 + random() * 2, 55 + random() * 1.5]
      : [131 + random() * 2, 42.5 + random() * 1.5],
  );
  const index = buildGeoIndex(points);
  const brute = (origin: LongLat, k: number) =>
    points
      .map((p, i) => ({ index: i, distance: haversineMetres(origin, p) }))
      .sort((a, b) => a.distance - b.distance || a.index - b.index)
      .slice(0, k);

  it.each([
    [[37.62, 55.75] as LongLat, 1],
    [[37.62, 55.75] as LongLat, 10],
    [[38.9, 56.4] as LongLat, 25],
    [[131.9, 43.1] as LongLat, 50],
    [[0, 0] as LongLat, 3],
    [[100, 60] as LongLat, 5],
  ])('matches brute force around %j for k=%i', (origin, k) => {
    expect(nearest(index, origin, k)).toEqual(brute(origin, k));
  });

  it('respects the distance limit and empty inputs', () => {
    const within = nearest(index, [37.62, 55.75], 5000, 10_000);
    expect(within.length).toBeGreaterThan(0);
    expect(within.every((n) => n.distance <= 10_000)).toBe(true);
    expect(within).toEqual(brute([37.62, 55.75], 5000).filter((n) => n.distance <= 10_000));
    expect(nearest(index, [37.62, 55.75], 0)).toEqual([]);
    expect(nearest(buildGeoIndex([]), [37.62, 55.75], 3)).toEqual([]);
  });

  it('returns every point when k exceeds their number', () => {
    const few = buildGeoIndex([
      [10, 10],
      [11, 11],
    ]);
    expect(nearest(few, [0, 0], 5).map((n) => n.index)).toEqual([0, 1]);
  });
});
