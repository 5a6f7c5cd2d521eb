import { geoFromHeaders } from '~/server/cities';
import { json, methods } from '~/server/http';

export const prerender = false;

/** The visitor's approximate coordinates from the CDN's geo headers; `{}` when unknown. */
export const ALL = methods({
  GET: ({ request }) => json(geoFromHeaders(request.headers) ?? {}, 'private'),
});
