/**
 * Every redirect of the site: the hand-written rules (redirects.ts) and the product aliases built
 * from the embedded catalog. The Node server applies them (scripts/serve.ts) and the Netlify build
 * writes them for its CDN and its function (scripts/netlify-finish.mjs).
 */
import { fileURLToPath } from 'node:url';
import { readCatalogFolder } from '../catalog/read-entry-files.ts';
import { productAliases } from '../menu/aliases.ts';
import { REDIRECTS, type RedirectRule } from './redirects.ts';

// Both callers run in Node from the repository, so the catalog's files are read where they lie.
const CATALOG_DIR = fileURLToPath(new URL('../../content/catalog/', import.meta.url));

/** The one list, in the order rules are tried. */
export const SITE_REDIRECTS: readonly RedirectRule[] = [
  ...REDIRECTS,
  ...productAliases(
    readCatalogFolder(CATALOG_DIR, 'categories'),
    // A hidden product has no page to send its other addresses to: they answer 404.
    readCatalogFolder(CATALOG_DIR, 'products').filter((product) => product.hidden !== true),
  ),
];
