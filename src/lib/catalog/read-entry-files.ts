/**
 * Reads a catalog folder of entry files from disk, for what runs in Node without Vite (the
 * server's redirects, the scripts, the tests); the site's pages and the API bundle the files
 * through their own loaders instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inCatalogOrder, type CatalogEntries, type CatalogFolder } from './entry-files.ts';

/** One entry file: its path inside the catalog directory and its parsed, unchecked JSON. */
export interface EntryFile {
  file: string;
  data: unknown;
}

/** Every JSON file of a folder with its path, sorted by path (subfolders included). */
export function readEntryFiles(catalogDir: string, folder: CatalogFolder): EntryFile[] {
  return readdirSync(join(catalogDir, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(folder, name).replaceAll('\\', '/'))
    .sort()
    .map((file): EntryFile => {
      const data: unknown = JSON.parse(readFileSync(join(catalogDir, file), 'utf8'));
      return { file, data };
    });
}

/** A folder's entries, unchecked (the catalog tests check them), in the site's order. */
export function readCatalogFolder<F extends CatalogFolder>(
  catalogDir: string,
  folder: F,
): CatalogEntries[F][] {
  const entries = readEntryFiles(catalogDir, folder).map((e) => e.data as CatalogEntries[F]);
  return inCatalogOrder(folder, entries);
}
