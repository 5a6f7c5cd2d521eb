import { describe, expect, it } from 'vitest';
import {
  holdsCategory,
  menuOfProducts,
  menuSeed,
  provideMenuSeed,
  type MenuSeed,
} from '../../src/lib/menu/seed.ts';
import type { MenuData, MenuProduct } from '../../src/lib/menu/types.ts';

const seed = (name: string): MenuSeed => ({
  data: {
    categories: [],
    products: {},
    schedule: { dayParts: [], active: null },
  },
  pictures: { [name]: { src: `/${name}.webp`, srcset: '', size: 160 } },
});

describe('menu seed', () => {
  it('hands the page being rendered its seed, as often as the renderer asks', () => {
    const burgers = seed('burger');
    provideMenuSeed('/menu/burgers', burgers);
    expect(menuSeed('/menu/burgers')).toBe(burgers);
    expect(menuSeed('/menu/burgers')).toBe(burgers);
  });

  it('keeps only the page being rendered and refuses another address', () => {
    provideMenuSeed('/menu/burgers', seed('burger'));
    provideMenuSeed('/menu/desserts', seed('pie'));
    expect(() => menuSeed('/menu/burgers')).toThrow('No menu seed for /menu/burgers');
    expect(menuSeed('/menu/desserts').pictures['pie']?.src).toBe('/pie.webp');
  });

  it('writes JSON that cannot end its <script> early', () => {
    const text = provideMenuSeed('/menu', seed('</script><script>alert(1)</script><!--'));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(seed('</script><script>alert(1)</script><!--'));
  });
});

const product = (id: number): MenuProduct => ({
  id,
  slug: `p${id}`,
  name: `P${id}`,
  categoryIds: [],
  parentCategoryId: 1,
  parentCategorySlug: 'burgers',
  weight: 100,
  stickers: [],
  dayParts: ['main'],
  diet: { vegetarian: false, vegan: false },
  available: true,
  offers: [],
  allergens: { contains: [], mayContain: [] },
});

/** Burgers (1, 2), drinks (3) with a subcategory cold drinks (4). */
const menu: MenuData = {
  categories: [
    {
      id: 1,
      name: 'Бургеры',
      slug: 'burgers',
      parentId: null,
      sort: 1,
      subcategories: [],
      products: [1, 2],
    },
    {
      id: 2,
      name: 'Напитки',
      slug: 'drinks',
      parentId: null,
      sort: 2,
      subcategories: [3],
      products: [3],
    },
    {
      id: 3,
      name: 'Холодные',
      slug: 'cold',
      parentId: 2,
      sort: 1,
      subcategories: [],
      products: [4],
    },
  ],
  products: Object.fromEntries([1, 2, 3, 4].map((id) => [String(id), product(id)])),
  schedule: { dayParts: [], active: null },
};

describe("a category page's seed", () => {
  it('keeps the products asked for and the whole category list', () => {
    const burgers = menuOfProducts(menu, [1, 2]);
    expect(Object.keys(burgers.products)).toEqual(['1', '2']);
    expect(burgers.categories).toBe(menu.categories);
    expect(burgers.schedule).toBe(menu.schedule);
  });

  it('says which categories it can show in place, subcategories included', () => {
    const burgers = menuOfProducts(menu, [1, 2]);
    expect(holdsCategory(burgers, 'burgers')).toBe(true);
    expect(holdsCategory(burgers, 'drinks')).toBe(false);
    expect(holdsCategory(menuOfProducts(menu, [3]), 'drinks')).toBe(false);
    expect(holdsCategory(menuOfProducts(menu, [3, 4]), 'drinks')).toBe(true);
    expect(holdsCategory(menuOfProducts(menu, [4]), 'cold')).toBe(true);
    expect(holdsCategory(menu, 'no-such-category')).toBe(false);
  });
});
