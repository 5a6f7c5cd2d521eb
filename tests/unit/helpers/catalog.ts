import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'astro/zod';
import { categoriesFileSchema, dayPartsFileSchema, productsFileSchema } from '~/lib/catalog/schema';

/** Repository root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Directory with the committed catalog JSON. */
export const CATALOG_DIR = fileURLToPath(new URL('../../../src/content/catalog/', import.meta.url));

/** Raw text of a committed catalog file. */
export function readCatalogText(name: string): string {
  return readFileSync(`${CATALOG_DIR}${name}`, 'utf8');
}

/** Parse a committed catalog file with its schema (throws on mismatch). */
export function loadCatalog<S extends z.ZodType>(name: string, schema: S): z.infer<S> {
  return schema.parse(JSON.parse(readCatalogText(name)));
}

/** The committed menu catalog: categories, products and day parts, each parsed with its schema. */
export function loadMenuCatalog() {
  return {
    categories: loadCatalog('categories.json', categoriesFileSchema),
    products: loadCatalog('products.json', productsFileSchema),
    dayParts: loadCatalog('dayparts.json', dayPartsFileSchema),
  };
}
