/**
 * Deterministic catalog generator: `node scripts/catalog/generate.ts [outDir]`.
 * Builds every catalog file from the hand-written sources with seeded PRNGs,
 * validates each with its zod schema and writes pretty JSON (default: src/content/catalog).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { z } from 'astro/zod';
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
  type Agreements,
} from '../../src/lib/catalog/schema.ts';
import { buildCities } from './build/cities.ts';
import { buildMenu } from './build/menu.ts';
import { buildRestaurants } from './build/restaurants.ts';
import { features } from './sources/features.ts';
import { searchWords } from './sources/search.ts';
import { agreement, regionalOffices } from './sources/site/agreements.ts';
import { navigation } from './sources/site/navigation.ts';
import { alert, dayParts, loyalty, smartlinks } from './sources/site/misc.ts';

/** The size label rule used by the site: sizeName, else volumeName, else flavorName, else servingSizeName. */
export { sizeLabel } from '../../src/lib/catalog/size-label.ts';

/** Default output directory. */
export const DEFAULT_OUT_DIR = fileURLToPath(
  new URL('../../src/content/catalog/', import.meta.url),
);

interface CatalogFile {
  name: string;
  schema: z.ZodType;
  data: unknown;
}

/** Build every catalog file in memory (not yet validated). */
export function buildCatalog(): CatalogFile[] {
  const cities = buildCities();
  const { products, categories } = buildMenu();
  const restaurants = buildRestaurants(cities, products);
  const agreements: Agreements = { default: agreement(null, null) };
  for (const city of cities)
    agreements[city.code] = agreement(city.nameLocative, regionalOffices[city.code] ?? null);
  return [
    { name: 'cities.json', schema: citiesFileSchema, data: cities },
    { name: 'restaurants.json', schema: restaurantsFileSchema, data: restaurants },
    { name: 'features.json', schema: featuresFileSchema, data: features },
    { name: 'categories.json', schema: categoriesFileSchema, data: categories },
    { name: 'products.json', schema: productsFileSchema, data: products },
    { name: 'dayparts.json', schema: dayPartsFileSchema, data: dayParts },
    { name: 'loyalty.json', schema: loyaltySchema, data: loyalty },
    { name: 'navigation.json', schema: navigationSchema, data: navigation },
    { name: 'agreements.json', schema: agreementsSchema, data: agreements },
    { name: 'alert.json', schema: alertSchema, data: alert },
    { name: 'smartlinks.json', schema: smartlinksSchema, data: smartlinks },
    { name: 'search-words.json', schema: searchWordsSchema, data: searchWords },
  ];
}

/** Validate every file and return its serialized text; throws with all issues on failure. */
/** Russian typography in every text: a non-breaking space binds each dash to the word before. */
const bindDashes = (_key: string, value: unknown): unknown =>
  typeof value === 'string' ? value.replaceAll(' \u2014', '\u00a0\u2014') : value;

export function renderCatalog(files: readonly CatalogFile[]): Map<string, string> {
  const out = new Map<string, string>();
  const errors: string[] = [];
  for (const file of files) {
    const result = file.schema.safeParse(file.data);
    if (result.success) out.set(file.name, `${JSON.stringify(result.data, bindDashes, 2)}\n`);
    else
      errors.push(
        `${file.name}:\n${result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
      );
  }
  if (errors.length > 0) throw new Error(`Catalog validation failed:\n${errors.join('\n')}`);
  return out;
}

/** Generate, validate and write the catalog into outDir; returns the written file names. */
export function writeCatalog(outDir: string = DEFAULT_OUT_DIR): string[] {
  const rendered = renderCatalog(buildCatalog());
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of rendered) writeFileSync(resolve(outDir, name), text);
  return [...rendered.keys()];
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(resolve(entry)).href) {
  const outDir = process.argv[2] === undefined ? DEFAULT_OUT_DIR : resolve(process.argv[2]);
  try {
    const names = writeCatalog(outDir);
    console.log(`catalog: wrote ${names.length} files to ${outDir}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
