import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyPriceChanges,
  describePriceChange,
  readPriceImport,
  type PriceChange,
  type PriceImport,
} from '../../src/lib/catalog/price-import.ts';
import { CATALOG_DIR, ROOT, loadMenuCatalog } from './helpers/catalog.ts';

const { products } = loadMenuCatalog();
const FIXTURES = join(ROOT, 'tests/unit/fixtures/prices');
const fixture = (name: string): Buffer => readFileSync(join(FIXTURES, name));
const importOf = (name: string): PriceImport => readPriceImport(fixture(name), products);

function pricesOf(name: string): PriceChange[] {
  const result = importOf(name);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.prices;
}

/** What a change names, without the old price (that comes from the committed catalog). */
const target = (c: PriceChange) => [c.productSlug, c.offerId, c.region, c.service, c.newPrice];

/** The catalog's own price of an offer, for the old price a change reports. */
function catalogPrice(
  offerId: number,
  service: 'restaurant' | 'delivery',
  region: 'msk' | 'spb' | 'regions',
) {
  const offer = products.flatMap((p) => p.offers).find((o) => o.id === offerId);
  return offer?.prices[service][region];
}

describe('price import: files it takes', () => {
  it('names a product by slug or by id', () => {
    const prices = pricesOf('ok-slug-and-id.csv');
    expect(prices.map(target)).toEqual([
      ['hamburger', 50011, 'msk', 'restaurant', 95],
      ['nuggets', 50211, 'spb', 'delivery', 140],
    ]);
    expect(prices[0]?.oldPrice).toBe(catalogPrice(50011, 'restaurant', 'msk'));
    expect(prices[1]).toMatchObject({
      row: 3,
      size: '6 шт.',
      productName: 'Наггетсы',
    });
  });

  it('names a size by its id or by its label as the site shows it, in any case', () => {
    expect(pricesOf('ok-size-by-id-and-label.csv').map(target)).toEqual([
      ['nuggets', 50212, 'msk', 'restaurant', 170],
      ['nuggets', 50213, 'msk', 'restaurant', 330],
      ['fries', 50342, 'regions', 'delivery', 125],
    ]);
  });

  it('takes an empty size for a one-size product', () => {
    const [change] = pricesOf('ok-one-size.csv');
    expect(change).toMatchObject({
      offerId: 50011,
      size: null,
      region: 'regions',
      newPrice: 77,
    });
  });

  it('reads a file with a BOM and Windows line ends', () => {
    expect(pricesOf('ok-bom.csv').map(target)).toEqual([
      ['hamburger', 50011, 'spb', 'restaurant', 91],
    ]);
  });

  it('reads quoted fields, a price with grouped thousands, and skips a cleared row', () => {
    expect(pricesOf('ok-quoted.csv').map(target)).toEqual([
      ['americano', 50803, 'msk', 'restaurant', 199],
      ['nuggets', 50211, 'msk', 'delivery', 1290],
    ]);
  });

  it('sets only the named prices, in a copy', () => {
    const prices = pricesOf('ok-size-by-id-and-label.csv');
    const next = applyPriceChanges(products, prices);
    const offer = (list: typeof products, id: number) =>
      list.flatMap((p) => p.offers).find((o) => o.id === id);
    expect(offer(next, 50212)?.prices.restaurant.msk).toBe(170);
    expect(offer(next, 50212)?.prices.delivery).toEqual(offer(products, 50212)?.prices.delivery);
    expect(offer(products, 50212)?.prices.restaurant.msk).toBe(prices[0]?.oldPrice);
    const untouched = (list: typeof products) =>
      list.filter((p) => !['nuggets', 'fries'].includes(p.slug));
    expect(untouched(next)).toEqual(untouched(products));
  });

  it('describes a change with the product, size, region, service and old → new', () => {
    const [change] = pricesOf('ok-slug-and-id.csv').slice(1);
    expect(change && describePriceChange(change)).toBe(
      `nuggets «Наггетсы», 6 шт., spb, delivery: ${String(change?.oldPrice)} → 140`,
    );
  });
});

describe('price import: every refusal names its row', () => {
  const refusals: [file: string, row: number, message: RegExp][] = [
    [
      'missing-column.csv',
      1,
      /^нет столбца «service»: заголовок должен быть product;size;region;service;price$/,
    ],
    [
      'comma-separated.csv',
      1,
      /нет столбцов «product», «size», «region», «service», «price».*точка с запятой/,
    ],
    ['empty.csv', 1, /файл пуст/],
    ['not-utf8.csv', 1, /не в UTF-8.*CSV UTF-8/],
    ['unclosed-quote.csv', 3, /кавычка открыта и не закрыта/],
    ['quote-inside-field.csv', 3, /кавычка посреди поля/],
    ['short-row.csv', 2, /полей 4, а в заголовке 5/],
    ['unknown-product.csv', 3, /нет продукта «megaburger»: нужен его slug или id/],
    ['empty-product.csv', 2, /не указан продукт/],
    ['unknown-size.csv', 2, /у продукта «nuggets» нет размера «7 шт\.»; есть 6 шт\. \(50211\)/],
    [
      'size-required.csv',
      2,
      /у продукта «nuggets» несколько размеров \(6 шт\., 9 шт\., 20 шт\.\)\u00a0— укажите размер/,
    ],
    ['size-on-one-size.csv', 2, /у продукта «hamburger» один размер\u00a0— оставьте размер пустым/],
    ['price-fraction.csv', 2, /цена «94,90»\u00a0— не целое положительное число рублей/],
    ['price-zero.csv', 2, /цена «0»\u00a0— не целое положительное/],
    ['price-negative.csv', 2, /цена «-95»\u00a0— не целое положительное/],
    ['price-empty.csv', 2, /цена «»\u00a0— не целое положительное/],
    ['unknown-region.csv', 2, /регион «moscow» неизвестен; возможны msk, spb, regions/],
    ['unknown-service.csv', 2, /услуга «takeaway» неизвестна; возможны restaurant, delivery/],
    ['duplicate-row.csv', 4, /повторяет строку 2 \(nuggets, 6 шт\., msk, restaurant\)/],
  ];
  it.each(refusals)('%s: row %i', (file, row, message) => {
    const result = importOf(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.row).toBe(row);
    expect(result.errors[0]?.message).toMatch(message);
  });

  it('has a case above for every fixture of a refusal', () => {
    const files = readdirSync(FIXTURES).filter(
      (f) => !f.startsWith('ok-') && f !== 'every-bad-row.csv',
    );
    expect(files.sort()).toEqual(refusals.map(([file]) => file).sort());
  });

  it('reports every bad row, not only the first', () => {
    const result = importOf('every-bad-row.csv');
    expect(result.ok ? [] : result.errors.map((e) => e.row)).toEqual([2, 4, 4]);
  });
});

describe('npm run catalog:prices', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  /** A temporary catalog with a copy of the committed products: the real files are never written. */
  function catalogCopy(): { dir: string; before: Map<string, string> } {
    const dir = mkdtempSync(join(tmpdir(), 'prices-'));
    dirs.push(dir);
    cpSync(join(CATALOG_DIR, 'products'), join(dir, 'products'), { recursive: true });
    return { dir, before: productTexts(dir) };
  }
  /** Every product file's text by file name (not the photos' folder, products/images). */
  const productTexts = (dir: string): Map<string, string> =>
    new Map(
      readdirSync(join(dir, 'products'))
        .filter((name) => name.endsWith('.json'))
        .map((name) => [name, readFileSync(join(dir, 'products', name), 'utf8')]),
    );
  const node24 = join(ROOT, 'node_modules', '.bin', 'node');
  const run = (file: string, dir: string, ...flags: string[]) =>
    spawnSync(
      node24,
      ['scripts/catalog/prices.ts', join(FIXTURES, file), '--catalog', dir, ...flags],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );

  it('prints the changes on a dry run and writes nothing', () => {
    const { dir, before } = catalogCopy();
    const old = catalogPrice(50011, 'restaurant', 'msk');
    const { status, stdout } = run('ok-slug-and-id.csv', dir);
    expect(status).toBe(0);
    expect(stdout).toContain(`hamburger «Гамбургер», msk, restaurant: ${String(old)} → 95`);
    expect(stdout).toContain('Ничего не записано');
    expect(productTexts(dir)).toEqual(before);
  });

  it('with --write changes exactly the named prices, one line in each product’s file', () => {
    const { dir, before } = catalogCopy();
    const { status, stdout } = run('ok-slug-and-id.csv', dir, '--write');
    expect(status).toBe(0);
    const after = productTexts(dir);
    const touched = [...after].filter(([name, text]) => before.get(name) !== text);
    expect(touched.map(([name]) => name).sort()).toEqual(['hamburger.json', 'nuggets.json']);
    const changed = touched.flatMap(([name, text]) => {
      const was = (before.get(name) ?? '').split('\n');
      const now = text.split('\n');
      expect(now, name).toHaveLength(was.length);
      return now.flatMap((line, i) => (line === was[i] ? [] : [line.trim()]));
    });
    expect(changed.sort()).toEqual(['"msk": 95,', '"spb": 140,']);
    for (const product of applyPriceChanges(products, pricesOf('ok-slug-and-id.csv')))
      expect(after.get(`${product.slug}.json`)).toBe(`${JSON.stringify(product, null, 2)}\n`);
    expect(stdout).toContain('hamburger.json');
    expect(stdout).toContain('nuggets.json');
  });

  it('refuses a bad file with its rows and status 1, writing nothing even with --write', () => {
    const { dir, before } = catalogCopy();
    const { status, stderr } = run('every-bad-row.csv', dir, '--write');
    expect(status).toBe(1);
    expect(stderr).toContain('Строка 2: нет продукта «megaburger»');
    expect(stderr).toContain('Строка 4: у продукта «nuggets» несколько размеров');
    expect(stderr).toContain('Ошибок\u00a0— 3; ничего не записано.');
    expect(productTexts(dir)).toEqual(before);
  });

  it('refuses a mistyped flag rather than taking it for a dry run or a write', () => {
    const { dir, before } = catalogCopy();
    const { status, stderr } = run('ok-one-size.csv', dir, '--wirte');
    expect(status).toBe(1);
    expect(stderr).toContain('Запуск: npm run catalog:prices -- ФАЙЛ.csv [--write]');
    expect(productTexts(dir)).toEqual(before);
  });

  it('leaves the committed products untouched on a dry run', () => {
    const before = productTexts(CATALOG_DIR);
    execFileSync(node24, ['scripts/catalog/prices.ts', join(FIXTURES, 'ok-one-size.csv')], {
      cwd: ROOT,
    });
    expect(productTexts(CATALOG_DIR)).toEqual(before);
  });
});
