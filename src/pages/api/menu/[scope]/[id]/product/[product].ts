import { json, methods, notFound } from '~/server/http';
import { findProduct, productDetails } from '~/server/menu';
import { parseContext } from '~/server/params';
import { resolveScope } from '~/server/scope';

export const prerender = false;

/** One product of a city's or restaurant's menu, by id or slug, with offers and combos. */
export const ALL = methods({
  GET: ({ params, url }) => {
    const scope = resolveScope(params['scope'], params['id']);
    const context = parseContext(url.searchParams);
    const idOrSlug = params['product'] ?? '';
    const product = idOrSlug.length <= 100 ? findProduct(scope, idOrSlug) : null;
    if (!product) throw notFound('Такого блюда нет в меню.');
    return json(productDetails(product, scope, context), 'catalog');
  },
});
