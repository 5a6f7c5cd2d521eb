/**
 * The one place the price import reads and writes the products: a file per product,
 * src/content/catalog/products/<slug>.json, as the content team edits them in Decap CMS.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG_FOLDERS, entryFileText } from '../../src/lib/catalog/entry-files.ts';
import { readCatalogFolder } from '../../src/lib/catalog/read-entry-files.ts';
import { productsFileSchema, type Product } from '../../src/lib/catalog/schema.ts';

/** The committed catalog directory. */
export const CATALOG_DIR = fileURLToPath(new URL('../../src/content/catalog/', import.meta.url));

/** A product's file inside a catalog directory. */
export const productPath = (product: Product, dir: string = CATALOG_DIR): string =>
  join(dir, CATALOG_FOLDERS.products.file(product));

/** The products as their files have them, by id, checked against their schema (throws). */
export function readProducts(dir: string = CATALOG_DIR): Product[] {
  const products = readCatalogFolder(dir, 'products');
  productsFileSchema.parse(products);
  // The parsed copies are not written back: zod would reorder keys; the files' own order is kept.
  return products;
}

/**
 * Write the products whose files would change, each as its file is kept (two-space JSON and a
 * final newline), so a changed price is a one-line diff in one file; refuses what the schema
 * refuses. Returns the paths written.
 */
export function writeProducts(products: readonly Product[], dir: string = CATALOG_DIR): string[] {
  productsFileSchema.parse(products);
  const written: string[] = [];
  for (const product of products) {
    const path = productPath(product, dir);
    const text = entryFileText(product);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    writeFileSync(path, text);
    written.push(path);
  }
  return written;
}
