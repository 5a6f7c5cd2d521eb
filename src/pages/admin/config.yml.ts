/**
 * /admin/config.yml, the editor's config, made at build time: the editorial collections and the
 * catalog's, whose fields come from the schemas and whose product and category options from the
 * catalog as built (src/lib/admin). The same build refuses a catalog whose ids repeat or whose
 * restaurant lies outside its city (src/lib/catalog/integrity.ts): this is the one page that reads
 * the whole catalog, and an editor's mistake should stop the deploy, not reach a visitor.
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { editorConfigYaml } from '~/lib/admin/config';
import editorial from '~/lib/admin/editorial.yml?raw';
import { catalogProblems } from '~/lib/catalog/integrity';

export const prerender = true;

/** The config as YAML. */
export const GET: APIRoute = async () => {
  const [products, categories, restaurants, cities] = await Promise.all([
    getCollection('products'),
    getCollection('categories'),
    getCollection('restaurants'),
    getCollection('cities'),
  ]);
  const catalog = {
    products: products.map((entry) => entry.data),
    categories: categories.map((entry) => entry.data),
    restaurants: restaurants.map((entry) => entry.data),
    cities: cities.map((entry) => entry.data),
  };
  const problems = catalogProblems(catalog);
  if (problems.length > 0) {
    throw new Error(`Каталог не прошёл проверку:\n${problems.map((p) => `— ${p}`).join('\n')}`);
  }
  return new Response(editorConfigYaml(editorial, catalog), {
    headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
  });
};
