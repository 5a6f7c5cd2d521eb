import { jsonAnswer, methods } from '~/server/http';
import { parseQuery } from '~/server/params';
import { resolveScope } from '~/server/scope';
import { searchAnswer } from '~/server/search';

export const prerender = false;

/** Products and restaurants matching `q` in a city or restaurant, at most 20 of each. */
export const ALL = methods({
  GET: ({ params, request, url }) => {
    const scope = resolveScope(params['scope'], params['id']);
    // A restaurant's isTempClosed follows the clock (a closure begins and ends at local midnight).
    return jsonAnswer(request, searchAnswer(scope, parseQuery(url.searchParams)), 'short');
  },
});
