/** Every product's card picture by slug, for the menu island (src/stores/menu-pictures.ts). */
import type { APIRoute } from 'astro';
import { menuCatalog } from '~/components/menu/catalog';
import { cardPictures } from '~/components/menu/images';

export const GET: APIRoute = async () => {
  const catalog = await menuCatalog();
  const pictures = await cardPictures(
    catalog.products.map((p) => p.slug),
    catalog.uploads,
  );
  return new Response(JSON.stringify(pictures), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
