/**
 * The product preview of /admin (src/islands/content/admin/catalog-previews.tsx) draws the menu's
 * own card: this makes the card's product, with the prices of one price zone and service, from the
 * entry as the editor has it, half-filled included.
 */
import { sizeLabel } from '../catalog/size-label.ts';
import type { MenuProduct } from '../menu/types.ts';
import type { PriceZone } from '../catalog/schema.ts';

type Data = Record<string, unknown>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** The card's product for `zone` and `service` (restaurant or delivery prices). */
export function previewProduct(
  data: Data,
  zone: PriceZone = 'msk',
  service: 'restaurant' | 'delivery' = 'restaurant',
): MenuProduct {
  const diet = (data['diet'] ?? {}) as Data;
  const allergens = (data['allergens'] ?? {}) as Data;
  return {
    id: count(data['id']),
    slug: text(data['slug']),
    name: text(data['name']),
    categoryIds: list(data['categoryIds']) as number[],
    parentCategoryId: count(list(data['categoryIds'])[0]),
    parentCategorySlug: '',
    weight: count(data['weight']),
    stickers: list(data['stickers']) as string[],
    dayParts: list(data['dayParts']) as MenuProduct['dayParts'],
    diet: { vegetarian: diet['vegetarian'] === true, vegan: diet['vegan'] === true },
    available: true,
    offers: list(data['offers']).map((item) => {
      const offer = (item ?? {}) as Data;
      const prices = ((offer['prices'] ?? {}) as Data)[service] as Data | undefined;
      return {
        id: count(offer['id']),
        label: sizeLabel({
          ...(text(offer['sizeName']) && { sizeName: text(offer['sizeName']) }),
          ...(text(offer['volumeName']) && { volumeName: text(offer['volumeName']) }),
          ...(text(offer['flavorName']) && { flavorName: text(offer['flavorName']) }),
          ...(text(offer['servingSizeName']) && {
            servingSizeName: text(offer['servingSizeName']),
          }),
        }),
        price: count(prices?.[zone]),
        weight: count(offer['weight']),
      };
    }),
    allergens: {
      contains: list(allergens['contains']) as MenuProduct['allergens']['contains'],
      mayContain: list(allergens['mayContain']) as MenuProduct['allergens']['mayContain'],
    },
  };
}
