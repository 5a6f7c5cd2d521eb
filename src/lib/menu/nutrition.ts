/** Rows of the nutrition table and number formatting, shared by pages and the modals. */
import type { Nutrition, NutritionValues } from '../catalog/schema.ts';
import { formatNumber } from '../numbers.ts';

/** A row of the nutrition table. */
export interface NutritionRow {
  key: keyof NutritionValues;
  label: string;
  unit: 'ккал' | 'кДж' | 'г';
  daily: keyof Nutrition['dailyPercent'] | null;
}

/** Rows in display order: energy first, then the nutrients. */
export const NUTRITION_ROWS: readonly NutritionRow[] = [
  { key: 'kcal', label: 'Калорийность', unit: 'ккал', daily: 'kcal' },
  { key: 'kj', label: 'Энергия', unit: 'кДж', daily: null },
  { key: 'proteins', label: 'Белки', unit: 'г', daily: 'proteins' },
  { key: 'fats', label: 'Жиры', unit: 'г', daily: 'fats' },
  {
    key: 'saturatedFats',
    label: 'в\u00a0т.\u00a0ч. насыщенные',
    unit: 'г',
    daily: 'saturatedFats',
  },
  { key: 'carbohydrates', label: 'Углеводы', unit: 'г', daily: 'carbohydrates' },
  { key: 'sugar', label: 'в\u00a0т.\u00a0ч. сахар', unit: 'г', daily: 'sugar' },
  { key: 'fibre', label: 'Пищевые волокна', unit: 'г', daily: 'fibre' },
  { key: 'salt', label: 'Соль', unit: 'г', daily: 'salt' },
];

/** «12,3 г», «252 ккал» with a non-breaking space; salt keeps two decimals. */
export function formatNutrient(value: number, unit: NutritionRow['unit']): string {
  const number = formatNumber(value, value < 10 && unit === 'г' ? 2 : 1);
  return `${number}\u00a0${unit}`;
}

/** Daily reference intake of an adult (2000 kcal a day): the base of every «% суточной нормы». */
export const DAILY_REFERENCE: Readonly<Nutrition['dailyPercent']> = {
  kcal: 2000,
  proteins: 75,
  fats: 67,
  saturatedFats: 22,
  carbohydrates: 300,
  sugar: 90,
  fibre: 30,
  salt: 5,
};

/** Whole percents of the daily reference intake, as the catalog computes a portion's. */
export function dailyPercents(values: NutritionValues): Nutrition['dailyPercent'] {
  const keys = Object.keys(DAILY_REFERENCE) as (keyof Nutrition['dailyPercent'])[];
  return Object.fromEntries(
    keys.map((k) => [k, Math.round((values[k] * 100) / DAILY_REFERENCE[k])]),
  ) as Nutrition['dailyPercent'];
}

/** The sum of several portions' values (the combo builder), rounded to 0.1. */
export function sumNutrition(values: readonly NutritionValues[]): NutritionValues {
  const keys = NUTRITION_ROWS.map((r) => r.key);
  const total = Object.fromEntries(keys.map((k) => [k, 0])) as unknown as NutritionValues;
  for (const v of values) for (const k of keys) total[k] += v[k];
  for (const k of keys) total[k] = Math.round(total[k] * 100) / 100;
  return total;
}
