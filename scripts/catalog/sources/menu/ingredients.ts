import { foodIngredients } from './ingredients-food.ts';
import { sweetIngredients } from './ingredients-sweet.ts';
import type { Ingredient } from './types.ts';

/** All ingredients by key. */
export const ingredients = { ...foodIngredients, ...sweetIngredients } satisfies Record<
  string,
  Ingredient
>;

/** Key of an ingredient. */
export type IngredientKey = keyof typeof ingredients;
