/** One city's restaurants for the locator island (pre-rendered JSON, CDN-cached). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { toLocatorCity, toLocatorRestaurant, type LocatorData } from '~/lib/restaurants/data';

export const getStaticPaths = (async () => {
  const cities = await getCollection('cities');
  return cities.map((c) => ({ params: { city: c.id } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const cities = await getCollection('cities');
  const city = cities.find((c) => c.id === params.city);
  if (!city) return new Response(null, { status: 404 });
  const restaurants = await getCollection('restaurants', (r) => r.data.cityCode === city.id);
  const features = await getCollection('features');
  const data: LocatorData = {
    city: toLocatorCity(city.data),
    features: features.map((f) => ({ code: f.data.code, name: f.data.name })),
    restaurants: restaurants.map((r) => toLocatorRestaurant(r.data)).sort((a, b) => a.id - b.id),
  };
  return new Response(JSON.stringify(data), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
