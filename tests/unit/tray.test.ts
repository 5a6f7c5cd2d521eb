import { afterEach, describe, expect, it } from 'vitest';
import { allergenSchema, type NutritionValues, type Product } from '~/lib/catalog/schema';
import { NUTRITION_ROWS, formatNutrient } from '~/lib/menu/nutrition';
import { ALLERGEN_ORDER, trayAllergens, trayDiet } from '~/lib/tray/allergens';
import { comboSavings } from '~/lib/tray/combos';
import { buildTrayData } from '~/lib/tray/data';
import { trayFromQuery, trayLink } from '~/lib/tray/link';
import { addOffer, parseTray } from '~/lib/tray/changes';
import { MAX_COUNT, trayCount, type TrayState } from '~/lib/tray/storage';
import { trayLines, trayTotals, withOffer, type TrayPlace } from '~/lib/tray/totals';
import {
  $tray,
  $trayCity,
  $trayData,
  $trayFailure,
  $trayNow,
  $trayView,
  setTrayCity,
} from '~/stores/tray';
import { loadCatalogFolder, loadMenuCatalog } from './helpers/catalog';

const { categories, products, dayParts } = loadMenuCatalog();
const cities = loadCatalogFolder('cities');
const data = buildTrayData(products, categories, cities, dayParts);
const MOSCOW_NOON: TrayPlace = { zone: 'msk', context: 'menu', dayPart: 'main' };

const product = (slug: string): Product => {
  const found = products.find((p) => p.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};
const offerOf = (slug: string, index = 0) => {
  const offer = product(slug).offers[index];
  if (!offer) throw new Error(`${slug} #${index}`);
  return offer;
};
/** The catalog's own per-portion table of an offer (the product page's «Порция» column). */
const tableOf = (slug: string, index = 0) =>
  offerOf(slug, index).nutrition ?? product(slug).nutrition;
const tray = (...items: [slug: string, index: number, count: number][]): TrayState => ({
  context: 'menu',
  items: items.map(([slug, index, count]) => ({ offerId: offerOf(slug, index).id, count })),
});
const totalsOf = (state: TrayState, place = MOSCOW_NOON) =>
  trayTotals(trayLines(state, data, place));

describe('a tray of one shows exactly what the product shows', () => {
  it('every offer of the catalog: the same portion values and percents, formatted alike', () => {
    for (const p of products) {
      p.offers.forEach((offer, index) => {
        const table = tableOf(p.slug, index);
        const totals = totalsOf(tray([p.slug, index, 1]));
        expect(totals.nutrition, `${p.slug} ${offer.id}`).toEqual(table.perPortion);
        expect(totals.percents, `${p.slug} ${offer.id}`).toEqual(table.dailyPercent);
        for (const row of NUTRITION_ROWS) {
          expect(formatNutrient(totals.nutrition[row.key], row.unit)).toBe(
            formatNutrient(table.perPortion[row.key], row.unit),
          );
        }
        expect(totals.price).toBe(offer.prices.restaurant.msk);
      });
    }
  });
});

describe('a tray of many', () => {
  const state = tray(['hamburger', 0, 2], ['fries', 1, 1], ['cola', 2, 3]);
  const parts: [string, number, number][] = [
    ['hamburger', 0, 2],
    ['fries', 1, 1],
    ['cola', 2, 3],
  ];

  it('sums the catalog per-offer values times the counts, and the prices of the zone', () => {
    const totals = totalsOf(state);
    const keys = NUTRITION_ROWS.map((r) => r.key);
    const expected = Object.fromEntries(
      keys.map((k) => [
        k,
        Math.round(
          parts.reduce((sum, [slug, i, n]) => sum + tableOf(slug, i).perPortion[k] * n, 0) * 100,
        ) / 100,
      ]),
    ) as unknown as NutritionValues;
    expect(totals.nutrition).toEqual(expected);
    expect(totals.count).toBe(6);
    expect(totals.price).toBe(
      parts.reduce((sum, [slug, i, n]) => sum + offerOf(slug, i).prices.restaurant.msk * n, 0),
    );
    expect(totalsOf(state, { ...MOSCOW_NOON, context: 'delivery', zone: 'spb' }).price).toBe(
      parts.reduce((sum, [slug, i, n]) => sum + offerOf(slug, i).prices.delivery.spb * n, 0),
    );
  });

  it('gives percents of the daily intake of the sums (2000 kcal, 5 g of salt…)', () => {
    const totals = totalsOf(state);
    expect(totals.percents.kcal).toBe(Math.round((totals.nutrition.kcal * 100) / 2000));
    expect(totals.percents.salt).toBe(Math.round((totals.nutrition.salt * 100) / 5));
    expect(totals.percents.kcal).toBeGreaterThan(tableOf('hamburger').dailyPercent.kcal);
  });

  it('marks an item of another day part and counts it; an unknown offer is marked only', () => {
    const withBreakfast = tray(['hamburger', 0, 1], ['syrniki', 0, 1]);
    withBreakfast.items.push({ offerId: 99999, count: 2 });
    const lines = trayLines(withBreakfast, data, MOSCOW_NOON);
    expect(lines.map((l) => l.note)).toEqual([
      null,
      'Только на завтрак, 06:00–10:30',
      'Этого больше нет в меню',
    ]);
    const totals = trayTotals(lines);
    expect(totals.count).toBe(2);
    expect(totals.price).toBe(
      offerOf('hamburger').prices.restaurant.msk + offerOf('syrniki').prices.restaurant.msk,
    );
  });
});

describe('allergens of the whole meal', () => {
  it('uses the catalog list in its order', () => {
    expect(ALLERGEN_ORDER).toEqual(allergenSchema.options);
  });

  it('is the union over the items, each allergen with the items that bring it', () => {
    const lines = trayLines(
      tray(['hamburger', 0, 1], ['fries', 0, 1], ['cola', 0, 1]),
      data,
      MOSCOW_NOON,
    );
    const union = trayAllergens(lines);
    const catalogUnion = new Set(
      ['hamburger', 'fries', 'cola'].flatMap((s) => [
        ...product(s).allergens.contains,
        ...product(s).allergens.mayContain,
      ]),
    );
    expect(new Set(union.map((a) => a.allergen))).toEqual(catalogUnion);
    // Hamburger contains gluten, fries may contain it: «содержит» for one, «может» for the other.
    expect(union.find((a) => a.allergen === 'глютен')).toEqual({
      allergen: 'глютен',
      contains: ['Гамбургер'],
      mayContain: ['Картофель фри'],
    });
    expect(union.find((a) => a.allergen === 'горчица')?.contains).toEqual(['Гамбургер']);
    expect(union.find((a) => a.allergen === 'рыба')).toEqual({
      allergen: 'рыба',
      contains: [],
      mayContain: ['Картофель фри'],
    });
  });

  it('says vegan or vegetarian only when every item is', () => {
    const diet = (...slugs: string[]) =>
      trayDiet(
        trayLines(
          tray(...slugs.map((s): [string, number, number] => [s, 0, 1])),
          data,
          MOSCOW_NOON,
        ),
      );
    expect(diet('veggie-burger', 'fries', 'cola')).toEqual({ vegetarian: true, vegan: true });
    expect(diet('veggie-burger', 'shake-vanilla')).toEqual({ vegetarian: true, vegan: false });
    expect(diet('veggie-burger', 'hamburger')).toEqual({ vegetarian: false, vegan: false });
  });
});

describe('a combo that would be cheaper', () => {
  const combo = product('big-hit-combo');
  const alone = (zone: 'msk' | 'regions', context: 'restaurant' | 'delivery') =>
    ['big-hit', 'fries', 'cola'].reduce((sum, s) => sum + offerOf(s).prices[context][zone], 0);

  it('finds the combo the items make up and the saving, in the zone and context', () => {
    const state = tray(['big-hit', 0, 1], ['fries', 0, 1], ['cola', 0, 1]);
    const found = comboSavings(trayLines(state, data, MOSCOW_NOON), data, MOSCOW_NOON);
    expect(found.map((c) => c.combo.slug)).toEqual(['big-hit-combo']);
    expect(found[0]?.saving).toBe(
      alone('msk', 'restaurant') - (combo.offers[0]?.prices.restaurant.msk ?? 0),
    );
    expect(found[0]?.saving).toBeGreaterThan(0);
    const regions: TrayPlace = { zone: 'regions', context: 'delivery', dayPart: 'main' };
    const there = comboSavings(trayLines(state, data, regions), data, regions);
    expect(there[0]?.saving).toBe(
      alone('regions', 'delivery') - (combo.offers[0]?.prices.delivery.regions ?? 0),
    );
  });

  it('adds the combo builder surcharge for a dearer option and needs the combo size', () => {
    const wedges = tray(['big-hit', 0, 1], ['potato-wedges', 0, 1], ['cola', 0, 1]);
    const [found] = comboSavings(trayLines(wedges, data, MOSCOW_NOON), data, MOSCOW_NOON);
    const surcharge =
      offerOf('potato-wedges').prices.restaurant.msk - offerOf('fries').prices.restaurant.msk;
    expect(surcharge).toBeGreaterThan(0);
    expect(found?.price).toBe((combo.offers[0]?.prices.restaurant.msk ?? 0) + surcharge);
    // A large fries is not what the combo holds.
    const large = tray(['big-hit', 0, 1], ['fries', 2, 1], ['cola', 0, 1]);
    expect(comboSavings(trayLines(large, data, MOSCOW_NOON), data, MOSCOW_NOON)).toEqual([]);
  });

  it('fills each combo from its own items and leaves out combos not sold now', () => {
    const two = tray(['big-hit', 0, 2], ['fries', 0, 2], ['cola', 0, 2]);
    expect(comboSavings(trayLines(two, data, MOSCOW_NOON), data, MOSCOW_NOON)).toHaveLength(2);
    const breakfast = tray(
      ['muffin-ham-omelette', 0, 1],
      ['hash-brown', 0, 1],
      ['americano', 0, 1],
    );
    const morning: TrayPlace = { ...MOSCOW_NOON, dayPart: 'breakfast' };
    expect(comboSavings(trayLines(breakfast, data, morning), data, morning)[0]?.combo.slug).toBe(
      'breakfast-combo',
    );
    expect(comboSavings(trayLines(breakfast, data, MOSCOW_NOON), data, MOSCOW_NOON)).toEqual([]);
  });
});

describe('the tray store', () => {
  afterEach(() => {
    $tray.set({ items: [], context: 'menu' });
    $trayData.set(null);
  });

  it('re-prices the tray when the city changes', () => {
    $trayData.set(data);
    $trayNow.set(new Date('2026-03-02T09:00:00Z')); // noon in Moscow
    $tray.set(tray(['hamburger', 0, 1], ['fries', 1, 2]));
    setTrayCity('moscow');
    const moscow = $trayView.get()?.totals.price;
    setTrayCity('novosibirsk');
    expect($trayCity.get()).toBe('novosibirsk');
    const novosibirsk = $trayView.get()?.totals.price;
    expect(moscow).toBe(
      offerOf('hamburger').prices.restaurant.msk + 2 * offerOf('fries', 1).prices.restaurant.msk,
    );
    expect(novosibirsk).toBe(
      offerOf('hamburger').prices.restaurant.regions +
        2 * offerOf('fries', 1).prices.restaurant.regions,
    );
    expect(novosibirsk).not.toBe(moscow);
  });

  it('keeps a failure to price the tray instead of throwing it into whoever set the data', () => {
    $tray.set(tray(['hamburger', 0, 1]));
    const stop = $trayView.listen(() => undefined);
    // Data of another shape (each product's sizes an object), as a stale cache might hold it.
    const broken = {
      ...data,
      products: data.products.map((p) => ({ ...p, offers: { ...p.offers } })),
    };
    expect(() => $trayData.set(broken)).not.toThrow();
    expect($trayView.get()).toBeNull();
    expect($trayFailure.get()).toBeInstanceOf(TypeError);
    $trayData.set(data);
    expect($trayFailure.get()).toBeNull();
    expect($trayView.get()?.lines).toHaveLength(1);
    stop();
  });

  it('judges the day part by the city clock', () => {
    $trayData.set(data);
    $tray.set(tray(['syrniki', 0, 1]));
    setTrayCity('moscow');
    $trayNow.set(new Date('2026-03-02T05:00:00Z')); // 08:00 in Moscow: breakfast
    expect($trayView.get()?.lines[0]?.note).toBeNull();
    setTrayCity('novosibirsk'); // 12:00 there
    expect($trayView.get()?.lines[0]?.note).toBe('Только на завтрак, 06:00–10:30');
  });
});

describe('the tray on the device and in a link', () => {
  it('adds up to ten of an offer and reads back what it wrote', () => {
    let state: TrayState = { items: [], context: 'menu' };
    for (let i = 0; i < 12; i += 1) state = addOffer(state, 50011, 'delivery');
    expect(state).toEqual({ items: [{ offerId: 50011, count: MAX_COUNT }], context: 'delivery' });
    expect(parseTray(JSON.stringify(state))).toEqual(state);
    expect(
      parseTray('{"items":[{"offerId":"x","count":1},{"offerId":5,"count":0}]}').items,
    ).toEqual([]);
    expect(parseTray('not json')).toEqual({ items: [], context: 'menu' });
    expect(trayCount(addOffer(state, 50341, 'menu'))).toBe(11);
  });

  it('merges a line switched to a size already in the tray', () => {
    const state = tray(['fries', 0, 2], ['fries', 1, 1]);
    expect(withOffer(state, offerOf('fries', 0).id, offerOf('fries', 1).id).items).toEqual([
      { offerId: offerOf('fries', 1).id, count: 3 },
    ]);
  });

  it('puts the tray into a link and back', () => {
    const state: TrayState = { ...tray(['hamburger', 0, 2], ['cola', 1, 1]), context: 'delivery' };
    const link = trayLink(state, 'https://example.ru');
    const items = `${offerOf('hamburger').id}x2-${offerOf('cola', 1).id}`;
    expect(link).toBe(`https://example.ru/menu/tray?items=${items}&context=delivery`);
    expect(trayFromQuery(new URL(link).search)).toEqual(state);
    expect(trayFromQuery('?items=50011x99-oops-50011')).toEqual({
      items: [{ offerId: 50011, count: MAX_COUNT }],
      context: 'menu',
    });
    expect(trayFromQuery('?other=1')).toBeNull();
  });
});
