/**
 * Prices in bulk (issue 43): a back-office CSV export, as Excel writes it in a Russian locale
 * (`;`-separated, UTF-8 with or without BOM), read against the catalog's products into the list
 * of prices it sets, or into every bad row with its number and a Russian message. No file system:
 * scripts/catalog/prices.ts reads and writes the files.
 */
import {
  type PRICE_COLUMNS,
  normalize,
  quoted,
  readPriceTable,
  type PriceRowError,
} from './price-csv.ts';
import type { Product, ZonePrices } from './schema.ts';
import { sizeLabel } from './size-label.ts';

export { PRICE_COLUMNS, type PriceRowError } from './price-csv.ts';

/** A price zone, as the `region` column names it. */
export type PriceRegion = keyof ZonePrices;

/** A service, as the `service` column names it. */
export type PriceService = keyof Product['offers'][number]['prices'];

const REGIONS: readonly PriceRegion[] = ['msk', 'spb', 'regions'];
const SERVICES: readonly PriceService[] = ['restaurant', 'delivery'];

/** One price the file sets: where it is, what it was and what it becomes. */
export interface PriceChange {
  row: number;
  productId: number;
  productSlug: string;
  productName: string;
  offerId: number;
  /** The size as the site shows it; null for a one-size product. */
  size: string | null;
  region: PriceRegion;
  service: PriceService;
  oldPrice: number;
  newPrice: number;
}

/** What a file says: every price it sets, or every bad row (then nothing may be written). */
export type PriceImport =
  { ok: true; prices: PriceChange[] } | { ok: false; errors: PriceRowError[] };

/** The product a cell names by id or slug. */
function findProduct(cell: string, products: readonly Product[]): Product | undefined {
  const key = normalize(cell);
  if (/^\d+$/u.test(key)) {
    const byId = products.find((p) => String(p.id) === key);
    if (byId) return byId;
  }
  return products.find((p) => p.slug === key);
}

/** The offer a cell names by id or visible label; a one-size product takes an empty cell. */
function findOffer(
  cell: string,
  product: Product,
): { offer: Product['offers'][number] } | { message: string } {
  const key = normalize(cell);
  const name = quoted(product.slug);
  const [only] = product.offers;
  if (key === '') {
    if (product.offers.length === 1 && only) return { offer: only };
    const labels = product.offers.map((o) => sizeLabel(o) ?? String(o.id)).join(', ');
    return {
      message: `у продукта ${name} несколько размеров (${labels})\u00a0— укажите размер`,
    };
  }
  const offer =
    product.offers.find((o) => String(o.id) === key) ??
    product.offers.find((o) => normalize(sizeLabel(o) ?? '') === key);
  if (offer) return { offer };
  if (product.offers.length === 1)
    return { message: `у продукта ${name} один размер\u00a0— оставьте размер пустым` };
  const known = product.offers.map((o) => `${sizeLabel(o) ?? '—'} (${o.id})`).join(', ');
  return { message: `у продукта ${name} нет размера ${quoted(cell.trim())}; есть ${known}` };
}

/** A whole number of roubles above zero; Excel may group thousands with a (no-break) space. */
function readPrice(cell: string): number | undefined {
  const digits = cell.replace(/[\s\u00a0\u202f]+/gu, '');
  return /^[1-9]\d*$/u.test(digits) ? Number(digits) : undefined;
}

/** Read a price file against the products: every price it sets, or every bad row. */
export function readPriceImport(
  input: string | Uint8Array,
  products: readonly Product[],
): PriceImport {
  const table = readPriceTable(input);
  if (!('rows' in table)) return { ok: false, errors: [table] };
  const { header, rows, columns } = table;

  const prices: PriceChange[] = [];
  const errors: PriceRowError[] = [];
  const seen = new Map<string, number>();
  rows.forEach((record, index) => {
    const row = index + 2;
    // Excel writes a cleared row as ";;;;" and may end with an empty line: neither is a price.
    if (record.every((cell) => cell.trim() === '')) return;
    const cell = (column: (typeof PRICE_COLUMNS)[number]): string =>
      record[columns.get(column) ?? -1] ?? '';
    const fail = (message: string): void => void errors.push({ row, message });
    if (record.length < header.length) {
      fail(`полей ${record.length}, а в заголовке ${header.length}: не хватает «;»`);
      return;
    }
    const product = findProduct(cell('product'), products);
    const found = product ? findOffer(cell('size'), product) : undefined;
    if (!product)
      fail(
        cell('product').trim() === ''
          ? 'не указан продукт'
          : `нет продукта ${quoted(cell('product').trim())}: нужен его slug или id`,
      );
    else if (found && 'message' in found) fail(found.message);
    const region = REGIONS.find((r) => r === normalize(cell('region')));
    if (!region)
      fail(`регион ${quoted(cell('region').trim())} неизвестен; возможны ${REGIONS.join(', ')}`);
    const service = SERVICES.find((s) => s === normalize(cell('service')));
    if (!service)
      fail(`услуга ${quoted(cell('service').trim())} неизвестна; возможны ${SERVICES.join(', ')}`);
    const price = readPrice(cell('price'));
    if (price === undefined)
      fail(`цена ${quoted(cell('price').trim())}\u00a0— не целое положительное число рублей`);
    if (!product || !found || !('offer' in found) || !region || !service || price === undefined)
      return;
    const { offer } = found;
    const size = product.offers.length > 1 ? sizeLabel(offer) : null;
    const key = `${offer.id}/${region}/${service}`;
    const first = seen.get(key);
    if (first !== undefined) {
      const what = [product.slug, size, region, service].filter(Boolean).join(', ');
      fail(`повторяет строку ${first} (${what})`);
      return;
    }
    seen.set(key, row);
    const oldPrice = offer.prices[service][region];
    prices.push({
      row,
      productId: product.id,
      productSlug: product.slug,
      productName: product.name,
      offerId: offer.id,
      size,
      region,
      service,
      oldPrice,
      newPrice: price,
    });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, prices };
}

/** The products with the prices set: a copy, so the caller's list stays as it was read. */
export function applyPriceChanges<P extends Product>(
  products: readonly P[],
  prices: readonly PriceChange[],
): P[] {
  const next = structuredClone(products) as P[];
  for (const change of prices) {
    const offer = next
      .find((p) => p.id === change.productId)
      ?.offers.find((o) => o.id === change.offerId);
    if (offer) offer.prices[change.service][change.region] = change.newPrice;
  }
  return next;
}

/** One line for the team: «nuggets «Наггетсы», 6 шт., msk, restaurant: 122 → 130». */
export function describePriceChange(change: PriceChange): string {
  const where = [change.size, change.region, change.service].filter(Boolean).join(', ');
  return `${change.productSlug} ${quoted(change.productName)}, ${where}: ${change.oldPrice} → ${change.newPrice}`;
}
