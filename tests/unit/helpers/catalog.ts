import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'astro/zod';
import type { CatalogEntries, CatalogFolder } from '~/lib/catalog/entry-files';
import { readCatalogFolder } from '~/lib/catalog/read-entry-files';
import {
  categoriesFileSchema,
  citiesFileSchema,
  dayPartsFileSchema,
  productsFileSchema,
  restaurantsFileSchema,
} from '~/lib/catalog/schema';

/** Repository root. */
// By path, not URL: a test in jsdom's environment has jsdom's URL, which node:url does not take.
export const ROOT = `${path.resolve(import.meta.dirname, '../../..')}/`;

/** Directory with the committed catalog JSON. */
export const CATALOG_DIR = `${ROOT}src/content/catalog/`;

/** Raw text of a committed catalog file (a single-object file, or an entry file by its path). */
export function readCatalogText(name: string): string {
  return readFileSync(`${CATALOG_DIR}${name}`, 'utf8');
}

/** Parse a committed single catalog file with its schema (throws on mismatch). */
export function loadCatalog<S extends z.ZodType>(name: string, schema: S): z.infer<S> {
  return schema.parse(JSON.parse(readCatalogText(name)));
}

/** The schema over a whole folder's entries, in the site's order. */
export const FOLDER_SCHEMAS = {
  products: productsFileSchema,
  categories: categoriesFileSchema,
  cities: citiesFileSchema,
  restaurants: restaurantsFileSchema,
} as const;

/** A committed folder of entry files in the site's order, parsed with its schema (throws). */
export function loadCatalogFolder<F extends CatalogFolder>(folder: F): CatalogEntries[F][] {
  return FOLDER_SCHEMAS[folder].parse(
    readCatalogFolder(CATALOG_DIR, folder),
  ) as CatalogEntries[F][];
}

/** The committed menu catalog: categories, products and day parts, each parsed with its schema. */
export function loadMenuCatalog() {
  return {
    categories: loadCatalogFolder('categories'),
    products: loadCatalogFolder('products'),
    dayParts: loadCatalog('dayparts.json', dayPartsFileSchema),
  };
}
