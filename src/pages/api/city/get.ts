import { json, methods } from '~/server/http';
import { visitorCity } from '~/server/cities';
import { visitorGeo } from '~/server/visitor-geo';

export const prerender = false;

/** The visitor's city: the `city` cookie, else the city of the visitor's IP, else Moscow. */
export const ALL = methods({
  GET: async (context) =>
    json(visitorCity(context.request.headers, await visitorGeo(context)), 'private'),
});
