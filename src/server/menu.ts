/**
 * Menus and products of a city or a restaurant: prices resolved for the city's price zone and the
 * context, day parts in the city's time zone, the restaurant's stop-list and breakfast rule.
 */
import type { MenuCategory, MenuProduct, ProductDetails } from '~/lib/api/types';
import type { City, DayPart, DayPartCode, Product, Restaurant } from '~/lib/catalog/schema';
import { compositionLines } from '~/lib/catalog/composition';
import { sizeLabel } from '~/lib/catalog/size-label';
import { AnswerCache, type Answer } from './answers';
import { catalog, catalogIndex } from './catalog';
import { activeDayPart } from '~/lib/menu/day-part';
import { serverNow } from './clock';

/** Where a menu is read: a city, or a restaurant in its city. */
export interface Scope {
  city: City;
  restaurant?: Restaurant;
}

/** Restaurant prices or delivery prices. */
export type MenuContext = 'restaurant' | 'delivery';

/** The preferred parent category: 409, else 408, else the first (SPEC §9). */
export function parentCategoryId(product: Pick<Product, 'categoryIds'>): number {
  const ids = product.categoryIds;
  if (ids.includes(409)) return 409;
  if (ids.includes(408)) return 408;
  return ids[0] ?? 409;
}

/** The slug of the preferred parent category. */
export function parentCategorySlug(product: Pick<Product, 'categoryIds'>): string {
  return catalogIndex().categoryById.get(parentCategoryId(product))?.slug ?? 'menu';
}

/** Day parts served in a scope: no breakfast where the restaurant has none. */
export function scopeDayParts(scope: Scope): DayPart[] {
  return scope.restaurant && !scope.restaurant.hasBreakfast
    ? catalog.dayParts.filter((part) => part.code !== 'breakfast')
    : catalog.dayParts;
}

/** A product as a menu card in a scope and context. */
export function menuProduct(product: Product, scope: Scope, context: MenuContext): MenuProduct {
  const zone = scope.city.priceZone;
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    categoryIds: product.categoryIds,
    parentCategoryId: parentCategoryId(product),
    parentCategorySlug: parentCategorySlug(product),
    weight: product.weight,
    stickers: product.stickers,
    dayParts: product.dayParts,
    diet: product.diet,
    available: !scope.restaurant?.stopList.includes(product.id),
    offers: product.offers.map((offer) => ({
      id: offer.id,
      label: sizeLabel(offer),
      price: offer.prices[context][zone],
      weight: offer.weight,
    })),
    allergens: product.allergens,
  };
}

/** What a menu answer depends on besides the products: the day parts served, active and shown. */
interface MenuPlan {
  dayParts: DayPart[];
  active: DayPartCode | null;
  chosen: DayPartCode | null;
}

function menuPlan(scope: Scope, meal: DayPartCode | undefined, now: Date): MenuPlan {
  const dayParts = scopeDayParts(scope);
  const active = activeDayPart(dayParts, now, scope.city.timezone);
  const chosen = meal ?? active ?? (dayParts.some((p) => p.code === 'main') ? 'main' : null);
  return { dayParts, active, chosen };
}

function buildMenu(scope: Scope, context: MenuContext, plan: MenuPlan): string {
  const { dayParts, active, chosen } = plan;
  const served = dayParts.some((p) => p.code === chosen);
  const products: Record<string, MenuProduct> = {};
  for (const product of catalog.products) {
    if (!served || !chosen || !product.dayParts.includes(chosen)) continue;
    products[product.id] = menuProduct(product, scope, context);
  }
  const categories: MenuCategory[] = [];
  const kept = new Set<number>();
  const sorted = [...catalog.categories].sort((a, b) => a.sort - b.sort || a.id - b.id);
  for (const category of sorted) {
    const ids = category.products.filter((id) => id in products);
    if (ids.length > 0) kept.add(category.id);
  }
  for (const category of sorted) {
    if (!kept.has(category.id)) continue;
    categories.push({
      id: category.id,
      name: category.name,
      slug: category.slug,
      parentId: category.parentId,
      sort: category.sort,
      subcategories: category.subcategories.filter((id) => kept.has(id)),
      products: category.products.filter((id) => id in products),
    });
  }
  return JSON.stringify({ categories, products, schedule: { dayParts, active } });
}

/** The menu answer of a scope at `now`, serialised (not kept). */
export function menuJson(
  scope: Scope,
  context: MenuContext,
  meal: DayPartCode | undefined,
  now: Date,
): string {
  return buildMenu(scope, context, menuPlan(scope, meal, now));
}

// A menu is ~60 KB: about 500 of them (price zone or restaurant × context × day parts).
const menus = new AnswerCache(32 * 1024 * 1024);

/**
 * The menu answer of a scope at `now`, kept per price zone (a city's menu) or restaurant, context,
 * day part shown and day part active: the clock picks the key, so a kept menu never outlives its
 * day part.
 */
export function menuAnswer(
  scope: Scope,
  context: MenuContext,
  meal: DayPartCode | undefined,
  now: Date = serverNow(),
): Answer {
  const plan = menuPlan(scope, meal, now);
  const owner = scope.restaurant ? `r${scope.restaurant.id}` : `z${scope.city.priceZone}`;
  const key = `${owner}|${context}|${plan.chosen}|${plan.active}`;
  return menus.get(key, () => buildMenu(scope, context, plan));
}

/** Find a product by numeric id or slug; null when unknown or not served in the scope. */
export function findProduct(scope: Scope, idOrSlug: string): Product | null {
  const { productById, productBySlug } = catalogIndex();
  const product = /^\d{1,9}$/.test(idOrSlug)
    ? productById.get(Number(idOrSlug))
    : productBySlug.get(idOrSlug);
  if (!product) return null;
  const served = scopeDayParts(scope).map((p) => p.code);
  return product.dayParts.some((code) => served.includes(code)) ? product : null;
}

/** A product with details: text, composition, nutrition, containing combos and combo slots. */
export function productDetails(
  product: Product,
  scope: Scope,
  context: MenuContext,
): ProductDetails {
  const { productById } = catalogIndex();
  const card = menuProduct(product, scope, context);
  const details: ProductDetails = {
    ...card,
    offers: card.offers.map((offer, i) => {
      const nutrition = product.offers[i]?.nutrition;
      return nutrition ? { ...offer, nutrition } : offer;
    }),
    detailText: product.detailText,
    composition: compositionLines(product.composition),
    nutrition: product.nutrition,
    containedIn: product.containedIn.flatMap((id) => {
      const combo = productById.get(id);
      return combo
        ? [
            {
              id: combo.id,
              slug: combo.slug,
              name: combo.name,
              parentCategorySlug: parentCategorySlug(combo),
            },
          ]
        : [];
    }),
  };
  if (product.combo) {
    details.combo = {
      slots: product.combo.slots.map((slot) => ({
        code: slot.code,
        name: slot.name,
        defaultProductId: slot.defaultProductId,
        options: slot.productIds.flatMap((id) => {
          const option = productById.get(id);
          return option ? [menuProduct(option, scope, context)] : [];
        }),
      })),
    };
  }
  return details;
}
