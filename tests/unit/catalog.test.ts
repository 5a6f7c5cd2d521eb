import { describe, expect, it } from 'vitest';
import { pointInPolygon } from '../../src/lib/geo.ts';
import { featuresFileSchema } from '../../src/lib/catalog/schema.ts';
import { loadCatalog, loadCatalogFolder } from './helpers/catalog.ts';

// What the catalog's data must look like; the files' shape and names are catalog-files.test.ts's.
const cities = loadCatalogFolder('cities');
const restaurants = loadCatalogFolder('restaurants');
const features = loadCatalog('features.json', featuresFileSchema);
const products = loadCatalogFolder('products');

function offsetMinutes(timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(Date.UTC(2025, 0, 15)))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

describe('cities', () => {
  it('has at least 40 unique cities with 8+ distinct UTC offsets', () => {
    expect(cities.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cities.map((c) => c.code)).size).toBe(cities.length);
    expect(new Set(cities.map((c) => c.cityId)).size).toBe(cities.length);
    expect(new Set(cities.map((c) => offsetMinutes(c.timezone))).size).toBeGreaterThanOrEqual(8);
  });

  it('has closed boundaries of 8–16 vertices containing the centre', () => {
    for (const city of cities) {
      const ring = city.boundary;
      expect(ring[0], city.code).toEqual(ring[ring.length - 1]);
      expect(ring.length - 1).toBeGreaterThanOrEqual(8);
      expect(ring.length - 1).toBeLessThanOrEqual(16);
      expect(pointInPolygon([city.long, city.lat], ring), city.code).toBe(true);
    }
  });

  it('uses the right price zones and metro flags', () => {
    const byCode = new Map(cities.map((c) => [c.code, c]));
    expect(byCode.get('moscow')?.priceZone).toBe('msk');
    expect(byCode.get('saint-petersburg')?.priceZone).toBe('spb');
    expect(byCode.get('moscow')?.region).toBe('Москва');
    expect(cities.filter((c) => c.priceZone === 'regions')).toHaveLength(cities.length - 2);
    expect(
      cities
        .filter((c) => c.hasMetro)
        .map((c) => c.code)
        .sort(),
    ).toEqual([
      'kazan',
      'moscow',
      'nizhny-novgorod',
      'novosibirsk',
      'saint-petersburg',
      'samara',
      'yekaterinburg',
    ]);
  });
});

describe('restaurants', () => {
  const cityByCode = new Map(cities.map((c) => [c.code, c]));
  const productIds = new Set(products.map((p) => p.id));
  const featureCodes = new Set<string>(features.map((f) => f.code));

  it('has at least 800 restaurants with unique ids, ordered by id', () => {
    expect(restaurants.length).toBeGreaterThanOrEqual(800);
    const ids = restaurants.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(restaurants.map((r) => r.xmlId)).size).toBe(ids.length);
    expect(new Set(restaurants.map((r) => r.mp_id)).size).toBe(ids.length);
  });

  it('points at existing cities and lies inside the city boundary', () => {
    for (const r of restaurants) {
      const city = cityByCode.get(r.cityCode);
      expect(city, r.cityCode).toBeDefined();
      if (city === undefined) continue;
      expect([r.cityId, r.city, r.region]).toEqual([city.cityId, city.name, city.region]);
      expect(pointInPolygon([r.long, r.lat], city.boundary), `restaurant ${r.id}`).toBe(true);
      if (!city.hasMetro) expect(r.metro).toBeNull();
    }
  });

  it('names only existing features and products', () => {
    for (const r of restaurants) {
      for (const code of r.features) expect(featureCodes.has(code), code).toBe(true);
      for (const id of r.stopList) expect(productIds.has(id), `stop-list ${id}`).toBe(true);
      expect(r.stopList.length).toBeLessThanOrEqual(6);
    }
  });

  it('keeps features, hours and breakfast consistent', () => {
    for (const r of restaurants) {
      const has = (code: string): boolean => r.features.some((f) => f === code);
      expect(has('breakfast')).toBe(r.hasBreakfast);
      expect(r.hours.drive !== undefined).toBe(has('drive'));
      expect(r.hours.delivery !== undefined).toBe(has('delivery'));
      if (has('24h')) {
        const main = has('cafe') ? r.hours.hall : r.hours.drive;
        expect(main?.every((d) => d?.open === '00:00' && d.close === '24:00')).toBe(true);
      }
      if (!has('cafe')) expect(r.hours.hall.every((d) => d === null)).toBe(true);
    }
  });

  it('has plausible shares of closed, breakfast-less and stop-listed restaurants', () => {
    const share = (pred: (r: (typeof restaurants)[number]) => boolean): number =>
      restaurants.filter(pred).length / restaurants.length;
    expect(share((r) => r.closure !== undefined)).toBeGreaterThan(0);
    expect(share((r) => r.closure !== undefined)).toBeLessThan(0.03);
    expect(share((r) => !r.hasBreakfast)).toBeGreaterThan(0.05);
    expect(share((r) => !r.hasBreakfast)).toBeLessThan(0.15);
    expect(share((r) => r.stopList.length > 0)).toBeGreaterThan(0.2);
    expect(share((r) => r.stopList.length > 0)).toBeLessThan(0.4);
    expect(restaurants.some((r) => r.hours.hall.some((d) => d !== null && d.close < d.open))).toBe(
      true,
    );
  });
});
