/** The bundled offline basemap style (no network): see src/islands/map/basemap.ts. */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { offlineStyle } from '~/islands/map/basemap';

export const GET: APIRoute = async () => {
  const cities = await getCollection('cities');
  const style = offlineStyle(
    cities.map((c) => ({ code: c.data.code, name: c.data.name, boundary: c.data.boundary })),
  );
  return new Response(JSON.stringify(style), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
