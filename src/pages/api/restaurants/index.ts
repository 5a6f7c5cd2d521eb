import { catalogIndex } from '~/server/catalog';
import { jsonAnswer, methods, notFound } from '~/server/http';
import { parseOptionalInt } from '~/server/params';
import { restaurantsAnswer } from '~/server/restaurants';

export const prerender = false;

/** Restaurant pins with features, optionally of one city (`cityId`). */
export const ALL = methods({
  GET: ({ request, url }) => {
    const cityId = parseOptionalInt(url.searchParams, 'cityId', 999_999_999, 'cityId');
    if (cityId !== undefined && !catalogIndex().cityById.has(cityId)) {
      throw notFound('Такого города нет.');
    }
    // isTempClosed follows the clock (a closure begins and ends at local midnight).
    return jsonAnswer(request, restaurantsAnswer(cityId), 'short');
  },
});
