import { describe, expect, it } from 'vitest';
import { haversineMetres, pointInPolygon, type LongLat } from '../../src/lib/geo.ts';

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
