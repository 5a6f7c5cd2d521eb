import { compositionLines } from '~/lib/catalog/composition';
import { catalogIndex } from '~/server/catalog';
import { json, methods, notFound } from '~/server/http';
import { parseId } from '~/server/params';

export const prerender = false;

/** Allergens, composition and nutrition of a product. */
export const ALL = methods({
  GET: ({ params }) => {
    const id = parseId(params['id']);
    const product = id === null ? undefined : catalogIndex().productById.get(id);
    if (!product) throw notFound('Такого блюда нет.');
    return json(
      {
        allergens: product.allergens,
        composition: compositionLines(product.composition),
        nutritionalValue: product.nutrition,
      },
      'catalog',
    );
  },
});
