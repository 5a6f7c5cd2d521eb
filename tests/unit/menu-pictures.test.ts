import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiFetch } from '~/lib/api/http';
import { catalogMenu } from '~/lib/menu/catalog';
import { menuOfProducts } from '~/lib/menu/seed';
import type { Picture, Pictures } from '~/lib/menu/types';
import { $menu, connectMenu, startMenu } from '~/stores/menu';
import {
  $menuPictures,
  loadMenuPictures,
  setMenuPicturesLoader,
  startMenuPictures,
} from '~/stores/menu-pictures';
import { loadMenuCatalog, readCatalogText } from './helpers/catalog';

const { categories, products, dayParts } = loadMenuCatalog();
const msk = catalogMenu(categories, products, dayParts, 'menu', 'msk');
const picture = (slug: string): Picture => ({ src: `/${slug}.webp`, srcset: '', size: 160 });
const everyPicture: Pictures = Object.fromEntries(products.map((p) => [p.slug, picture(p.slug)]));
const burgers = menuOfProducts(
  msk,
  msk.categories.find((c) => c.slug === 'burgers')?.products ?? [],
);
const burgerPictures = Object.fromEntries(
  Object.values(burgers.products).map((p) => [p.slug, picture(p.slug)]),
);

beforeEach(() => {
  setMenuPicturesLoader(() => Promise.resolve(everyPicture));
  startMenuPictures(burgerPictures);
});
afterEach(() => {
  setMenuPicturesLoader();
  setApiFetch();
});

describe('menu pictures', () => {
  it('starts from the page’s own pictures and loads the rest once', async () => {
    const loader = vi.fn(() => Promise.resolve(everyPicture));
    setMenuPicturesLoader(loader);
    expect(Object.keys($menuPictures.get())).toHaveLength(Object.keys(burgerPictures).length);
    expect(await loadMenuPictures()).toBe(true);
    expect(await loadMenuPictures()).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
    expect($menuPictures.get()).toEqual(everyPicture);
  });

  it('keeps the page’s pictures when the load fails, and tries again next time', async () => {
    const loader = vi
      .fn<() => Promise<Pictures>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(everyPicture);
    setMenuPicturesLoader(loader);
    expect(await loadMenuPictures()).toBe(false);
    expect($menuPictures.get()).toEqual(burgerPictures);
    expect(await loadMenuPictures()).toBe(true);
    expect(loader).toHaveBeenCalledTimes(2);
    expect($menuPictures.get()).toEqual(everyPicture);
  });

  it('the visitor’s whole menu is shown with every picture, not before they have come', async () => {
    const moscow: unknown = JSON.parse(readCatalogText('cities/moscow.json'));
    setApiFetch((input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'http://x')
        .pathname;
      const body = path.startsWith('/api/city/get')
        ? moscow
        : path.startsWith('/api/menu/city/')
          ? { ...msk, schedule: { ...msk.schedule, active: 'main' } }
          : { awarding_rules: [] };
      return Promise.resolve(Response.json(body));
    });
    const pending: { arrive?: (pictures: Pictures) => void } = {};
    setMenuPicturesLoader(() => new Promise((resolve) => (pending.arrive = resolve)));
    startMenu({ context: 'menu', data: burgers, slug: 'burgers', showAll: false });
    const connected = connectMenu();
    await vi.waitFor(() => expect(pending.arrive).toBeDefined());
    // The menu has come by now (the fake API answers at once); the pictures have not.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($menu.get().data).toBe(burgers);
    pending.arrive?.(everyPicture);
    await connected;
    const shown = Object.values($menu.get().data?.products ?? {});
    expect(shown.length).toBeGreaterThan(Object.keys(burgers.products).length);
    expect(shown.every((p) => p.slug in $menuPictures.get())).toBe(true);
  });
});
