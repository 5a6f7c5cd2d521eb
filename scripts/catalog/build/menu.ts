import type {
  Allergen,
  Category,
  CompositionItem,
  Offer,
  Product,
  ZonePrices,
} from '../../../src/lib/catalog/schema.ts';
import { breakfast } from '../sources/menu/breakfast.ts';
import { burgers } from '../sources/menu/burgers.ts';
import { categories as categorySources } from '../sources/menu/categories.ts';
import { chickenAndRolls } from '../sources/menu/chicken-rolls.ts';
import { coldDrinks } from '../sources/menu/cold-drinks.ts';
import { combos } from '../sources/menu/combos.ts';
import { dessertsAndSauces } from '../sources/menu/desserts-sauces.ts';
import { hotDrinks } from '../sources/menu/hot-drinks.ts';
import { ingredients } from '../sources/menu/ingredients.ts';
import { sidesAndSalads } from '../sources/menu/sides-salads.ts';
import type { OfferSource, ProductSource } from '../sources/menu/types.ts';
import { allergensOf, nutritionOf, ordered, recipeTotals, sumPortions } from './nutrition.ts';

/** First product id; products are numbered in source order. */
const FIRST_PRODUCT_ID = 5001;

const plainProducts: readonly ProductSource[] = [
  ...burgers,
  ...chickenAndRolls,
  ...sidesAndSalads,
  ...breakfast,
  ...coldDrinks,
  ...hotDrinks,
  ...dessertsAndSauces,
];

function category(slug: string): (typeof categorySources)[number] {
  const found = categorySources.find((c) => c.slug === slug);
  if (found === undefined) throw new Error(`unknown category ${slug}`);
  return found;
}

/** Category ids incl. parents: 409 first, 408 second, then by menu order. */
function categoryIdsOf(slugs: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const slug of slugs) {
    const c = category(slug);
    if (c.parent !== null) ids.add(category(c.parent).id);
    ids.add(c.id);
  }
  const rank = (id: number): number =>
    id === 409 ? -2 : id === 408 ? -1 : categorySources.findIndex((c) => c.id === id);
  return [...ids].sort((a, b) => rank(a) - rank(b));
}

function zone(regions: number): ZonePrices {
  return { msk: Math.round(regions * 1.12), spb: Math.round(regions * 1.1), regions };
}

function pricesOf(regions: number): Offer['prices'] {
  const delivery = Math.round(regions * 1.18);
  return { restaurant: zone(regions), delivery: zone(delivery) };
}

function mayContainOf(slugs: readonly string[], contains: ReadonlySet<Allergen>): Allergen[] {
  const set = new Set<Allergen>();
  for (const slug of slugs)
    for (const a of category(slug).mayContain) if (!contains.has(a)) set.add(a);
  return ordered(set);
}

function buildOffer(
  productId: number,
  index: number,
  src: OfferSource,
  withNutrition: boolean,
  base: ProductSource,
): Offer {
  const parts = src.parts ?? base.parts;
  const { weight, raw } = recipeTotals(parts, src.factor);
  return {
    id: productId * 10 + index + 1,
    ...(src.sizeName === undefined ? {} : { sizeName: src.sizeName }),
    ...(src.volumeName === undefined ? {} : { volumeName: src.volumeName }),
    ...(src.flavorName === undefined ? {} : { flavorName: src.flavorName }),
    ...(src.servingSizeName === undefined ? {} : { servingSizeName: src.servingSizeName }),
    weight,
    prices: pricesOf(src.price),
    ...(withNutrition ? { nutrition: nutritionOf(raw, weight) } : {}),
  };
}

function buildPlain(src: ProductSource, id: number): Product {
  const offerSources: readonly OfferSource[] = src.offers ?? [{ factor: 1, price: src.price }];
  const offers = offerSources.map((o, i) => buildOffer(id, i, o, offerSources.length > 1, src));
  const recipes = offerSources.map((o) => o.parts ?? src.parts);
  const first = recipeTotals(recipes[0] ?? src.parts, offerSources[0]?.factor ?? 1);
  const contains = new Set<Allergen>();
  const composition: CompositionItem[] = [];
  const diets = new Set<string>();
  for (const parts of recipes) {
    for (const a of allergensOf(parts)) contains.add(a);
    for (const [key, , count] of parts) {
      const ingredient = ingredients[key];
      if (!composition.some((item) => item.name === ingredient.name))
        composition.push(
          count === undefined ? { name: ingredient.name } : { name: ingredient.name, count },
        );
      diets.add(ingredient.diet);
    }
  }
  return {
    id,
    name: src.name,
    slug: src.key,
    detailText: src.text,
    categoryIds: categoryIdsOf(src.cats),
    weight: first.weight,
    stickers: [...(src.stickers ?? [])],
    dayParts: [...(src.dayParts ?? ['main'])],
    diet: { vegetarian: !diets.has('m'), vegan: !diets.has('m') && !diets.has('v') },
    offers,
    nutrition: nutritionOf(first.raw, first.weight),
    allergens: { contains: ordered(contains), mayContain: mayContainOf(src.cats, contains) },
    composition,
    containedIn: [],
  };
}

/** Products (plain, then combos) and categories, cross-linked. */
export function buildMenu(): { products: Product[]; categories: Category[] } {
  const products = plainProducts.map((src, i) => buildPlain(src, FIRST_PRODUCT_ID + i));
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const get = (slug: string): Product => {
    const p = bySlug.get(slug);
    if (p === undefined) throw new Error(`unknown product ${slug}`);
    return p;
  };
  combos.forEach((src, i) => {
    const id = FIRST_PRODUCT_ID + plainProducts.length + i;
    const slots = src.slots.map((slot) => {
      const ids = slot.products.map((slug) => get(slug).id);
      const defaultProductId = ids[0];
      if (defaultProductId === undefined) throw new Error(`empty slot in ${src.key}`);
      return { code: slot.code, name: slot.name, productIds: ids, defaultProductId };
    });
    const defaults = src.slots.map((slot) => get(slot.products[0] ?? ''));
    const weight = defaults.reduce((sum, p) => sum + p.weight, 0);
    const contains = new Set<Allergen>(defaults.flatMap((p) => p.allergens.contains));
    const may = new Set<Allergen>(defaults.flatMap((p) => p.allergens.mayContain));
    for (const a of mayContainOf(src.cats, contains)) may.add(a);
    for (const a of contains) may.delete(a);
    products.push({
      id,
      name: src.name,
      slug: src.key,
      detailText: src.text,
      categoryIds: categoryIdsOf(src.cats),
      weight,
      stickers: [...(src.stickers ?? [])],
      dayParts: [...(src.dayParts ?? ['main'])],
      diet: {
        vegetarian: defaults.every((p) => p.diet.vegetarian),
        vegan: defaults.every((p) => p.diet.vegan),
      },
      offers: [{ id: id * 10 + 1, weight, prices: pricesOf(src.price) }],
      nutrition: nutritionOf(sumPortions(defaults.map((p) => p.nutrition)), weight),
      allergens: { contains: ordered(contains), mayContain: ordered(may) },
      composition: defaults.map((p) => ({ name: p.name })),
      containedIn: [],
      combo: { slots },
    });
    for (const slot of slots) {
      for (const pid of slot.productIds) {
        const p = products.find((x) => x.id === pid);
        if (p !== undefined && !p.containedIn.includes(id)) p.containedIn.push(id);
      }
    }
  });
  const categories: Category[] = categorySources.map((src, i) => ({
    id: src.id,
    name: src.name,
    slug: src.slug,
    parentId: src.parent === null ? null : category(src.parent).id,
    sort: (i + 1) * 10,
    subcategories: categorySources.filter((c) => c.parent === src.slug).map((c) => c.id),
    products: products.filter((p) => p.categoryIds.includes(src.id)).map((p) => p.id),
    description: src.description,
  }));
  return { products, categories };
}
