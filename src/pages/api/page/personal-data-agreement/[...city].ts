import { catalog, catalogIndex } from '~/server/catalog';
import { json, methods, notFound } from '~/server/http';

export const prerender = false;

/** The personal-data agreement of a city (or the default one). */
export const ALL = methods({
  GET: ({ params }) => {
    const code = params['city'];
    if (code && !catalogIndex().cityByCode.has(code)) throw notFound('Такого города нет.');
    const page = (code ? catalog.agreements[code] : undefined) ?? catalog.agreements['default'];
    if (!page) throw notFound('Текст соглашения не найден.');
    return json(page, 'catalog');
  },
});
