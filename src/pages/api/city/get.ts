import { json, methods } from '~/server/http';
import { visitorCity } from '~/server/cities';

export const prerender = false;

/** The visitor's city: the `city` cookie, else the CDN's geo headers, else Moscow. */
export const ALL = methods({ GET: ({ request }) => json(visitorCity(request.headers), 'private') });
