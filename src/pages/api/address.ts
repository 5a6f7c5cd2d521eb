import { json, methods } from '~/server/http';
import { visitorGeo } from '~/server/visitor-geo';

export const prerender = false;

/** The visitor's approximate coordinates (Netlify's geo header, or the IP database); `{}` when unknown. */
export const ALL = methods({
  GET: async (context) => json((await visitorGeo(context)) ?? {}, 'private'),
});
