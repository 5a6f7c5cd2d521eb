import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_FOLDERS, entryFileText, type CatalogFolder } from '~/lib/catalog/entry-files';
import { readEntryFiles } from '~/lib/catalog/read-entry-files';
import {
  agreementsSchema,
  alertSchema,
  dayPartsFileSchema,
  featuresFileSchema,
  loyaltySchema,
  navigationSchema,
  searchWordsSchema,
  smartlinksSchema,
} from '~/lib/catalog/schema';
import { CATALOG_DIR, FOLDER_SCHEMAS, loadCatalogFolder, readCatalogText } from './helpers/catalog';

/** The catalog's single-object files, each with its schema. */
const SINGLE_FILES = {
  'features.json': featuresFileSchema,
  'dayparts.json': dayPartsFileSchema,
  'loyalty.json': loyaltySchema,
  'navigation.json': navigationSchema,
  'agreements.json': agreementsSchema,
  'alert.json': alertSchema,
  'smartlinks.json': smartlinksSchema,
  'search-words.json': searchWordsSchema,
} as const;

const FOLDERS = Object.keys(CATALOG_FOLDERS) as CatalogFolder[];

describe('catalog files', () => {
  it('holds the single files and the four folders of entry files, nothing else', () => {
    const onDisk = readdirSync(CATALOG_DIR).sort();
    expect(onDisk).toEqual([...Object.keys(SINGLE_FILES), ...FOLDERS].sort());
  });

  it('checks every single file with its schema, pretty-printed with a final newline', () => {
    for (const [name, schema] of Object.entries(SINGLE_FILES)) {
      const text = readCatalogText(name);
      expect(schema.safeParse(JSON.parse(text)).success, name).toBe(true);
      expect(text, name).toBe(entryFileText(JSON.parse(text)));
    }
  });

  it.each(FOLDERS)('checks every file of %s with its schema, pretty-printed', (folder) => {
    const files = readEntryFiles(CATALOG_DIR, folder);
    expect(files.length).toBeGreaterThan(0);
    const result = FOLDER_SCHEMAS[folder].safeParse(files.map((f) => f.data));
    expect(result.error?.issues.map((i) => `${files[Number(i.path[0])]?.file}: ${i.message}`)).toBe(
      undefined,
    );
    for (const { file, data } of files)
      expect(readCatalogText(file), file).toBe(entryFileText(data));
  });

  it.each(FOLDERS)('names each file of %s by its entry (slug, code, city and id)', (folder) => {
    const { file: fileOf } = CATALOG_FOLDERS[folder] as { file: (entry: unknown) => string };
    for (const { file, data } of readEntryFiles(CATALOG_DIR, folder))
      expect(fileOf(data)).toBe(file);
  });

  it.each(FOLDERS)('gives each entry of %s its own collection id and place in order', (folder) => {
    const rule = CATALOG_FOLDERS[folder] as {
      id: (entry: unknown) => string;
      compare: (a: unknown, b: unknown) => number;
    };
    const entries = loadCatalogFolder(folder);
    expect(new Set(entries.map(rule.id)).size).toBe(entries.length);
    // No two entries tie in the order, so the site's lists do not depend on how files are read.
    for (let i = 1; i < entries.length; i++) {
      expect(rule.compare(entries[i - 1], entries[i]), rule.id(entries[i])).toBeLessThan(0);
    }
  });
});

describe('catalog references', () => {
  const products = loadCatalogFolder('products');
  const categories = loadCatalogFolder('categories');
  const productIds = new Set(products.map((p) => p.id));
  const categoryIds = new Set(categories.map((c) => c.id));

  it('has unique product and category slugs', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
  });

  it('names only existing products and categories from a category', () => {
    for (const c of categories) {
      for (const id of c.products)
        expect(productIds.has(id), `${c.slug}: product ${id}`).toBe(true);
      for (const id of c.subcategories) expect(categoryIds.has(id), `${c.slug}: ${id}`).toBe(true);
      if (c.parentId !== null) expect(categoryIds.has(c.parentId), c.slug).toBe(true);
    }
  });

  it('names only existing categories and combos from a product', () => {
    for (const p of products) {
      for (const id of p.categoryIds) expect(categoryIds.has(id), `${p.slug}: ${id}`).toBe(true);
      for (const id of p.containedIn) expect(productIds.has(id), `${p.slug}: ${id}`).toBe(true);
    }
  });

  it('stop-lists only existing products in every restaurant', () => {
    for (const r of loadCatalogFolder('restaurants')) {
      for (const id of r.stopList) expect(productIds.has(id), `${r.id}: ${id}`).toBe(true);
    }
  });
});
