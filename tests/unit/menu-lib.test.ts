import { describe, expect, it } from 'vitest';
import { bonusText, loyaltyBonus } from '~/lib/menu/bonus';
import { catalogMenu, priceFrom, sizeLabels } from '~/lib/menu/catalog';
import { comboPrice, optionSurcharge } from '~/lib/menu/combo';
import { filterQuery, matchesFilter, parseFilter, productBadges } from '~/lib/menu/filter';
import { parentCategoryId } from '~/lib/menu/parent';
import { restaurantsByDistance } from '~/lib/menu/restaurants';
import { availabilityNote, chooseCategory, hasContent } from '~/lib/menu/selection';
import { menuItem } from '~/lib/structured-data/menu';
import { jsonLd } from '~/lib/structured-data/graph';
import { readFileSync } from 'node:fs';
import { productArt } from '~/lib/menu/art';
import { artKind } from '~/lib/menu/art-kind';
import { loadMenuCatalog, ROOT } from './helpers/catalog';

const { categories, products, dayParts } = loadMenuCatalog();
const menu = catalogMenu(categories, products, dayParts, 'menu');
const delivery = catalogMenu(categories, products, dayParts, 'delivery');
const bySlug = (slug: string) => {
  const found = Object.values(menu.products).find((p) => p.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('parent category (SPEC §9: 409, else 408, else the first)', () => {
  it('prefers 409, then 408, then the first category', () => {
    expect(parentCategoryId([408, 409])).toBe(409);
    expect(parentCategoryId([410, 408])).toBe(408);
    expect(parentCategoryId([416, 417])).toBe(416);
    expect(() => parentCategoryId([])).toThrow();
  });

  it('gives every catalog product one URL under its parent', () => {
    expect(bySlug('chickenburger').parentCategorySlug).toBe('burgers');
    expect(bySlug('shrimp-roll').parentCategorySlug).toBe('chicken-and-fish');
    expect(bySlug('cola').parentCategorySlug).toBe('cold-drinks');
  });
});

describe('loyalty bonus (SPEC §9: floor(price × ratio))', () => {
  it('floors and ignores float noise', () => {
    expect(loyaltyBonus(189, 0.05)).toBe(9);
    expect(loyaltyBonus(180, 0.05)).toBe(9);
    expect(loyaltyBonus(19, 0.05)).toBe(0);
    expect(loyaltyBonus(100, undefined)).toBe(0);
  });

  it('uses the 1 / 2–4 / 5+ plural', () => {
    expect(bonusText(1)).toBe('+1\u00a0бонус');
    expect(bonusText(3)).toBe('+3\u00a0бонуса');
    expect(bonusText(11)).toBe('+11\u00a0бонусов');
    expect(bonusText(22)).toBe('+22\u00a0бонуса');
  });
});

describe('catalog menu', () => {
  it('resolves restaurant and delivery prices of the Moscow zone and size labels', () => {
    const fries = bySlug('fries');
    expect(fries.offers.map((o) => o.label)).toEqual(sizeLabels(fries));
    expect(sizeLabels(fries).length).toBe(3);
    const deliveryFries = delivery.products[String(fries.id)];
    expect(priceFrom(deliveryFries ?? fries)).toBeGreaterThan(priceFrom(fries));
  });

  it('chooses a category by slug, a subcategory with its parent, else the first', () => {
    expect(chooseCategory(menu.categories, 'salads').category?.slug).toBe('salads');
    const soda = chooseCategory(menu.categories, 'soda');
    expect([soda.category?.slug, soda.subcategory?.slug]).toEqual(['cold-drinks', 'soda']);
    expect(chooseCategory(menu.categories, null).category?.slug).toBe('burgers');
    expect(chooseCategory(menu.categories, 'nope').category?.slug).toBe('burgers');
  });

  it('treats a category without products and subcategories as empty', () => {
    const [first] = menu.categories;
    if (!first) throw new Error('no categories');
    expect(hasContent(first)).toBe(true);
    expect(hasContent({ ...first, products: [], subcategories: [] })).toBe(false);
    expect(hasContent(null)).toBe(false);
  });

  it('says when a breakfast-only product is available', () => {
    const muffin = bySlug('muffin-ham-omelette');
    expect(availabilityNote(muffin, 'main', menu.schedule.dayParts)).toBe(
      'Только на завтрак, 06:00–10:30',
    );
    expect(availabilityNote(muffin, 'breakfast', menu.schedule.dayParts)).toBeNull();
    expect(availabilityNote({ ...muffin, available: false }, null, [])).toMatch(/Закончилось/);
  });
});

describe('allergen and diet filter', () => {
  it('round-trips through the query and keeps other parameters', () => {
    const filter = parseFilter('?utm=x&without=gluten,nuts,bogus&diet=vegetarian&strict=1');
    expect(filter).toEqual({ without: ['gluten', 'nuts'], diet: 'vegetarian', strict: true });
    expect(filterQuery(filter, '?utm=x')).toBe(
      '?utm=x&without=gluten,nuts&diet=vegetarian&strict=1',
    );
    expect(filterQuery({ without: [], diet: null, strict: true }, '?utm=x')).toBe('?utm=x');
  });

  it('excludes «содержит», and «может содержать» only in strict mode', () => {
    const hamburger = bySlug('hamburger'); // contains gluten, may contain sesame
    expect(matchesFilter(hamburger, parseFilter('without=gluten'))).toBe(false);
    expect(matchesFilter(hamburger, parseFilter('without=sesame'))).toBe(true);
    expect(matchesFilter(hamburger, parseFilter('without=sesame&strict=1'))).toBe(false);
    expect(matchesFilter(hamburger, parseFilter('diet=vegetarian'))).toBe(false);
    expect(matchesFilter(bySlug('veggie-burger'), parseFilter('diet=vegetarian'))).toBe(true);
  });

  it('badges diet and gluten-free products', () => {
    expect(productBadges(bySlug('still-water'))).toContain('Без\u00a0глютена');
    expect(productBadges(bySlug('hamburger'))).toEqual([]);
  });
});

describe('combo builder', () => {
  const slot = {
    code: 'drink',
    defaultProductId: 1,
    options: [
      { id: 1, offers: [{ price: 90 }, { price: 120 }] },
      { id: 2, offers: [{ price: 150 }] },
      { id: 3, offers: [{ price: 60 }] },
    ],
  };
  it('adds the difference for a dearer option, never a discount', () => {
    expect(optionSurcharge(slot, 2)).toBe(60);
    expect(optionSurcharge(slot, 3)).toBe(0);
    expect(comboPrice(400, [slot], { drink: 2 })).toBe(460);
    expect(comboPrice(400, [slot], {})).toBe(400);
  });
});

describe('structured data and art', () => {
  it('describes a menu item with RUB offers and NutritionInformation', () => {
    const cola = bySlug('cola');
    const item = menuItem({ product: cola, url: 'https://x/menu/cold-drinks/cola' });
    const offers = item['offers'] as { priceCurrency: string }[];
    expect(offers).toHaveLength(3);
    expect(offers.every((o) => o.priceCurrency === 'RUB')).toBe(true);
    expect(jsonLd([{ '@type': 'Thing', name: '</script>' }])).not.toContain('</script>');
  });

  it('sorts restaurants nearest first when the location is known', () => {
    const pins = [
      { lat: 55.8, long: 37.6, address: 'Б' },
      { lat: 55.75, long: 37.61, address: 'А' },
    ];
    expect(restaurantsByDistance(pins, [37.61, 55.75]).map((p) => p.address)).toEqual(['А', 'Б']);
    expect(restaurantsByDistance(pins, null)[0]?.distance).toBeNull();
  });

  it('draws a distinct illustration for every product', () => {
    const svgs = new Set(products.map((p) => productArt(p.slug, p.categoryIds)));
    expect(svgs.size).toBe(products.length);
  });

  it('draws each breakfast muffin as a muffin, the chicken one too (also a chicken product)', () => {
    const muffins = products.filter((p) => /^muffin-/.test(p.slug));
    expect(muffins.map((p) => p.slug)).toContain('muffin-chicken');
    for (const muffin of muffins) expect(artKind(muffin.slug, muffin.categoryIds)).toBe('muffin');
  });

  it('has each product’s committed drawing as the generator draws it (scripts/product-art.ts)', () => {
    const stale = products.filter(
      (p) =>
        readFileSync(`${ROOT}src/assets/products/${p.slug}.svg`, 'utf8') !==
        productArt(p.slug, p.categoryIds),
    );
    expect(stale.map((p) => p.slug)).toEqual([]);
  });
});
