/**
 * Search over the catalog: products by name, composition and category; restaurants by street,
 * metro, city. MiniSearch (fuzzy + prefix, BM25) over Russian-stemmed words (Snowball stemmer
 * of @orama/stemmers); every query is also read in the other keyboard layout and as
 * transliteration. Indexes are built once per process; answers are cached.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchProduct, SearchResponse, SearchRestaurant } from '~/lib/api/types';
import type { Product, Restaurant } from '~/lib/catalog/schema';
import { foldCase, queryVariants, words } from '~/lib/search/normalize';
import { sortCategories } from '~/lib/menu/catalog';
import { AnswerCache, type Answer } from '../answers';
import { catalog, catalogIndex, restaurantAddress } from '../catalog';
import { serverNow } from '../clock';
import { closedRestaurantsKey, isTempClosedAt } from '../restaurants';
import { parentCategorySlug, scopeDayParts, type Scope } from '../menu';
import { stem, understand, type Understood } from './words';

/** At most this many products and restaurants per answer. */
export const SEARCH_LIMIT = 20;

/** One stemmed search term (or null to drop it). */
function processTerm(term: string): string | null {
  const word = foldCase(term);
  return word ? stem(word) : null;
}

const tokenize = (text: string): string[] => words(text);

const fuzzy = (term: string): number => (term.length <= 3 ? 0 : term.length <= 6 ? 1 : 2);
const prefix = (_term: string, i: number, terms: string[]): boolean => i === terms.length - 1;

let productIndex: MiniSearch | undefined;
let restaurantIndex: MiniSearch | undefined;

function products(): MiniSearch {
  if (productIndex) return productIndex;
  const { categoryById } = catalogIndex();
  productIndex = new MiniSearch({
    fields: ['name', 'category', 'composition', 'slug'],
    tokenize,
    processTerm,
  });
  productIndex.addAll(
    catalog.products.map((p: Product) => ({
      id: p.id,
      name: p.name,
      category: p.categoryIds.map((id) => categoryById.get(id)?.name ?? '').join(' '),
      composition: p.composition.map((item) => item.name).join(' '),
      slug: p.slug.replaceAll('-', ' '),
    })),
  );
  return productIndex;
}

function restaurants(): MiniSearch {
  if (restaurantIndex) return restaurantIndex;
  restaurantIndex = new MiniSearch({
    fields: ['street', 'metro', 'city', 'region', 'house'],
    storeFields: ['cityId'],
    tokenize,
    processTerm,
  });
  restaurantIndex.addAll(
    catalog.restaurants.map((r: Restaurant) => ({
      id: r.id,
      cityId: r.cityId,
      street: r.street,
      metro: r.metro ?? '',
      city: r.city,
      region: r.region === r.city ? '' : r.region,
      house: [r.house, r.block].filter(Boolean).join(' '),
    })),
  );
  return restaurantIndex;
}

let names: Map<number, string> | undefined;

/** Product names as search words, by id. */
function productNames(): Map<number, string> {
  names ??= new Map(catalog.products.map((p) => [p.id, words(p.name).join(' ')]));
  return names;
}

/** Exact name ×2, name starting with the query ×1.5: «биг хит» before «Биг Хит Комбо». */
function nameBonus(name: string, variant: string): number {
  if (name === variant) return 2;
  return name.startsWith(variant) ? 1.5 : 1;
}

/** Best score per id over every reading of the query; the literal reading counts more. */
function rank(
  index: MiniSearch,
  readings: readonly string[],
  options: SearchOptions,
  bonus: (id: number, variant: string) => number = () => 1,
): Map<number, number> {
  const scores = new Map<number, number>();
  readings.forEach((variant, i) => {
    const weight = i === 0 ? 1 : 0.9;
    let hits = index.search(variant, { ...options, combineWith: 'AND' });
    if (hits.length === 0) {
      // Any word may match, but a hit must match at least half of them: no junk from one word.
      const need = Math.ceil(variant.split(' ').length / 2);
      hits = index
        .search(variant, { ...options, combineWith: 'OR' })
        .filter((hit) => hit.queryTerms.length >= need);
    }
    for (const hit of hits) {
      const id = Number(hit.id);
      const score = hit.score * weight * bonus(id, variant);
      if (score > (scores.get(id) ?? 0)) scores.set(id, score);
    }
  });
  return scores;
}

function top(scores: Map<number, number>, keep: (id: number) => boolean): number[] {
  return [...scores]
    .filter(([id]) => keep(id))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, SEARCH_LIMIT)
    .map(([id]) => id);
}

let menuOrder: number[] | undefined;

/** Every product id in the order the menu lists them (categories by sort, then their lists). */
function productsInMenuOrder(): number[] {
  menuOrder ??= [...new Set(sortCategories([...catalog.categories]).flatMap((c) => c.products))];
  return menuOrder;
}

/** True when a product passes what the words asked for, as the menu's filter would decide. */
function passes(product: Product, asked: Understood | undefined): boolean {
  if (!asked) return true;
  if (asked.diet && !product.diet[asked.diet]) return false;
  return !product.allergens.contains.some((allergen) => asked.without.includes(allergen));
}

/** Products of the scope matching the query, best first (at most 20). */
export function searchProducts(scope: Scope, query: string): SearchProduct[] {
  const { productById } = catalogIndex();
  const served = new Set<string>(scopeDayParts(scope).map((p) => p.code));
  const stop = new Set(scope.restaurant?.stopList ?? []);
  const readings = queryVariants(query).map(understand);
  // «вегетарианское», «без глютена»: the first reading that asks for a filter sets it.
  const asked = readings.find((r) => r.diet !== null || r.without.length > 0);
  const keep = (id: number): boolean => {
    const product = productById.get(id);
    return (
      !!product &&
      !stop.has(id) &&
      product.dayParts.some((code) => served.has(code)) &&
      passes(product, asked)
    );
  };
  const ids =
    asked && asked.texts.length === 0
      ? productsInMenuOrder().filter(keep).slice(0, SEARCH_LIMIT)
      : top(
          rank(
            products(),
            readings.flatMap((r) => r.texts),
            { boost: { name: 4, category: 1.5, slug: 3, composition: 0.5 }, fuzzy, prefix },
            (id, variant) => nameBonus(productNames().get(id) ?? '', variant),
          ),
          keep,
        );
  return ids.flatMap((id) => {
    const p = productById.get(id);
    if (!p) return [];
    const prices = p.offers.map((offer) => offer.prices.restaurant[scope.city.priceZone]);
    return [
      {
        id: p.id,
        slug: p.slug,
        name: p.name,
        parentCategorySlug: parentCategorySlug(p),
        priceFrom: Math.min(...prices),
      },
    ];
  });
}

/** At most this many restaurants of other cities, after the scope city's. */
const ELSEWHERE_LIMIT = 5;

/**
 * Restaurants matching the query: the scope city's first, best first; then a few of other cities
 * (`inCity: false`; their address names their city), or all of them when the city has none.
 * «Тверская» in Moscow is Moscow's metro station, not Tver.
 */
export function searchRestaurants(
  scope: Scope,
  query: string,
  now: Date = serverNow(),
): SearchRestaurant[] {
  const { restaurantById } = catalogIndex();
  const cityId = scope.city.cityId;
  const scores = rank(
    restaurants(),
    queryVariants(query).flatMap((v) => understand(v).texts),
    { boost: { street: 3, metro: 3, city: 2, region: 1, house: 1 }, fuzzy, prefix },
  );
  const inCity = (id: number): boolean => restaurantById.get(id)?.cityId === cityId;
  const here = top(scores, inCity);
  // Nothing in this city («казань» searched in Moscow): the other cities' matches are the answer.
  const room =
    here.length === 0 ? SEARCH_LIMIT : Math.min(ELSEWHERE_LIMIT, SEARCH_LIMIT - here.length);
  const elsewhere = top(scores, (id) => !inCity(id)).slice(0, room);
  return [...here, ...elsewhere].flatMap((id) => {
    const r = restaurantById.get(id);
    return r
      ? [
          {
            id: r.id,
            cityCode: r.cityCode,
            address: restaurantAddress(r),
            metro: r.metro,
            inCity: r.cityId === cityId,
            isTempClosed: isTempClosedAt(r, now),
          },
        ]
      : [];
  });
}

/** The search answer at `now`, serialised (not kept). */
export function searchJson(scope: Scope, query: string, now: Date = serverNow()): string {
  const answer: SearchResponse =
    queryVariants(query).length === 0
      ? { products: [], restaurants: [] }
      : {
          products: searchProducts(scope, query),
          restaurants: searchRestaurants(scope, query, now),
        };
  return JSON.stringify(answer);
}

// Answers are 1–5 KB: a few thousand recent queries.
const answers = new AnswerCache(8 * 1024 * 1024);

/**
 * The search answer, kept per city or restaurant (stop-list, breakfast, prices), query and the
 * restaurants closed now (a closure starting or ending changes the restaurants' isTempClosed).
 */
export function searchAnswer(scope: Scope, query: string, now: Date = serverNow()): Answer {
  const key = `${scope.city.cityId}|${scope.restaurant?.id ?? 0}|${query}|${closedRestaurantsKey(now)}`;
  return answers.get(key, () => searchJson(scope, query, now));
}
