import { jsonAnswer, methods } from '~/server/http';
import { parseLatLong, parseOptionalInt } from '~/server/params';
import { NEAR_DEFAULT, NEAR_MAX, nearAnswer } from '~/server/restaurants';

export const prerender = false;

/** Restaurants nearest to `lat`/`long`, nearest first, with distance in metres (`limit` ≤ 50). */
export const ALL = methods({
  GET: ({ request, url }) => {
    const { lat, long } = parseLatLong(url.searchParams);
    const limit = parseOptionalInt(url.searchParams, 'limit', NEAR_MAX, 'limit') ?? NEAR_DEFAULT;
    // isTempClosed follows the clock (a closure begins and ends at local midnight).
    return jsonAnswer(request, nearAnswer(lat, long, limit), 'short');
  },
});
