/**
 * The catalog kept as one JSON file per entry under src/content/catalog, as Decap CMS edits it:
 * where each entry's file lives, which field names its collection entry, and the order the
 * arrays had, in which the API and the scripts list the entries (files come in path order).
 * Framework-free: the content config, the API, the scripts and the tests share it.
 */
import type { Category, City, Product, Restaurant } from './schema.ts';

/** A catalog collection stored as a folder of entry files. */
export type CatalogFolder = 'products' | 'categories' | 'cities' | 'restaurants';

/** What each folder holds. */
export interface CatalogEntries {
  products: Product;
  categories: Category;
  cities: City;
  restaurants: Restaurant;
}

/** How one folder is laid out, named and ordered. */
interface FolderRule<T> {
  /** The files' glob inside the folder: a restaurant sits in its city's subfolder. */
  pattern: string;
  /** The entry's file inside the catalog directory: the file name Decap gives a new entry. */
  file: (entry: T) => string;
  /** The collection entry's id, as the arrays' loaders keyed it (pages look entries up by it). */
  id: (entry: T) => string;
  /** The site's order. */
  compare: (a: T, b: T) => number;
}

/** Every folder's rule. */
export const CATALOG_FOLDERS: { [F in CatalogFolder]: FolderRule<CatalogEntries[F]> } = {
  products: {
    pattern: '*.json',
    file: (p) => `products/${p.slug}.json`,
    id: (p) => String(p.id),
    compare: (a, b) => a.id - b.id,
  },
  categories: {
    pattern: '*.json',
    file: (c) => `categories/${c.slug}.json`,
    id: (c) => String(c.id),
    compare: (a, b) => a.sort - b.sort,
  },
  cities: {
    pattern: '*.json',
    file: (c) => `cities/${c.code}.json`,
    id: (c) => c.code,
    compare: (a, b) => a.cityId - b.cityId,
  },
  restaurants: {
    pattern: '*/*.json',
    file: (r) => `restaurants/${r.cityCode}/${String(r.id)}.json`,
    id: (r) => String(r.id),
    compare: (a, b) => a.id - b.id,
  },
};

/** A folder's entries in the site's order (a new array). */
export function inCatalogOrder<F extends CatalogFolder>(
  folder: F,
  entries: Iterable<CatalogEntries[F]>,
): CatalogEntries[F][] {
  const { compare } = CATALOG_FOLDERS[folder] as FolderRule<CatalogEntries[F]>;
  return [...entries].sort(compare);
}

/** An entry as its file holds it: two-space JSON with a final newline, keys in their order. */
export const entryFileText = (entry: unknown): string => `${JSON.stringify(entry, null, 2)}\n`;
