import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiFetch } from '~/lib/api/http';
import { catalogMenu } from '~/lib/menu/catalog';
import { $city, applyCity } from '~/stores/city';
import {
  $menuCity,
  $menuRestaurant,
  $menuScope,
  connectMenu,
  forgetMenuLocation,
  locateMenu,
  startMenu,
} from '~/stores/menu';
import { $product, clearProduct, loadProduct } from '~/stores/product';
import { loadMenuCatalog, readCatalogText } from './helpers/catalog';

// The first tap on a product asks for the visitor's city and the product before the menu island
// hydrates (src/scripts/menu/first-product.ts); the island's start and the product dialog then ask
// the same and must take those answers, not ask again (issue 44).

const { categories, products, dayParts } = loadMenuCatalog();
const msk = catalogMenu(categories, products, dayParts, 'menu', 'msk');
const moscow: unknown = JSON.parse(readCatalogText('cities/moscow.json'));
const kazan: unknown = JSON.parse(readCatalogText('cities/kazan.json'));

/** A fake API answering by path prefix (a number: that status); records the paths asked. */
function fakeApi(routes: Record<string, () => unknown>): string[] {
  const asked: string[] = [];
  setApiFetch((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://x');
    asked.push(url.pathname);
    const route = Object.keys(routes).find((prefix) => url.pathname.startsWith(prefix));
    const body = route ? routes[route]?.() : { error: { code: 'not_found', message: 'нет' } };
    const status = typeof body === 'number' ? body : route ? 200 : 404;
    return Promise.resolve(Response.json(typeof body === 'number' ? {} : body, { status }));
  });
  return asked;
}

// Stores are shared between test files (vitest.config.ts: isolate false): a page's start.
beforeEach(() => {
  forgetMenuLocation();
  $menuCity.set(null);
  $menuRestaurant.set(null);
});
afterEach(() => {
  setApiFetch();
  clearProduct();
  forgetMenuLocation();
  $city.set(null);
});

const fries = products.find((p) => p.slug === 'fries');
const details = {
  ...msk.products[String(fries?.id)],
  detailText: 'Картофель фри',
  composition: ['картофель'],
  nutrition: fries?.nutrition,
  containedIn: [],
};

describe('the menu’s city, asked once per page', () => {
  it('is asked again when nobody could tell it, and after a change of city', async () => {
    let city: unknown = 500;
    const asked = fakeApi({ '/api/city/get': () => city });
    const times = (): number => asked.filter((path) => path === '/api/city/get').length;
    await locateMenu();
    expect($menuScope.get()).toBeNull();
    const unanswered = times();
    city = moscow;
    await locateMenu();
    expect(times()).toBe(unanswered + 1);
    expect($menuCity.get()?.code).toBe('moscow');

    // The island's start takes the first tap's answer.
    await locateMenu();
    expect(times()).toBe(unanswered + 1);

    city = kazan;
    $city.set({ code: 'moscow', cityId: 1, name: 'Москва' });
    await applyCity({ code: 'kazan', cityId: 5, name: 'Казань' });
    const changed = times();
    await locateMenu();
    expect(times()).toBe(changed + 1);
    expect($menuCity.get()?.code).toBe('kazan');
  });

  it('the island’s start loads the menu of the city the first tap found, without asking again', async () => {
    startMenu({ context: 'menu', data: msk, slug: null, showAll: true });
    const asked = fakeApi({
      '/api/city/get': () => moscow,
      '/api/loyalty/config': () => ({ awarding_rules: [] }),
      '/api/menu/city/': () => ({ ...msk, schedule: { ...msk.schedule, active: 'main' } }),
    });
    // The first tap asked (or an earlier start did).
    await locateMenu();
    const before = asked.filter((path) => path === '/api/city/get').length;
    await connectMenu();
    expect(asked.filter((path) => path === '/api/city/get')).toHaveLength(before);
    expect(asked).toContain(`/api/menu/city/${String($menuCity.get()?.cityId)}`);
  });
});

describe('the product, asked once per opening', () => {
  it('the dialog’s request is the first tap’s, still loading or answered', async () => {
    const asked = fakeApi({ '/api/menu/city/1/product/fries': () => details });
    const first = loadProduct({ cityId: 1 }, 'fries', { offerId: null });
    const again = loadProduct({ cityId: 1 }, 'fries', { offerId: null });
    expect(again).toBe(first);
    expect($product.get().loading).toBe(true);
    await first;
    const shown = $product.get();
    expect(shown.product?.slug).toBe('fries');
    await loadProduct({ cityId: 1 }, 'fries', { offerId: null });
    expect($product.get()).toBe(shown);
    expect(asked).toHaveLength(1);
  });

  it('another product, another scope or a new opening asks again', async () => {
    const asked = fakeApi({ '/api/menu/': () => details });
    await loadProduct({ cityId: 1 }, 'fries');
    await loadProduct({ cityId: 2 }, 'fries');
    await loadProduct({ cityId: 2 }, 'fries', { type: 'delivery' });
    clearProduct();
    await loadProduct({ cityId: 2 }, 'fries', { type: 'delivery' });
    expect(asked).toHaveLength(4);
  });
});
