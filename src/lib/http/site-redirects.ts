/**
 * Every redirect of the site: the hand-written rules (redirects.ts), and from the embedded catalog
 * the product aliases and the addresses of what is off sale (hidden in /admin). The Node server
 * applies them (scripts/serve.ts) and the Netlify build writes them for its CDN and its function
 * (scripts/netlify-finish.mjs).
 */
import { fileURLToPath } from 'node:url';
import { readCatalogFolder } from '../catalog/read-entry-files.ts';
import type { Category, Product } from '../catalog/schema.ts';
import { hiddenProductIds } from '../catalog/visible.ts';
import { productAliases } from '../menu/aliases.ts';
import { offSaleRedirects } from '../menu/off-sale.ts';
import { REDIRECTS, type RedirectRule } from './redirects.ts';

// Both callers run in Node from the repository, so the catalog's files are read where they lie.
const CATALOG_DIR = fileURLToPath(new URL('../../content/catalog/', import.meta.url));

/** The catalog's rules: aliases of a product on sale, and the addresses of what is off sale. */
export function catalogRedirects(
  categories: readonly Category[],
  products: readonly Product[],
): RedirectRule[] {
  const hidden = hiddenProductIds(products);
  return [
    // A product on sale: its other addresses to its own page (301, for good).
    ...productAliases(
      categories,
      products.filter((product) => !hidden.has(product.id)),
    ),
    // A product or category off sale: its addresses to the menu page nearest it (302, for now).
    ...offSaleRedirects(categories, products),
  ];
}

/** The one list, in the order rules are tried. */
export const SITE_REDIRECTS: readonly RedirectRule[] = [
  ...REDIRECTS,
  ...catalogRedirects(
    readCatalogFolder(CATALOG_DIR, 'categories'),
    readCatalogFolder(CATALOG_DIR, 'products'),
  ),
];
