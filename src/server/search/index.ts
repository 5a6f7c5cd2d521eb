/**
 * Search over the catalog: products by name, composition and category; restaurants by street,
 * metro, city. MiniSearch (fuzzy + prefix, BM25) over Russian-stemmed words (Snowball stemmer
 * of @orama/stemmers); every query is also read in the other keyboard layout and as
 * transliteration. Indexes are built once per process; answers are cached.
 */
import { stemmer } from '@orama/stemmers/russian';
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchProduct, SearchResponse, SearchRestaurant } from '~/lib/api/types';
import type { Product, Restaurant } from '~/lib/catalog/schema';
import { foldCase, queryVariants, words } from '~/lib/search/normalize';
import { AnswerCache, type Answer } from '../answers';
import { catalog, catalogIndex, restaurantAddress } from '../catalog';
import { parentCategorySlug, scopeDayParts, type Scope } from '../menu';

/** At most this many products and restaurants per answer. */
export const SEARCH_LIMIT = 20;

/** One stemmed search term (or null to drop it). */
function processTerm(term: string): string | null {
  const word = foldCase(term);
  if (!word) return null;
  return /[а-я]/.test(word) && word.length > 3 ? stemmer(word) : word;
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
      composition: p.composition.join(' '),
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
  query: string,
  options: SearchOptions,
  bonus: (id: number, variant: string) => number = () => 1,
): Map<number, number> {
  const scores = new Map<number, number>();
  queryVariants(query).forEach((variant, i) => {
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

/** Products of the scope matching the query, best first (at most 20). */
export function searchProducts(scope: Scope, query: string): SearchProduct[] {
  const { productById } = catalogIndex();
  const served = new Set<string>(scopeDayParts(scope).map((p) => p.code));
  const stop = new Set(scope.restaurant?.stopList ?? []);
  const scores = rank(
    products(),
    query,
    { boost: { name: 4, category: 1.5, slug: 3, composition: 0.5 }, fuzzy, prefix },
    (id, variant) => nameBonus(productNames().get(id) ?? '', variant),
  );
  const ids = top(scores, (id) => {
    const product = productById.get(id);
    return !!product && !stop.has(id) && product.dayParts.some((code) => served.has(code));
  });
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

/** Restaurants matching the query, those of the scope's city first (at most 20). */
export function searchRestaurants(scope: Scope, query: string): SearchRestaurant[] {
  const { restaurantById } = catalogIndex();
  const cityId = scope.city.cityId;
  const scores = rank(restaurants(), query, {
    boost: { street: 3, metro: 3, city: 2, region: 1, house: 1 },
    fuzzy,
    prefix,
    boostDocument: (_id, _term, stored) => (stored?.['cityId'] === cityId ? 3 : 1),
  });
  return top(scores, () => true).flatMap((id) => {
    const r = restaurantById.get(id);
    return r
      ? [{ id: r.id, cityCode: r.cityCode, address: restaurantAddress(r), metro: r.metro }]
      : [];
  });
}

/** The search answer, serialised (not kept). */
export function searchJson(scope: Scope, query: string): string {
  const answer: SearchResponse =
    queryVariants(query).length === 0
      ? { products: [], restaurants: [] }
      : { products: searchProducts(scope, query), restaurants: searchRestaurants(scope, query) };
  return JSON.stringify(answer);
}

// Answers are 1–5 KB: a few thousand recent queries.
const answers = new AnswerCache(8 * 1024 * 1024);

/** The search answer, kept per city or restaurant (stop-list, breakfast, prices) and query. */
export function searchAnswer(scope: Scope, query: string): Answer {
  const key = `${scope.city.cityId}|${scope.restaurant?.id ?? 0}|${query}`;
  return answers.get(key, () => searchJson(scope, query));
}
