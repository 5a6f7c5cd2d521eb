import { jsonAnswer, methods } from '~/server/http';
import { menuAnswer } from '~/server/menu';
import { parseContext, parseMeal } from '~/server/params';
import { resolveScope } from '~/server/scope';

export const prerender = false;

/** The menu of a city or restaurant: `type=delivery` for delivery prices, `meal` for a day part. */
export const ALL = methods({
  GET: ({ params, request, url }) => {
    const scope = resolveScope(params['scope'], params['id']);
    const context = parseContext(url.searchParams);
    const meal = parseMeal(url.searchParams);
    return jsonAnswer(request, menuAnswer(scope, context, meal), 'short');
  },
});
