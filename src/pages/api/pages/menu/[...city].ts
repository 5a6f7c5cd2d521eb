import { catalog, catalogIndex } from '~/server/catalog';
import { json, methods, notFound } from '~/server/http';

export const prerender = false;

/** Site navigation; `/{cityCode}` must name a known city (the navigation is the same). */
export const ALL = methods({
  GET: ({ params }) => {
    const code = params['city'];
    if (code && !catalogIndex().cityByCode.has(code)) throw notFound('Такого города нет.');
    return json(catalog.navigation, 'catalog');
  },
});
