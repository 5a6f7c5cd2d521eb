import type { Allergen, Nutrition, NutritionValues } from '../../../src/lib/catalog/schema.ts';
import { allergenSchema } from '../../../src/lib/catalog/schema.ts';
import { ingredients } from '../sources/menu/ingredients.ts';
import type { Parts } from '../sources/menu/types.ts';
import { DAILY_REFERENCE } from '../../../src/lib/menu/nutrition.ts';
import { round } from './prng.ts';

/** Fixed allergen order used everywhere. */
export const ALLERGEN_ORDER: readonly Allergen[] = allergenSchema.options;

/** Raw (unrounded) nutrient sums without kJ. */
export type RawValues = Omit<NutritionValues, 'kj'>;

const KEYS = [
  'kcal',
  'proteins',
  'fats',
  'saturatedFats',
  'carbohydrates',
  'sugar',
  'fibre',
  'salt',
] as const;

/** Weight and raw nutrient sums of a recipe scaled by factor. */
export function recipeTotals(parts: Parts, factor: number): { weight: number; raw: RawValues } {
  const raw: RawValues = {
    kcal: 0,
    proteins: 0,
    fats: 0,
    saturatedFats: 0,
    carbohydrates: 0,
    sugar: 0,
    fibre: 0,
    salt: 0,
  };
  let weight = 0;
  for (const [key, grams] of parts) {
    const g = grams * factor;
    weight += g;
    const per100 = ingredients[key].per100;
    KEYS.forEach((k, i) => {
      raw[k] += ((per100[i] ?? 0) * g) / 100;
    });
  }
  return { weight: Math.round(weight), raw };
}

function rounded(raw: RawValues): NutritionValues {
  const kcal = Math.round(raw.kcal);
  return {
    kcal,
    kj: Math.round(kcal * 4.184),
    proteins: round(raw.proteins, 1),
    fats: round(raw.fats, 1),
    saturatedFats: round(raw.saturatedFats, 1),
    carbohydrates: round(raw.carbohydrates, 1),
    sugar: round(raw.sugar, 1),
    fibre: round(raw.fibre, 1),
    salt: round(raw.salt, 2),
  };
}

/** Nutrition block from raw per-portion sums: per-100 g = per portion × 100 / weight, kJ = kcal × 4.184. */
export function nutritionOf(raw: RawValues, weight: number): Nutrition {
  const perPortion = rounded(raw);
  const scale = 100 / weight;
  const per100Raw = { ...raw };
  for (const k of KEYS) per100Raw[k] = perPortion[k] * scale;
  const pct = (k: (typeof KEYS)[number]): number =>
    Math.round((perPortion[k] * 100) / DAILY_REFERENCE[k]);
  const dailyPercent = {
    kcal: pct('kcal'),
    proteins: pct('proteins'),
    fats: pct('fats'),
    saturatedFats: pct('saturatedFats'),
    carbohydrates: pct('carbohydrates'),
    sugar: pct('sugar'),
    fibre: pct('fibre'),
    salt: pct('salt'),
  };
  return { perPortion, per100g: rounded(per100Raw), dailyPercent };
}

/** Sum of per-portion values of several nutrition blocks, as raw values. */
export function sumPortions(list: readonly Nutrition[]): RawValues {
  const raw: RawValues = {
    kcal: 0,
    proteins: 0,
    fats: 0,
    saturatedFats: 0,
    carbohydrates: 0,
    sugar: 0,
    fibre: 0,
    salt: 0,
  };
  for (const n of list) for (const k of KEYS) raw[k] += n.perPortion[k];
  return raw;
}

/** Allergens of a recipe, in the fixed order. */
export function allergensOf(parts: Parts): Set<Allergen> {
  const set = new Set<Allergen>();
  for (const [key] of parts) for (const a of ingredients[key].allergens) set.add(a);
  return set;
}

/** Sort allergens in the fixed order. */
export function ordered(set: ReadonlySet<Allergen>): Allergen[] {
  return ALLERGEN_ORDER.filter((a) => set.has(a));
}
