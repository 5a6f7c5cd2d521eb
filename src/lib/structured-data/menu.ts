/**
 * schema.org JSON-LD for menu pages: `Menu` → `MenuSection` → `MenuItem` with `offers` in RUB and
 * `nutrition` as `NutritionInformation` (a page adds its `BreadcrumbList`).
 */
import type { NutritionValues } from '../catalog/schema.ts';
import type { MenuProduct } from '../menu/types.ts';
import type { Node } from './graph.ts';

/** A menu item with what JSON-LD needs beyond the menu product. */
export interface StructuredItem {
  product: MenuProduct;
  url: string;
  image?: string;
  description?: string;
  nutrition?: NutritionValues;
}

/** A section of items. */
export interface StructuredSection {
  name: string;
  url: string;
  items: StructuredItem[];
}

const grams = (value: number): string => `${value} g`;

/** schema.org `NutritionInformation` of a portion. */
export function nutritionInformation(values: NutritionValues, weight: number): Node {
  return {
    '@type': 'NutritionInformation',
    servingSize: grams(weight),
    calories: `${values.kcal} calories`,
    proteinContent: grams(values.proteins),
    fatContent: grams(values.fats),
    saturatedFatContent: grams(values.saturatedFats),
    carbohydrateContent: grams(values.carbohydrates),
    sugarContent: grams(values.sugar),
    fiberContent: grams(values.fibre),
  };
}

/** schema.org `MenuItem`. */
export function menuItem(item: StructuredItem): Node {
  const { product } = item;
  const diets = product.diet.vegan
    ? ['https://schema.org/VeganDiet']
    : product.diet.vegetarian
      ? ['https://schema.org/VegetarianDiet']
      : [];
  return {
    '@type': 'MenuItem',
    name: product.name,
    url: item.url,
    ...(item.description ? { description: item.description } : {}),
    ...(item.image ? { image: item.image } : {}),
    offers: product.offers.map((offer) => ({
      '@type': 'Offer',
      ...(offer.label ? { name: offer.label } : {}),
      price: offer.price.toFixed(2),
      priceCurrency: 'RUB',
      availability: product.available
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    })),
    ...(item.nutrition ? { nutrition: nutritionInformation(item.nutrition, product.weight) } : {}),
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
  };
}

/** schema.org `Menu` with its sections. */
export function menu(name: string, url: string, sections: StructuredSection[]): Node {
  return {
    '@type': 'Menu',
    name,
    url,
    inLanguage: 'ru',
    hasMenuSection: sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.name,
      url: section.url,
      hasMenuItem: section.items.map(menuItem),
    })),
  };
}
