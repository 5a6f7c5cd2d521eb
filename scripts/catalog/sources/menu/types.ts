import type { Allergen, DayPartCode } from '../../../../src/lib/catalog/schema.ts';
import type { IngredientKey } from './ingredients.ts';

/** Nutrition per 100 g: kcal, proteins, fats, saturated fats, carbs, sugar, fibre, salt. */
export type Per100 = readonly [number, number, number, number, number, number, number, number];

/** m: meat or fish; v: vegetarian (dairy, eggs, honey); x: vegan. */
export type DietKind = 'm' | 'v' | 'x';

/** One ingredient with its composition text, nutrition and allergens. */
export interface Ingredient {
  name: string;
  per100: Per100;
  allergens: readonly Allergen[];
  diet: DietKind;
}

/**
 * Recipe: ingredient and grams for the base offer, and how many pieces those grams are when the
 * text counts them («две говяжьи котлеты»: `['beefPatty', 80, 2]`); the composition shows the count.
 */
export type Parts = readonly (readonly [IngredientKey, number, number?])[];

/** Card sticker. */
export type Sticker = 'Новинка' | 'Хит' | 'Острое';

/** Variant of a product: label fields, scale of the base recipe, regions restaurant price. */
export interface OfferSource {
  sizeName?: string;
  volumeName?: string;
  flavorName?: string;
  servingSizeName?: string;
  factor: number;
  price: number;
  /** Replaces the product recipe for this offer (flavours). */
  parts?: Parts;
}

/** Hand-written product. Prices are restaurant prices in the regions zone. */
export interface ProductSource {
  key: string;
  name: string;
  cats: readonly string[];
  text: string;
  parts: Parts;
  price: number;
  stickers?: readonly Sticker[];
  dayParts?: readonly DayPartCode[];
  offers?: readonly OfferSource[];
}

/** Combo slot by product keys; the first key is the default. */
export interface ComboSlotSource {
  code: 'main' | 'side' | 'drink' | 'dessert' | 'toy';
  name: string;
  products: readonly string[];
}

/** Hand-written combo. */
export interface ComboSource {
  key: string;
  name: string;
  cats: readonly string[];
  text: string;
  price: number;
  stickers?: readonly Sticker[];
  dayParts?: readonly DayPartCode[];
  slots: readonly ComboSlotSource[];
}

/** Helper to build an ingredient. */
export function ing(
  name: string,
  per100: Per100,
  allergens: readonly Allergen[],
  diet: DietKind,
): Ingredient {
  return { name, per100, allergens, diet };
}
