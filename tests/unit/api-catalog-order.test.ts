import { describe, expect, it } from 'vitest';
import { catalog, catalogIndex } from '~/server/catalog';

// The API bundles a file per entry now; its lists must come out in the order the generator's
// arrays had, which its answers (cities, menus, restaurants) and their clients rely on.
describe('the API catalog gathered from the entry files', () => {
  it('lists the categories in their menu order, as categories.json had them', () => {
    expect(catalog.categories.map((c) => c.slug)).toEqual([
      'burgers',
      'chicken-and-fish',
      'rolls',
      'fries-and-snacks',
      'salads',
      'breakfast',
      'combo',
      'kids-combo',
      'cold-drinks',
      'soda',
      'juice-and-water',
      'shakes',
      'hot-drinks',
      'coffee',
      'tea',
      'desserts',
      'ice-cream',
      'sauces',
    ]);
  });

  it('lists the cities by cityId from Moscow, the products and restaurants by id', () => {
    const cityIds = catalog.cities.map((c) => c.cityId);
    expect(cityIds).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(catalog.cities.slice(0, 3).map((c) => c.code)).toEqual([
      'moscow',
      'saint-petersburg',
      'novosibirsk',
    ]);
    const productIds = catalog.products.map((p) => p.id);
    expect(productIds).toEqual(Array.from({ length: 130 }, (_, i) => 5001 + i));
    const restaurantIds = catalog.restaurants.map((r) => r.id);
    expect(restaurantIds).toEqual(Array.from({ length: 1006 }, (_, i) => i + 1));
  });

  it('keeps each city’s restaurants in id order for the answers that list them', () => {
    const moscow = catalogIndex().restaurantsByCity.get(1) ?? [];
    expect(moscow.length).toBeGreaterThan(0);
    const ids = moscow.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
