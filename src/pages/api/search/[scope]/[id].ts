import { jsonText, methods } from '~/server/http';
import { parseQuery } from '~/server/params';
import { resolveScope } from '~/server/scope';
import { searchJson } from '~/server/search';

export const prerender = false;

/** Products and restaurants matching `q` in a city or restaurant, at most 20 of each. */
export const ALL = methods({
  GET: ({ params, url }) => {
    const scope = resolveScope(params['scope'], params['id']);
    return jsonText(searchJson(scope, parseQuery(url.searchParams)), 'catalog');
  },
});
