import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { editorConfigYaml } from '~/lib/admin/config';
import type { CatalogForEditor } from '~/lib/admin/catalog-collections';
import type { CatalogToCheck } from '~/lib/catalog/integrity';
import { CATALOG_DIR } from './catalog';

/** A catalog kind's entries: its folder of one file per entry (item 1), else its old single file. */
function entries(kind: string): unknown[] {
  const folder = path.join(CATALOG_DIR, kind);
  if (!existsSync(folder)) return JSON.parse(readFileSync(`${folder}.json`, 'utf8')) as unknown[];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as unknown);
}

/** The committed catalog as the editor's config reads it. */
export function catalogForEditor(): CatalogForEditor & CatalogToCheck {
  return {
    products: entries('products'),
    categories: entries('categories'),
    restaurants: entries('restaurants'),
    cities: entries('cities'),
  } as CatalogForEditor & CatalogToCheck;
}

/** The YAML text of /admin/config.yml as the build makes it. */
export const editorConfigText = (): string =>
  editorConfigYaml(readFileSync('src/lib/admin/editorial.yml', 'utf8'), catalogForEditor());

/** /admin/config.yml, parsed. */
export const editorConfig = (): Record<string, unknown> & {
  collections: Record<string, unknown>[];
} =>
  parse(editorConfigText()) as Record<string, unknown> & { collections: Record<string, unknown>[] };
