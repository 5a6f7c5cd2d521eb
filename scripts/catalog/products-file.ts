/**
 * The one place that reads and writes the products (today src/content/catalog/products.json, an
 * array; issue 43 item 1 will make it a file per product, and only this module will change).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productsFileSchema, type Product } from '../../src/lib/catalog/schema.ts';

/** The committed catalog directory. */
export const CATALOG_DIR = fileURLToPath(new URL('../../src/content/catalog/', import.meta.url));

/** The products file inside a catalog directory. */
export const productsPath = (dir: string = CATALOG_DIR): string => join(dir, 'products.json');

/** The products as the file has them, checked against their schema (throws on a mismatch). */
export function readProducts(dir: string = CATALOG_DIR): Product[] {
  const data: unknown = JSON.parse(readFileSync(productsPath(dir), 'utf8'));
  productsFileSchema.parse(data);
  // The parsed copy is not written back: zod would reorder keys; the file's own order is kept.
  return data as Product[];
}

/**
 * Write the products in the generator's format (two-space JSON and a final newline), so a
 * changed price is a one-line diff; refuses what the schema refuses. Returns the file's path.
 */
export function writeProducts(products: readonly Product[], dir: string = CATALOG_DIR): string {
  productsFileSchema.parse(products);
  const path = productsPath(dir);
  writeFileSync(path, `${JSON.stringify(products, null, 2)}\n`);
  return path;
}
