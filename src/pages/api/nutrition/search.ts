import { catalog, catalogIndex, defaultCity } from '~/server/catalog';
import { json, methods } from '~/server/http';
import { menuProduct } from '~/server/menu';
import { parseQuery } from '~/server/params';
import { searchProducts } from '~/server/search';

export const prerender = false;

/** Products for the nutrition page: all of them for an empty query, else the best matches. */
export const ALL = methods({
  GET: ({ url }) => {
    const q = parseQuery(url.searchParams);
    const scope = { city: defaultCity() };
    const { productById } = catalogIndex();
    const found = q
      ? searchProducts(scope, q).flatMap((hit) => productById.get(hit.id) ?? [])
      : catalog.products;
    return json(
      { products: found.map((product) => menuProduct(product, scope, 'restaurant')) },
      'catalog',
    );
  },
});
