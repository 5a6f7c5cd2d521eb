/**
 * What an editor can do in /admin never breaks the build or shows what should not be shown: a
 * cleared optional field (Decap writes `""`) reads as absent or null, a closure whose first day is
 * cleared is lifted, and a hidden product leaves every list, category and combo choice (a category
 * left with nothing on sale goes with it).
 */
import { describe, expect, it } from 'vitest';
import { catalogCollections } from '~/lib/admin/catalog-collections';
import type { DecapField } from '~/lib/admin/schema-fields';
import {
  blankAsAbsent,
  holdsBlank,
  productSchema,
  restaurantSchema,
  type Category,
  type Product,
  type Restaurant,
} from '~/lib/catalog/schema';
import { hiddenProductIds, visibleCatalog } from '~/lib/catalog/visible';
import { z } from '~/lib/zod';
import { catalogForEditor } from './helpers/editor-config';

const catalog = catalogForEditor() as unknown as {
  products: Product[];
  categories: Category[];
  restaurants: Restaurant[];
};
const restaurant = catalog.restaurants.find((r) => r.id === 1) as Restaurant;
const combo = catalog.products.find((p) => p.slug === 'big-hit-combo') as Product;

describe('a field the editor cleared («»)', () => {
  it('is absent when optional, null when nullable, and still checked when filled in', () => {
    const optional = blankAsAbsent(z.string().min(1).optional());
    const nullable = blankAsAbsent(z.string().min(1).nullable());
    expect(optional.parse('')).toBeUndefined();
    expect(nullable.parse('')).toBeNull();
    expect(optional.parse('корп. 2')).toBe('корп. 2');
    expect(optional.safeParse(5).success).toBe(false);
  });

  it('lets a restaurant with a cleared «Корпус», «Метро», «Часы проверены» and «Закрыт по» build', () => {
    const edited = {
      ...restaurant,
      block: '',
      metro: '',
      hoursConfirmed: '',
      closure: { from: '2026-12-01', until: '', note: 'Ремонт' },
    };
    expect(holdsBlank(edited)).toBe(true);
    const parsed = restaurantSchema.parse(edited);
    expect(parsed).toMatchObject({ block: null, metro: null, closure: { from: '2026-12-01' } });
    expect(parsed.hoursConfirmed).toBeUndefined();
    expect(parsed.closure?.until).toBeUndefined();
    expect(holdsBlank(parsed)).toBe(false);
    // A wrong date is still refused: only the blank is forgiven.
    expect(restaurantSchema.safeParse({ ...edited, hoursConfirmed: '1.12.2026' }).success).toBe(
      false,
    );
  });

  it('lets a product with a cleared size name and count build', () => {
    const [offer] = combo.offers;
    const edited = {
      ...combo,
      offers: [{ ...offer, sizeName: '', volumeName: '' }],
      composition: [{ name: 'котлета', count: '' }],
    };
    const parsed = productSchema.parse(edited);
    expect(parsed.offers[0]?.sizeName).toBeUndefined();
    expect(parsed.composition[0]?.count).toBeUndefined();
  });
});

describe('lifting a closure in /admin', () => {
  it('is clearing «Закрыт с»: the closure is gone, whatever is left in its other fields', () => {
    const lifted = { ...restaurant, closure: { from: '', until: '2026-12-05', note: 'Ремонт' } };
    expect(restaurantSchema.parse(lifted).closure).toBeUndefined();
    expect(restaurantSchema.parse({ ...restaurant, closure: {} }).closure).toBeUndefined();
    // Filled in by half the other way, it is still refused with the schema's message.
    expect(
      restaurantSchema.safeParse({ ...restaurant, closure: { from: '2026-12-01' } }).success,
    ).toBe(false);
  });

  it('is what the field’s hint tells the editor', () => {
    const [, , restaurants] = catalogCollections(catalogForEditor());
    const closure = (restaurants?.['fields'] as DecapField[]).find((f) => f.name === 'closure');
    expect(closure?.hint).toContain('Чтобы снять закрытие, очистите «Закрыт с»');
    expect(closure?.fields?.find((f) => f.name === 'from')?.required).toBe(false);
  });
});

describe('a hidden product', () => {
  const side = combo.combo?.slots.find((s) => s.code === 'side');
  const hiddenSide = side?.defaultProductId as number;
  const products = catalog.products.map((p) => (p.id === hiddenSide ? { ...p, hidden: true } : p));

  it('is in /admin as the checkbox «Скрыть с сайта»', () => {
    const [productsCollection] = catalogCollections(catalogForEditor());
    const fields = productsCollection?.['fields'] as DecapField[];
    expect(fields.find((f) => f.name === 'hidden')).toMatchObject({
      label: 'Скрыть с сайта',
      widget: 'boolean',
      required: false,
    });
  });

  it('leaves the products, every category and the combos’ choices, their default given to the next', () => {
    const visible = visibleCatalog(products, catalog.categories);
    expect(visible.products.map((p) => p.id)).not.toContain(hiddenSide);
    expect(visible.products).toHaveLength(catalog.products.length - 1);
    for (const category of visible.categories) expect(category.products).not.toContain(hiddenSide);
    const slot = visible.products
      .find((p) => p.id === combo.id)
      ?.combo?.slots.find((s) => s.code === 'side');
    expect(slot?.productIds).toEqual(side?.productIds.filter((id) => id !== hiddenSide));
    expect(slot?.defaultProductId).toBe(side?.productIds.find((id) => id !== hiddenSide));
    for (const product of visible.products) expect(product.containedIn).not.toContain(hiddenSide);
  });

  it('takes with it a combo left with nothing to choose in one of its choices', () => {
    const main = combo.combo?.slots.find((s) => s.code === 'main')?.productIds ?? [];
    const hidden = hiddenProductIds(
      catalog.products.map((p) => (main.includes(p.id) ? { ...p, hidden: true } : p)),
    );
    expect(hidden).toContain(combo.id);
  });

  it('takes with it a category left with nothing on sale: off the list and its parent’s subcategories', () => {
    const category = (slug: string) => catalog.categories.find((c) => c.slug === slug) as Category;
    const withHidden = (...slugs: string[]) => {
      const ids = new Set(slugs.flatMap((slug) => category(slug).products));
      return catalog.products.map((p) => (ids.has(p.id) ? { ...p, hidden: true } : p));
    };
    const [coldDrinks, soda, iceCream] = ['cold-drinks', 'soda', 'ice-cream'].map(category);
    const visible = visibleCatalog(withHidden('soda', 'ice-cream'), catalog.categories);
    const ids = visible.categories.map((c) => c.id);
    expect(ids).not.toContain(soda?.id);
    expect(ids).not.toContain(iceCream?.id);
    expect(visible.categories).toHaveLength(catalog.categories.length - 2);
    const parent = visible.categories.find((c) => c.id === coldDrinks?.id);
    expect(parent?.subcategories).toEqual(
      coldDrinks?.subcategories.filter((id) => id !== soda?.id),
    );
    expect(parent?.products).toEqual(
      coldDrinks?.products.filter((id) => !soda?.products.includes(id)),
    );
    // All the cold drinks hidden: the parent goes with its subcategories.
    const noColdDrinks = visibleCatalog(withHidden('cold-drinks'), catalog.categories);
    for (const id of [coldDrinks?.id, ...(coldDrinks?.subcategories ?? [])])
      expect(noColdDrinks.categories.map((c) => c.id)).not.toContain(id);
  });

  it('changes nothing while no product is hidden', () => {
    const visible = visibleCatalog(catalog.products, catalog.categories);
    expect(visible.products).toEqual(catalog.products);
    expect(visible.categories).toEqual(catalog.categories);
  });
});

describe('a product’s uploaded picture', () => {
  const product = catalog.products.find((p) => p.slug === 'big-hit-combo') as Product;

  it('is a file in images beside the products, described; a cleared one is the drawing again', () => {
    const photo = { ...product, image: './images/big-hit.jpg', imageAlt: 'Бургер на подносе' };
    expect(productSchema.parse(photo).image).toBe('./images/big-hit.jpg');
    // Decap writes the path without «./».
    expect(productSchema.parse({ ...photo, image: 'images/big-hit.JPG' }).image).toBe(
      'images/big-hit.JPG',
    );
    const refused = productSchema.safeParse({ ...photo, imageAlt: '' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['imageAlt'],
      message: 'У фотографии продукта нужно описание: что на ней видно',
    });
    expect(productSchema.safeParse({ ...photo, image: '/uploads/big-hit.jpg' }).success).toBe(
      false,
    );
    expect(productSchema.safeParse({ ...photo, image: './images/big-hit.gif' }).success).toBe(
      false,
    );
    expect(productSchema.parse({ ...product, image: '', imageAlt: '' }).image).toBeUndefined();
  });

  it('is uploaded in /admin into that folder, with its description beside it', () => {
    const [products] = catalogCollections(catalogForEditor());
    expect(products).toMatchObject({ media_folder: 'images', public_folder: './images' });
    const fields = products?.['fields'] as DecapField[];
    expect(fields.find((f) => f.name === 'image')).toMatchObject({
      label: 'Фотография',
      widget: 'image',
      required: false,
      choose_url: false,
    });
    expect(fields.find((f) => f.name === 'imageAlt')).toMatchObject({
      widget: 'string',
      required: false,
    });
  });
});
