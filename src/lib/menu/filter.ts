/**
 * The allergen and diet filter of the menu (beyond the spec): exclude products that contain chosen
 * allergens (and, in strict mode, those that may contain traces), or keep only a diet. The state
 * lives in the URL query (`without`, `diet`, `strict`) so a filtered menu can be shared.
 */
import type { Allergen } from '../catalog/schema.ts';
import { bindShortWords } from '../short-words.ts';
import type { MenuProduct } from './types.ts';

/** A choosable «без …» option: its query code, label and the allergens it excludes. */
export interface AllergenOption {
  code: string;
  label: string;
  allergens: readonly Allergen[];
}

/** «Без …» options, in the order the panel shows them. */
export const ALLERGEN_OPTIONS: readonly AllergenOption[] = (
  [
    { code: 'gluten', label: 'Без глютена', allergens: ['глютен'] },
    { code: 'milk', label: 'Без молока', allergens: ['молоко'] },
    { code: 'eggs', label: 'Без яиц', allergens: ['яйца'] },
    { code: 'nuts', label: 'Без орехов', allergens: ['орехи', 'арахис'] },
    { code: 'fish', label: 'Без рыбы', allergens: ['рыба'] },
    { code: 'sesame', label: 'Без кунжута', allergens: ['кунжут'] },
    { code: 'soy', label: 'Без сои', allergens: ['соя'] },
    { code: 'mustard', label: 'Без горчицы', allergens: ['горчица'] },
  ] satisfies AllergenOption[]
).map((option) => ({ ...option, label: bindShortWords(option.label) }));

/** Diet options. */
export const DIET_OPTIONS = [
  { code: 'vegetarian', label: 'Вегетарианское' },
  { code: 'vegan', label: 'Веганское' },
] as const;

/** A diet code. */
export type DietCode = (typeof DIET_OPTIONS)[number]['code'];

/** The filter state. */
export interface MenuFilter {
  /** Codes of ALLERGEN_OPTIONS to exclude. */
  without: string[];
  /** Only products of this diet, or any. */
  diet: DietCode | null;
  /** Also exclude products that may contain traces of the chosen allergens. */
  strict: boolean;
}

/** No filter. */
export const NO_FILTER: MenuFilter = { without: [], diet: null, strict: false };

/** True when the filter hides nothing. */
export function isFilterEmpty(filter: MenuFilter): boolean {
  return filter.without.length === 0 && filter.diet === null;
}

/** The filter encoded in a query string (unknown codes are ignored). */
export function parseFilter(search: string | URLSearchParams): MenuFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const known = new Set(ALLERGEN_OPTIONS.map((o) => o.code));
  const without = (params.get('without') ?? '')
    .split(',')
    .filter((code, i, all) => known.has(code) && all.indexOf(code) === i);
  const dietParam = params.get('diet');
  const diet = DIET_OPTIONS.find((o) => o.code === dietParam)?.code ?? null;
  return { without, diet, strict: params.get('strict') === '1' };
}

/** A query string with the filter written over `search`, other parameters kept («?a=1&…» or «»). */
export function filterQuery(filter: MenuFilter, search = ''): string {
  const params = new URLSearchParams(search);
  params.delete('without');
  params.delete('diet');
  params.delete('strict');
  if (filter.without.length > 0) params.set('without', filter.without.join(','));
  if (filter.diet) params.set('diet', filter.diet);
  if (filter.strict && filter.without.length > 0) params.set('strict', '1');
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}

/** Allergens a filter excludes. */
export function excludedAllergens(filter: MenuFilter): Set<Allergen> {
  return new Set(
    ALLERGEN_OPTIONS.filter((o) => filter.without.includes(o.code)).flatMap((o) => o.allergens),
  );
}

type Filterable = Pick<MenuProduct, 'allergens' | 'diet'>;

/** True when the product passes the filter. */
export function matchesFilter(product: Filterable, filter: MenuFilter): boolean {
  if (filter.diet && !product.diet[filter.diet]) return false;
  const excluded = excludedAllergens(filter);
  if (excluded.size === 0) return true;
  const found = filter.strict
    ? [...product.allergens.contains, ...product.allergens.mayContain]
    : product.allergens.contains;
  return !found.some((a) => excluded.has(a));
}

/** Short badges for a card: diet first, then «без глютена» when there is no gluten at all. */
export function productBadges(product: Filterable): string[] {
  const badges: string[] = [];
  if (product.diet.vegan) badges.push('Веган');
  else if (product.diet.vegetarian) badges.push('Вегетарианское');
  const all = [...product.allergens.contains, ...product.allergens.mayContain];
  if (!all.includes('глютен')) badges.push(bindShortWords('Без глютена'));
  return badges;
}
