import { catalog } from '~/server/catalog';
import { json, methods, notFound } from '~/server/http';

export const prerender = false;

/** Short-link targets of one folder: code → long link. */
export const ALL = methods({
  GET: ({ params }) => {
    const folder = params['path'] ?? '';
    const links = /^[a-z0-9-]{1,64}$/.test(folder)
      ? Object.hasOwn(catalog.smartlinks, folder)
        ? catalog.smartlinks[folder]
        : undefined
      : undefined;
    if (!links) throw notFound('Такой группы ссылок нет.');
    return json(links, 'catalog');
  },
});
