/** The tray's data (src/lib/tray/data.ts): offers, prices by zone, nutrition, allergens, combos. */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { menuCatalog } from '~/components/menu/catalog';
import { buildTrayData } from '~/lib/tray/data';

export const GET: APIRoute = async () => {
  const catalog = await menuCatalog();
  const cities = (await getCollection('cities')).map((entry) => entry.data);
  const data = buildTrayData(catalog.products, catalog.categories, cities, catalog.dayParts);
  return new Response(JSON.stringify(data), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
