import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiFetch } from '~/lib/api/http';
import { catalogMenu } from '~/lib/menu/catalog';
import { dayPartMenu } from '~/lib/menu/day-part';
import type { MenuData } from '~/lib/menu/types';
import {
  $menu,
  $menuCategory,
  $menuCity,
  $menuPath,
  $menuSections,
  chooseDayPart,
  connectMenu,
  selectCategory,
  setMenuFilter,
  showProductInAddress,
  startMenu,
} from '~/stores/menu';
import {
  $offer,
  $product,
  $productPrice,
  clearProduct,
  loadProduct,
  setOffer,
} from '~/stores/product';
import { parseFilter } from '~/lib/menu/filter';
import { applyCity } from '~/stores/city';
import { loadMenuCatalog, readCatalogText } from './helpers/catalog';

const { categories, products, dayParts } = loadMenuCatalog();
const msk = catalogMenu(categories, products, dayParts, 'menu', 'msk');
const spb = catalogMenu(categories, products, dayParts, 'menu', 'spb');

/** A fake API: answers by path; records the URLs asked. */
function fakeApi(routes: Record<string, (url: URL) => unknown>) {
  const urls: URL[] = [];
  const fn = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://x');
    urls.push(url);
    const route = Object.keys(routes).find((prefix) => url.pathname.startsWith(prefix));
    const status = route ? 200 : 404;
    const body = route ? routes[route]?.(url) : { error: { code: 'nf', message: 'нет' } };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: body === 500 ? 500 : status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  setApiFetch(fn);
  return urls;
}

const moscow: unknown = JSON.parse(readCatalogText('cities/moscow.json'));
const city = (): unknown => moscow;
const kazan: unknown = JSON.parse(readCatalogText('cities/kazan.json'));

function start(data: MenuData = msk, slug: string | null = null): void {
  startMenu({ context: 'menu', data, slug, showAll: slug === null });
}

beforeEach(() => start());
afterEach(() => setApiFetch());

describe('menu store: categories', () => {
  it('chooses the category by slug, else the first, and rewrites the address', () => {
    expect($menuCategory.get().category?.slug).toBe('burgers');
    expect($menuPath.get()).toBe('/menu');
    selectCategory('soda');
    expect($menuCategory.get().category?.slug).toBe('cold-drinks');
    expect($menuCategory.get().subcategory?.slug).toBe('soda');
    expect($menuPath.get()).toBe('/menu/soda');
    showProductInAddress('cola');
    expect($menuPath.get()).toBe('/menu/cold-drinks/cola');
  });

  it('a product page keeps its address when its product is not in the current day part', () => {
    const main = dayPartMenu(msk, 'main');
    const breakfastOnly = products.find((p) => p.dayParts.join() === 'breakfast');
    if (!breakfastOnly) throw new Error('No breakfast-only product');
    startMenu({
      context: 'menu',
      data: main,
      slug: 'breakfast',
      showAll: false,
      productSlug: breakfastOnly.slug,
    });
    expect($menuPath.get()).toBe(`/menu/breakfast/${breakfastOnly.slug}`);
    selectCategory('burgers');
    expect($menuPath.get()).toBe('/menu/burgers');
  });

  it('a category with neither products nor subcategories is the error state', () => {
    const broken: MenuData = {
      ...msk,
      categories: msk.categories.map((c) =>
        c.slug === 'salads' ? { ...c, products: [], subcategories: [] } : c,
      ),
    };
    start(broken, 'salads');
    expect($menu.get().error).toBe('empty');
    selectCategory('burgers');
    expect($menu.get().error).toBeNull();
  });

  it('filters sections and counts hidden products', () => {
    selectCategory('burgers');
    const all = $menuSections.get().sections[0]?.products.length ?? 0;
    setMenuFilter(parseFilter('diet=vegetarian'));
    const { sections, hidden } = $menuSections.get();
    expect(sections[0]?.products.map((p) => p.slug)).toEqual(['veggie-burger']);
    expect(hidden).toBe(all - 1);
    setMenuFilter(parseFilter(''));
  });
});

describe('menu store: loading', () => {
  it('a change of city in the header loads that city’s menu', async () => {
    let current: unknown = moscow;
    const urls = fakeApi({
      '/api/city/get': () => current,
      '/api/loyalty/config': () => ({ awarding_rules: [{ ratio: 0.05, name: 'x' }] }),
      '/api/menu/city/': () => ({ ...spb, schedule: { ...spb.schedule, active: 'main' } }),
    });
    await connectMenu();
    current = kazan;
    await applyCity({ code: 'kazan', cityId: 5, name: 'Казань' });
    expect($menuCity.get()?.code).toBe('kazan');
    expect(urls.some((u) => u.pathname === '/api/menu/city/5')).toBe(true);
  });

  it('loads the city menu; the schedule sets the day part on a full load', async () => {
    const urls = fakeApi({
      '/api/city/get': city,
      '/api/loyalty/config': () => ({ awarding_rules: [{ ratio: 0.05, name: 'x' }] }),
      '/api/menu/city/1': () => ({ ...spb, schedule: { ...spb.schedule, active: 'main' } }),
    });
    await connectMenu();
    expect($menuCity.get()?.code).toBe('moscow');
    expect($menu.get().dayPart).toBe('main');
    const cola = $menu.get().data?.products['5060'];
    expect(cola?.offers[0]?.price).toBe(spb.products['5060']?.offers[0]?.price);
    expect(urls.some((u) => u.pathname === '/api/menu/city/1' && !u.searchParams.has('meal'))).toBe(
      true,
    );

    await chooseDayPart('breakfast');
    expect($menu.get().dayPart).toBe('breakfast');
    expect(urls.at(-1)?.searchParams.get('meal')).toBe('breakfast');
  });

  it('shows the error state when the menu fails, never a blank grid', async () => {
    fakeApi({ '/api/city/get': city, '/api/menu/': () => 500, '/api/loyalty': () => 500 });
    await connectMenu();
    expect($menu.get().error).toBe('load');
    expect($menu.get().loading).toBe(false);
  });
});

describe('product store', () => {
  const fries = products.find((p) => p.slug === 'fries');
  const details = {
    ...msk.products[String(fries?.id)],
    detailText: 'x',
    composition: ['картофель'],
    nutrition: fries?.nutrition,
    containedIn: [],
  };

  it('chooses the requested offer, else the first; the offer can be switched', async () => {
    fakeApi({ '/api/menu/city/1/product/fries': () => details });
    const offers = details.offers ?? [];
    await loadProduct({ cityId: 1 }, 'fries', { offerId: offers[1]?.id ?? null });
    expect($offer.get()?.id).toBe(offers[1]?.id);
    setOffer(offers[2]?.id ?? 0);
    expect($productPrice.get()).toBe(offers[2]?.price);
    await loadProduct({ cityId: 1 }, 'fries', { offerId: 999 });
    expect($offer.get()?.id).toBe(offers[0]?.id);
  });

  it('sets the not-found flag and re-throws on failure; clear resets', async () => {
    fakeApi({});
    await expect(loadProduct({ cityId: 1 }, 'nope')).rejects.toThrow();
    expect($product.get().notFound).toBe(true);
    clearProduct();
    expect($product.get()).toEqual({
      product: null,
      offerId: null,
      loading: false,
      notFound: false,
    });
  });
});
