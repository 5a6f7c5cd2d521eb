import { cityNear } from '~/server/cities';
import { json, methods, notFound } from '~/server/http';
import { parseLatLong } from '~/server/params';

export const prerender = false;

/** The city whose boundary holds the point, else the nearest within 150 km, else 404. */
export const ALL = methods({
  GET: ({ url }) => {
    const { lat, long } = parseLatLong(url.searchParams);
    const city = cityNear(lat, long);
    if (!city) throw notFound('Рядом с этой точкой нет наших городов.');
    return json(city, 'catalog');
  },
});
