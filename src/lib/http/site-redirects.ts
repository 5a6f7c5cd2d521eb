/**
 * Every redirect of the site: the hand-written rules (redirects.ts) and the product aliases built
 * from the embedded catalog. The Node server applies them (scripts/serve.ts) and the Netlify build
 * writes them for its CDN and its function (scripts/netlify-finish.mjs).
 */
import categories from '../../content/catalog/categories.json' with { type: 'json' };
import products from '../../content/catalog/products.json' with { type: 'json' };
import { productAliases } from '../menu/aliases.ts';
import { REDIRECTS, type RedirectRule } from './redirects.ts';

/** The one list, in the order rules are tried. */
export const SITE_REDIRECTS: readonly RedirectRule[] = [
  ...REDIRECTS,
  ...productAliases(categories, products),
];
