/**
 * A product is in the categories its «Категории» names, as an editor expects on creating it: the
 * category's own list gives the order, and a product it does not list yet comes last, there and in
 * the parent of a subcategory; the committed catalog, whose lists agree, is left as it is.
 */
import { describe, expect, it } from 'vitest';
import type { Category, Product } from '~/lib/catalog/schema';
import { categoriesWithMembers, visibleCatalog } from '~/lib/catalog/visible';
import { catalogMenu, categoryProducts } from '~/lib/menu/catalog';
import { catalogForEditor } from './helpers/editor-config';

const catalog = catalogForEditor() as unknown as { products: Product[]; categories: Category[] };
const category = (slug: string) => catalog.categories.find((c) => c.slug === slug) as Category;
const cola = catalog.products.find((p) => p.slug === 'cola') as Product;
const burger = catalog.products.find((p) => p.slug === 'big-hit') as Product;

/** A product as an editor creates it in /admin: a new number and slug, listed in no category. */
const created = (from: Product, categoryIds: number[]): Product => ({
  ...from,
  id: 5999,
  slug: 'new-lemonade',
  name: 'Новый лимонад',
  categoryIds,
});

describe('a product an editor creates', () => {
  it('is last in the category it names, and in that category’s parent', () => {
    const soda = category('soda');
    const lemonade = created(cola, [soda.id]);
    const members = categoriesWithMembers(catalog.categories, [...catalog.products, lemonade]);
    const of = (slug: string) => members.find((c) => c.slug === slug)?.products;
    expect(of('soda')).toEqual([...soda.products, lemonade.id]);
    expect(of('cold-drinks')).toEqual([...category('cold-drinks').products, lemonade.id]);
    expect(of('burgers')).toEqual(category('burgers').products);
  });

  it('is a card of the menu the pages and the API are made of', () => {
    const lemonade = created(cola, [category('soda').id]);
    const visible = visibleCatalog([...catalog.products, lemonade], catalog.categories);
    const menu = catalogMenu(visible.categories, visible.products, [], 'menu');
    for (const slug of ['soda', 'cold-drinks']) {
      const shown = menu.categories.find((c) => c.slug === slug);
      expect(shown && categoryProducts(shown, menu.products).at(-1)?.name, slug).toBe(
        'Новый лимонад',
      );
    }
  });

  it('keeps the place an editor gave it in a category’s list', () => {
    const burgers = category('burgers');
    const listed = {
      ...burgers,
      products: [burgers.products[0] ?? 0, 5999, ...burgers.products.slice(1)],
    };
    const members = categoriesWithMembers(
      catalog.categories.map((c) => (c.id === burgers.id ? listed : c)),
      [...catalog.products, created(burger, [burgers.id])],
    );
    expect(members.find((c) => c.id === burgers.id)?.products).toEqual(listed.products);
  });
});

it('follows a loop of parents an editor made only once round', () => {
  const [soda, juice] = [category('soda'), category('juice-and-water')];
  const looped = catalog.categories.map((c) =>
    c.id === soda.id
      ? { ...c, parentId: juice.id }
      : c.id === juice.id
        ? { ...c, parentId: soda.id }
        : c,
  );
  const members = categoriesWithMembers(looped, catalog.products);
  expect(members.find((c) => c.id === soda.id)?.products).toEqual([
    ...soda.products,
    ...juice.products,
  ]);
});

it('leaves the committed catalog as it is: its lists already hold every product they name', () => {
  const members = categoriesWithMembers(catalog.categories, catalog.products);
  members.forEach((c, i) => expect(c, c.slug).toBe(catalog.categories[i]));
});
