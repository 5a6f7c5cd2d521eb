import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import moscow from '~/content/catalog/cities/moscow.json';
import { setApiFetch } from '~/lib/api/http';
import { ApiError } from '~/lib/errors';
import { $search, clearSearch, runSearch, SEARCH_DEBOUNCE_MS, typeSearch } from '~/stores/search';

const found = {
  products: [
    {
      id: 1,
      slug: 'big-burger',
      name: 'Биг Бургер',
      parentCategorySlug: 'burgers',
      priceFrom: 229,
    },
  ],
  restaurants: [
    {
      id: 7,
      cityCode: 'moscow',
      address: 'Москва, Тверская, 1',
      metro: null,
      inCity: true,
      isTempClosed: false,
    },
  ],
};

/** A fake backend: the current city, and search answers (or a failure status). */
function backend(searchStatus = 200) {
  const urls: string[] = [];
  const fn = vi.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    urls.push(url);
    const json = (body: unknown, status = 200) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    if (url.includes('/api/city/get')) return json(moscow);
    if (searchStatus !== 200)
      return json({ error: { code: 'x', message: 'Поиск устал' } }, searchStatus);
    return json(found);
  });
  setApiFetch(fn);
  return urls;
}

describe('search store (SPEC §3, §4, §8)', () => {
  afterEach(() => {
    clearSearch();
    setApiFetch();
    vi.useRealTimers();
  });

  it('starts empty', () => {
    expect($search.get()).toEqual({
      searchValue: '',
      products: [],
      restaurants: [],
      loading: false,
      error: false,
    });
  });

  it('an empty query clears the results without a call', async () => {
    const urls = backend();
    $search.set({ ...$search.get(), products: found.products });
    await runSearch('   ');
    expect(urls).toEqual([]);
    expect($search.get()).toMatchObject({ products: [], restaurants: [], loading: false });
  });

  it('loads products and restaurants in the city, with a loading flag meanwhile', async () => {
    const urls = backend();
    const pending = runSearch('бургер');
    expect($search.get()).toMatchObject({ searchValue: 'бургер', loading: true, error: false });
    await pending;
    expect($search.get()).toEqual({
      searchValue: 'бургер',
      ...found,
      loading: false,
      error: false,
    });
    expect(urls.at(-1)).toContain(`/api/search/city/${moscow.cityId}?q=`);
  });

  it('a failure sets the error flag and re-throws', async () => {
    backend(404);
    await expect(runSearch('бургер')).rejects.toBeInstanceOf(ApiError);
    expect($search.get()).toMatchObject({ loading: false, error: true, products: [] });
  });

  describe('typing', () => {
    beforeEach(() => vi.useFakeTimers());

    it('waits 300 ms after the last keystroke and searches once', async () => {
      const urls = backend();
      void typeSearch('б');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
      const last = typeSearch('бу');
      expect($search.get().searchValue).toBe('бу');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
      expect(urls).toEqual([]);
      vi.advanceTimersByTime(1);
      await vi.waitFor(() => last);
      await last;
      expect(urls.filter((u) => u.includes('/api/search/'))).toHaveLength(1);
      expect($search.get().products).toEqual(found.products);
    });
  });
});
