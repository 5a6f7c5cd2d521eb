/**
 * Allergens of a whole meal: the union of «содержит» and «может содержать» over the tray, each
 * allergen with the items that bring it (so a visitor sees which one to drop), and the diet marks
 * only when every item has them.
 */
import { ALLERGENS } from '../catalog/allergens.ts';
import type { Allergen } from '../catalog/schema.ts';
import type { TrayLine } from './totals.ts';

/** An allergen of the meal and the items (product names) that bring it. */
export interface TrayAllergen {
  allergen: Allergen;
  /** Items whose recipe contains it. */
  contains: string[];
  /** Items that may contain traces of it (and do not contain it). */
  mayContain: string[];
}

/** The catalog's allergen list in its order (src/lib/catalog/allergens.ts, without the schema's zod). */
export const ALLERGEN_ORDER: readonly Allergen[] = ALLERGENS;

/**
 * Every allergen of the meal in the catalog's order; one that an item contains is «содержит» for
 * that item even when another only may contain it.
 */
export function trayAllergens(lines: readonly TrayLine[]): TrayAllergen[] {
  const known = lines.flatMap((l) => (l.product ? [l.product] : []));
  return ALLERGEN_ORDER.flatMap((allergen) => {
    const contains = known
      .filter((p) => p.allergens.contains.includes(allergen))
      .map((p) => p.name);
    const mayContain = known
      .filter(
        (p) =>
          p.allergens.mayContain.includes(allergen) && !p.allergens.contains.includes(allergen),
      )
      .map((p) => p.name);
    if (contains.length === 0 && mayContain.length === 0) return [];
    return [{ allergen, contains: unique(contains), mayContain: unique(mayContain) }];
  });
}

const unique = (names: string[]): string[] => [...new Set(names)];

/** «Вегетарианское» / «Веганское» marks of the meal: only when every item has them. */
export function trayDiet(lines: readonly TrayLine[]): { vegetarian: boolean; vegan: boolean } {
  const known = lines.flatMap((l) => (l.product ? [l.product] : []));
  if (known.length === 0) return { vegetarian: false, vegan: false };
  return {
    vegetarian: known.every((p) => p.diet.vegetarian || p.diet.vegan),
    vegan: known.every((p) => p.diet.vegan),
  };
}
