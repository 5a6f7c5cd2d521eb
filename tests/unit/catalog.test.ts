import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  agreementsSchema,
  alertSchema,
  categoriesFileSchema,
  citiesFileSchema,
  dayPartsFileSchema,
  featuresFileSchema,
  loyaltySchema,
  navigationSchema,
  productsFileSchema,
  restaurantsFileSchema,
  smartlinksSchema,
  searchWordsSchema,
} from '../../src/lib/catalog/schema.ts';
import { pointInPolygon } from '../../src/lib/geo.ts';
import { renderCatalog, writeCatalog } from '../../scripts/catalog/generate.ts';
import { CATALOG_DIR, ROOT, loadCatalog, readCatalogText } from './helpers/catalog.ts';

const cities = loadCatalog('cities.json', citiesFileSchema);
const restaurants = loadCatalog('restaurants.json', restaurantsFileSchema);
const features = loadCatalog('features.json', featuresFileSchema);
const products = loadCatalog('products.json', productsFileSchema);

const FILES = {
  'cities.json': citiesFileSchema,
  'restaurants.json': restaurantsFileSchema,
  'features.json': featuresFileSchema,
  'categories.json': categoriesFileSchema,
  'products.json': productsFileSchema,
  'dayparts.json': dayPartsFileSchema,
  'loyalty.json': loyaltySchema,
  'navigation.json': navigationSchema,
  'agreements.json': agreementsSchema,
  'alert.json': alertSchema,
  'smartlinks.json': smartlinksSchema,
  'search-words.json': searchWordsSchema,
} as const;

function offsetMinutes(timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(Date.UTC(2025, 0, 15)))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

describe('catalog files', () => {
  it('has a schema for every JSON file and every file parses with it', () => {
    const onDisk = readdirSync(CATALOG_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(onDisk).toEqual(Object.keys(FILES).sort());
    for (const [name, schema] of Object.entries(FILES)) {
      const result = schema.safeParse(JSON.parse(readCatalogText(name)));
      expect(result.success, name).toBe(true);
    }
  });

  it('is pretty-printed with a trailing newline', () => {
    for (const name of Object.keys(FILES)) {
      const text = readCatalogText(name);
      expect(text.endsWith('}\n') || text.endsWith(']\n'), name).toBe(true);
      expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    }
  });
});

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

describe('generator', () => {
  const dirs: string[] = [];
  const tmp = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is deterministic in-process and matches the committed files', () => {
    const [a, b] = [tmp(), tmp()];
    const names = writeCatalog(a);
    writeCatalog(b);
    for (const name of names) {
      const bytes = readFileSync(join(a, name));
      expect(bytes.equals(readFileSync(join(b, name))), name).toBe(true);
      expect(bytes.equals(readFileSync(join(CATALOG_DIR, name))), `${name} is stale`).toBe(true);
    }
  });

  it('fails loudly when a file does not match its schema', () => {
    expect(() =>
      renderCatalog([{ name: 'broken.json', schema: citiesFileSchema, data: [{ code: 'X' }] }]),
    ).toThrow(/broken\.json/);
  });

  const node24 = join(ROOT, 'node_modules', '.bin', 'node');
  it.skipIf(!existsSync(node24))(
    'is deterministic from the CLI with an output-dir argument',
    () => {
      const [a, b] = [tmp(), tmp()];
      for (const dir of [a, b])
        execFileSync(node24, ['scripts/catalog/generate.ts', dir], { cwd: ROOT, stdio: 'pipe' });
      for (const name of Object.keys(FILES)) {
        expect(readFileSync(join(a, name)).equals(readFileSync(join(b, name))), name).toBe(true);
      }
    },
    60_000,
  );
});
