import { describe, expect, it } from 'vitest';
import {
  agreementsSchema,
  dayPartsFileSchema,
  loyaltySchema,
  navigationSchema,
  type NutritionValues,
} from '../../src/lib/catalog/schema.ts';
import { compositionLine, compositionLines } from '../../src/lib/catalog/composition.ts';
import { sizeLabel } from '../../src/lib/catalog/size-label.ts';
import { loadCatalog, loadCatalogFolder } from './helpers/catalog.ts';

const categories = loadCatalogFolder('categories');
const products = loadCatalogFolder('products');
const productById = new Map(products.map((p) => [p.id, p]));
const categoryById = new Map(categories.map((c) => [c.id, c]));
const COMBO_CATEGORIES = [414, 415];

describe('categories', () => {
  it('has 409 and 408 and at least 12 top-level categories', () => {
    expect(categoryById.get(409)?.slug).toBe('burgers');
    expect(categoryById.get(408)?.slug).toBe('chicken-and-fish');
    expect(categories.filter((c) => c.parentId === null).length).toBeGreaterThanOrEqual(12);
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
  });

  it('links parents and subcategories both ways', () => {
    for (const c of categories) {
      for (const sub of c.subcategories) expect(categoryById.get(sub)?.parentId).toBe(c.id);
      if (c.parentId !== null) expect(categoryById.get(c.parentId)?.subcategories).toContain(c.id);
    }
  });

  it('lists only existing products, in agreement with product.categoryIds', () => {
    for (const c of categories) {
      expect(c.products.length, c.slug).toBeGreaterThan(0);
      for (const id of c.products)
        expect(productById.get(id)?.categoryIds, `${c.slug}/${id}`).toContain(c.id);
    }
    for (const p of products) {
      for (const id of p.categoryIds)
        expect(categoryById.get(id)?.products, `${p.slug}`).toContain(p.id);
    }
  });
});

describe('products', () => {
  it('has at least 120 products with unique ids, slugs, texts and offer ids', () => {
    expect(products.length).toBeGreaterThanOrEqual(120);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.detailText)).size).toBe(products.length);
    const offerIds = products.flatMap((p) => p.offers.map((o) => o.id));
    expect(new Set(offerIds).size).toBe(offerIds.length);
  });

  it('gives every product at least one offer with distinct size labels', () => {
    for (const p of products) {
      expect(p.offers.length, p.slug).toBeGreaterThan(0);
      expect(p.weight).toBe(p.offers[0]?.weight);
      if (p.offers.length > 1) {
        const labels = p.offers.map((o) => sizeLabel(o));
        expect(
          labels.every((l) => l !== null),
          p.slug,
        ).toBe(true);
        expect(new Set(labels).size, p.slug).toBe(labels.length);
        expect(
          p.offers.every((o) => o.nutrition !== undefined),
          p.slug,
        ).toBe(true);
        expect(p.nutrition).toEqual(p.offers[0]?.nutrition);
      }
    }
  });

  it('puts 409, then 408 first among several categories', () => {
    for (const p of products) {
      const ids = p.categoryIds;
      if (ids.includes(409)) expect(ids[0], p.slug).toBe(409);
      else if (ids.includes(408)) expect(ids[0], p.slug).toBe(408);
    }
    expect(products.some((p) => p.categoryIds.includes(409) && p.categoryIds.includes(408))).toBe(
      true,
    );
  });

  it('prices msk/spb above regions and delivery above restaurant', () => {
    for (const o of products.flatMap((p) => p.offers)) {
      const { restaurant, delivery } = o.prices;
      for (const zone of [restaurant, delivery]) {
        expect(zone.msk / zone.regions).toBeGreaterThanOrEqual(1.05);
        expect(zone.msk / zone.regions).toBeLessThanOrEqual(1.2);
        expect(zone.spb / zone.regions).toBeGreaterThanOrEqual(1.05);
      }
      expect(delivery.regions / restaurant.regions).toBeGreaterThanOrEqual(1.1);
      expect(delivery.regions / restaurant.regions).toBeLessThanOrEqual(1.25);
    }
  });

  it('computes nutrition consistently', () => {
    const check = (v: NutritionValues, label: string): void => {
      expect(Math.abs(v.kj - v.kcal * 4.184), label).toBeLessThanOrEqual(1);
      expect(v.saturatedFats, label).toBeLessThanOrEqual(v.fats);
      expect(v.sugar, label).toBeLessThanOrEqual(v.carbohydrates + 0.05);
    };
    for (const p of products) {
      for (const n of [
        p.nutrition,
        ...p.offers.flatMap((o) => (o.nutrition ? [o.nutrition] : [])),
      ]) {
        check(n.perPortion, p.slug);
        check(n.per100g, p.slug);
      }
      const { perPortion, per100g, dailyPercent } = p.nutrition;
      expect(
        Math.abs(per100g.kcal - (perPortion.kcal * 100) / p.weight),
        p.slug,
      ).toBeLessThanOrEqual(1);
      expect(
        Math.abs(per100g.fats - (perPortion.fats * 100) / p.weight),
        p.slug,
      ).toBeLessThanOrEqual(0.1);
      expect(Math.abs(dailyPercent.kcal - perPortion.kcal / 20)).toBeLessThanOrEqual(0.5 + 1e-9);
      expect(Math.abs(dailyPercent.fats - (perPortion.fats * 100) / 67)).toBeLessThanOrEqual(
        0.5 + 1e-9,
      );
      expect(Math.abs(dailyPercent.salt - perPortion.salt * 20)).toBeLessThanOrEqual(0.5 + 1e-9);
    }
  });

  it('keeps allergens consistent with the composition', () => {
    const rules: [RegExp, string][] = [
      [/булочка|тортилья|маффин английский|панировк|слоёное/u, 'глютен'],
      [/сыр |сыр$|пломбир|молоко|сливки|сметана/u, 'молоко'],
      [/минтая|трески|анчоус/u, 'рыба'],
      [/кунжут/u, 'кунжут'],
      [/арахис/u, 'арахис'],
      [/орех/u, 'орехи'],
    ];
    for (const p of products) {
      expect(
        p.allergens.contains.filter((a) => p.allergens.mayContain.includes(a)),
        p.slug,
      ).toEqual([]);
      if (p.combo !== undefined) continue;
      for (const { name: item } of p.composition) {
        for (const [re, allergen] of rules) {
          if (re.test(item)) expect(p.allergens.contains, `${p.slug}: ${item}`).toContain(allergen);
        }
      }
      if (p.diet.vegan) expect(p.diet.vegetarian).toBe(true);
    }
  });

  it('counts in its composition the patties and fillets its text counts', () => {
    // «Биг Хит»: «две говяжьи котлеты» in the text, one «котлета из говядины» in the composition.
    const NUMBERS: Record<string, number> = { два: 2, две: 2, три: 3, четыре: 4 };
    const counted = /(?<![а-яё])(два|две|три|четыре)\s+(?:[а-яё]+\s+){0,2}?(котлет|филе)/gu;
    let countedProducts = 0;
    for (const p of products) {
      if (p.combo !== undefined) continue;
      const said = new Map<string, number>();
      for (const [, word = '', stem = ''] of p.detailText.toLowerCase().matchAll(counted))
        said.set(stem, NUMBERS[word] ?? 1);
      if (said.size > 0) countedProducts += 1;
      for (const item of p.composition) {
        const stem = ['котлет', 'филе'].find((s) => item.name.includes(s));
        if (stem === undefined) continue;
        expect(item.count ?? 1, `${p.slug}: ${item.name}`).toBe(said.get(stem) ?? 1);
      }
    }
    expect(countedProducts).toBeGreaterThanOrEqual(6);
  });

  it('shows a counted ingredient with its count', () => {
    expect(compositionLine({ name: 'котлета из говядины', count: 2 })).toBe(
      'котлета из говядины\u00a0×2',
    );
    expect(compositionLine({ name: 'сыр плавленый' })).toBe('сыр плавленый');
    const bigHit = products.find((p) => p.slug === 'big-hit');
    expect(compositionLines(bigHit?.composition ?? [])).toContain('котлета из говядины\u00a0×2');
  });

  it('sells breakfast products in the breakfast day part', () => {
    for (const id of categoryById.get(413)?.products ?? []) {
      expect(productById.get(id)?.dayParts).toContain('breakfast');
    }
    expect(products.some((p) => p.dayParts.length === 1 && p.dayParts[0] === 'breakfast')).toBe(
      true,
    );
  });
});

describe('combos', () => {
  const combos = products.filter((p) => p.combo !== undefined);

  it('exist exactly for the combo categories', () => {
    expect(combos.length).toBeGreaterThan(0);
    for (const p of products) {
      const inCombo = p.categoryIds.some((id) => COMBO_CATEGORIES.includes(id));
      expect(p.combo !== undefined, p.slug).toBe(inCombo);
    }
  });

  it('reference existing, non-combo products with a valid default', () => {
    for (const c of combos) {
      for (const slot of c.combo?.slots ?? []) {
        expect(slot.productIds).toContain(slot.defaultProductId);
        for (const id of slot.productIds) {
          const p = productById.get(id);
          expect(p, `${c.slug}/${id}`).toBeDefined();
          expect(p?.combo).toBeUndefined();
          expect(p?.containedIn, `${c.slug}/${id}`).toContain(c.id);
        }
      }
    }
  });

  it('list containedIn only for combos that really contain the product', () => {
    for (const p of products) {
      for (const comboId of p.containedIn) {
        const combo = productById.get(comboId);
        expect(
          combo?.combo?.slots.some((s) => s.productIds.includes(p.id)),
          `${p.slug} in ${comboId}`,
        ).toBe(true);
      }
    }
  });
});

describe('site files', () => {
  it('has dayparts, loyalty, navigation and agreements for every city', () => {
    const dayParts = loadCatalog('dayparts.json', dayPartsFileSchema);
    expect(dayParts.map((d) => d.code)).toEqual(['breakfast', 'main']);
    expect(loadCatalog('loyalty.json', loyaltySchema).awarding_rules[0]?.ratio).toBe(0.05);
    const nav = loadCatalog('navigation.json', navigationSchema);
    expect(nav.pages.header2.children.map((c) => c.url)).toContain('/menu');
    expect(nav.pages.footer.children.every((g) => (g.children?.length ?? 0) > 0)).toBe(true);
    const agreements = loadCatalog('agreements.json', agreementsSchema);
    const cities = loadCatalogFolder('cities');
    for (const key of ['default', ...cities.map((c) => c.code)]) {
      expect(agreements[key]?.detailText, key).toContain('152-ФЗ');
    }
  });
});
