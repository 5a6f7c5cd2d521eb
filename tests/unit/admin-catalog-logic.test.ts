/**
 * The rules behind the catalog's editor: the hours widgets' values and checks, the restaurant
 * preview's coming week (a special day, a closure, the restaurant's time zone), the product
 * preview's prices, and what the build refuses across files (repeated numbers, a point outside
 * its city).
 */
import { describe, expect, it } from 'vitest';
import { dayOf, modeOf, weekOf, weekProblem } from '~/lib/admin/hours-value';
import { previewProduct } from '~/lib/admin/product-preview';
import { closureLine, comingWeek, insideCity } from '~/lib/admin/restaurant-preview';
import {
  catalogProblems,
  restaurantMismatches,
  type CatalogToCheck,
} from '~/lib/catalog/integrity';
import { catalogForEditor } from './helpers/editor-config';

const open = (o: string, c: string) => ({ open: o, close: c });
const WEEK = Array.from({ length: 7 }, () => open('08:00', '22:00'));

describe('the hours widgets’ values', () => {
  it('tell hours, closed (null) and as usual (absent) apart, Immutable or plain', () => {
    expect(modeOf(dayOf(null))).toBe('closed');
    expect(modeOf(dayOf(undefined))).toBe('usual');
    expect(dayOf({ toJS: () => open('10:00', '18:00') })).toEqual(open('10:00', '18:00'));
    expect(weekOf([open('08:00', '22:00')])).toEqual([
      open('08:00', '22:00'),
      ...Array<null>(6).fill(null),
    ]);
  });

  it('name the day and the time that is wrong, in Russian', () => {
    expect(weekProblem(WEEK)).toBeNull();
    expect(weekProblem([...WEEK.slice(0, 2), open('8:00', '22:00'), ...WEEK.slice(3)])).toMatch(
      /^Среда: Время открытия «8:00»/,
    );
    expect(weekProblem([open('00:00', '24:00'), ...WEEK.slice(1)])).toBeNull();
    expect(weekProblem([open('10:00', '10:00'), ...WEEK.slice(1)])).toMatch(/совпадают/);
  });
});

describe('the restaurant preview', () => {
  const data = {
    hours: { hall: WEEK, delivery: WEEK },
    closure: { from: '2026-12-02', until: '2026-12-03', note: 'Ремонт' },
    specialDays: [
      {
        date: '2026-12-05',
        label: '5 декабря',
        hours: { hall: open('10:00', '18:00'), delivery: null },
      },
    ],
  };

  it('shows the coming week from today in the restaurant’s zone, a closure and a special day in place', () => {
    // 23:30 in Moscow on 30 November is already 1 December in Vladivostok.
    const now = new Date('2026-11-30T20:30:00Z');
    const week = comingWeek(data, now, 'Asia/Vladivostok');
    expect(week[0]).toMatchObject({ date: '2026-12-01', today: true, note: null });
    expect(week[1]).toMatchObject({
      date: '2026-12-02',
      note: 'Закрыт',
      cells: ['Закрыто', 'Закрыто'],
    });
    expect(week[2]?.note).toBe('Закрыт');
    expect(week[3]?.cells).toEqual(['08:00–22:00', '08:00–22:00']);
    expect(week[4]).toMatchObject({ note: '5 декабря', cells: ['10:00–18:00', 'Закрыто'] });
    expect(comingWeek(data, now, 'Europe/Moscow')[0]?.date).toBe('2026-11-30');
  });

  it('says the closure as the restaurant page does: coming, in effect through its last day, then nothing', () => {
    const at = (iso: string) => closureLine(data, new Date(iso), 'Europe/Moscow');
    expect(at('2026-12-01T12:00:00+03:00')).toBe(
      'С\u00a02 по\u00a03\u00a0декабря ресторан будет закрыт. Ремонт',
    );
    expect(at('2026-12-03T23:59:00+03:00')).toBe(
      'Ресторан закрыт по\u00a03\u00a0декабря включительно, откроется 4\u00a0декабря. Ремонт',
    );
    expect(at('2026-12-04T00:00:00+03:00')).toBeNull();
    expect(
      closureLine(
        { closure: { from: '2026-12-02', note: '' } },
        new Date('2027-01-01T12:00:00+03:00'),
        'Europe/Moscow',
      ),
    ).toBe('Ресторан временно закрыт');
  });

  it('warns when the point lies outside the city', () => {
    const square = [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
      [0, 0],
    ] as const;
    expect(insideCity({ lat: 0.5, long: 0.5 }, square)).toBe(true);
    expect(insideCity({ lat: 2, long: 0.5 }, square)).toBe(false);
    expect(insideCity({}, square)).toBeNull();
  });
});

describe('the product preview', () => {
  it('takes the prices of the zone and service asked, and the size labels', () => {
    const prices = { msk: 199, spb: 189, regions: 179 };
    const data = {
      name: 'Бургер',
      offers: [
        {
          id: 1,
          sizeName: 'Большой',
          weight: 200,
          prices: { restaurant: prices, delivery: { ...prices, msk: 249 } },
        },
      ],
    };
    expect(previewProduct(data).offers[0]).toEqual({
      id: 1,
      label: 'Большой',
      price: 199,
      weight: 200,
    });
    expect(previewProduct(data, 'msk', 'delivery').offers[0]?.price).toBe(249);
    expect(previewProduct({}).offers).toEqual([]);
  });
});

describe('what the build refuses across the catalog’s files', () => {
  const catalog = catalogForEditor();

  it('nothing in the catalog as committed', () => {
    expect(catalogProblems(catalog)).toEqual([]);
  });

  it('a repeated product number and a restaurant outside its city', () => {
    const [product] = catalog.products;
    const [first, ...others] = catalog.restaurants;
    if (!product || !first) throw new Error('empty catalog');
    const problems = catalogProblems({
      ...catalog,
      products: [...catalog.products, { ...product, slug: 'copy', offers: [] }],
      restaurants: [{ ...first, lat: first.lat + 5 }, ...others],
    });
    expect(problems).toEqual([
      `номер продукта ${product.id} повторяется`,
      expect.stringMatching(new RegExp(`^ресторан №${first.id} .*вне границ города`)),
    ]);
  });

  it('a size’s number another product’s size has, naming both products', () => {
    const [first, second, ...others] = catalog.products;
    if (!first || !second) throw new Error('empty catalog');
    const taken = first.offers[0]?.id ?? 0;
    const copied = { ...second, offers: [{ ...second.offers[0], id: taken }] };
    expect(catalogProblems({ ...catalog, products: [first, copied, ...others] })).toEqual([
      `номер размера ${taken} повторяется: «${first.name}», «${second.name}»`,
    ]);
  });

  it('a restaurant whose city number, name or region is not its city’s, or whose breakfasts disagree', () => {
    const [first, second, ...others] = catalog.restaurants;
    if (!first || !second) throw new Error('empty catalog');
    const cities: CatalogToCheck['cities'] = catalog.cities;
    const city = cities.find((c) => c.code === first.cityCode);
    const problems = catalogProblems({
      ...catalog,
      restaurants: [
        { ...first, cityId: (city?.cityId ?? 0) + 1 },
        { ...second, hasBreakfast: !second.hasBreakfast },
        ...others,
      ],
    });
    expect(problems).toEqual([
      `ресторан №${first.id} (${first.street}, ${first.house}): «Номер города», «Город» и «Регион» не как у города ${city?.name}: нужно ${city?.cityId}, «${city?.name}» и «${city?.region}»`,
      `ресторан №${second.id} (${second.street}, ${second.house}): «Подаёт завтраки» и услуга «Завтраки» расходятся: отметьте обе или ни одну`,
    ]);
  });
});

describe('the restaurant preview’s warnings, as an editor fills in the form', () => {
  const kazan = { cityId: 5, name: 'Казань', region: 'Республика Татарстан' };

  it('say what to type while the city’s copies are empty, and nothing once they match', () => {
    expect(restaurantMismatches({ features: [] }, kazan)).toEqual([
      '«Номер города», «Город» и «Регион» не как у города Казань: нужно 5, «Казань» и «Республика Татарстан»',
    ]);
    const filled = {
      cityId: 5,
      city: 'Казань ',
      region: 'Республика Татарстан',
      features: ['cafe'],
    };
    expect(restaurantMismatches(filled, kazan)).toEqual([]);
    expect(restaurantMismatches({ ...filled, city: 'Москва' }, kazan)).toHaveLength(1);
  });

  it('ask for «Подаёт завтраки» and the «Завтраки» service together, and wait for a city', () => {
    expect(
      restaurantMismatches({ hasBreakfast: true, features: ['cafe'] }, undefined),
    ).toHaveLength(1);
    expect(restaurantMismatches({ features: ['breakfast'] }, undefined)).toHaveLength(1);
    expect(
      restaurantMismatches({ hasBreakfast: true, features: ['breakfast'] }, undefined),
    ).toEqual([]);
  });
});
