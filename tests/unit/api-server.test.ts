import { describe, expect, it } from 'vitest';
import type { MenuResponse } from '~/lib/api/types';
import { catalog, catalogIndex, restaurantAddress } from '~/server/catalog';
import { cityNear, geoFromHeaders, visitorCity } from '~/server/cities';
import { badRequest, HttpError } from '~/server/http';
import { findProduct, menuJson, parentCategoryId } from '~/server/menu';
import { parseLatLong, parseQuery } from '~/server/params';
import { activeDayPart, inInterval } from '~/lib/menu/day-part';

const index = catalogIndex();
const moscow = index.cityByCode.get('moscow')!;
const vladivostok = index.cityByCode.get('vladivostok')!;
const menu = (...args: Parameters<typeof menuJson>): MenuResponse =>
  JSON.parse(menuJson(...args)) as MenuResponse;

describe('day parts in the city time zone', () => {
  it('wraps intervals past midnight', () => {
    expect(inInterval(23 * 60, '10:30', '06:00')).toBe(true);
    expect(inInterval(5 * 60 + 59, '10:30', '06:00')).toBe(true);
    expect(inInterval(6 * 60, '10:30', '06:00')).toBe(false);
    expect(inInterval(6 * 60, '06:00', '10:30')).toBe(true);
    expect(inInterval(10 * 60 + 30, '06:00', '10:30')).toBe(false);
  });

  it('is breakfast in Moscow at 07:00 local and main at 12:00', () => {
    expect(activeDayPart(catalog.dayParts, new Date('2026-03-02T04:00:00Z'), 'Europe/Moscow')).toBe(
      'breakfast',
    );
    expect(activeDayPart(catalog.dayParts, new Date('2026-03-02T09:00:00Z'), 'Europe/Moscow')).toBe(
      'main',
    );
  });

  it('uses each city’s own clock: one instant, different day parts', () => {
    const instant = new Date('2026-03-02T22:00:00Z'); // 01:00 in Moscow, 08:00 in Vladivostok
    expect(activeDayPart(catalog.dayParts, instant, moscow.timezone)).toBe('main');
    expect(activeDayPart(catalog.dayParts, instant, 'Asia/Vladivostok')).toBe('breakfast');
    expect(menu({ city: vladivostok }, 'restaurant', undefined, instant).schedule.active).toBe(
      'breakfast',
    );
  });
});

describe('menus', () => {
  const noon = new Date('2026-03-02T09:00:00Z');
  it('lists the active day part by default and only products in it', () => {
    const answer = menu({ city: moscow }, 'restaurant', undefined, noon);
    expect(answer.schedule.active).toBe('main');
    expect(Object.values(answer.products).every((p) => p.dayParts.includes('main'))).toBe(true);
  });

  it('applies the stop-list and the missing breakfast of a restaurant', () => {
    const stopped = catalog.restaurants.find((r) => r.stopList.length > 0 && r.hasBreakfast)!;
    const answer = menu({ city: moscow, restaurant: stopped }, 'restaurant', 'main', noon);
    const off = Object.values(answer.products).filter((p) => !p.available);
    expect(off.map((p) => p.id).every((id) => stopped.stopList.includes(id))).toBe(true);
    const noBreakfast = catalog.restaurants.find((r) => !r.hasBreakfast)!;
    const scope = { city: index.cityById.get(noBreakfast.cityId)!, restaurant: noBreakfast };
    const morning = menu(scope, 'restaurant', 'breakfast', noon);
    expect(morning.schedule.dayParts.map((p) => p.code)).toEqual(['main']);
    expect(morning.categories).toEqual([]);
    expect(findProduct(scope, 'muffin-ham-omelette')).toBeNull();
  });

  it('resolves prices per zone and context', () => {
    const regions = catalog.cities.find((c) => c.priceZone === 'regions')!;
    const price = (city = moscow, context: 'restaurant' | 'delivery' = 'restaurant') =>
      menu({ city }, context, 'main', noon).products['5002']?.offers[0]?.price;
    const cheeseburger = index.productById.get(5002)!.offers[0]!.prices;
    expect(price()).toBe(cheeseburger.restaurant.msk);
    expect(price(moscow, 'delivery')).toBe(cheeseburger.delivery.msk);
    expect(price(regions)).toBe(cheeseburger.restaurant.regions);
  });

  it('prefers 409, then 408, then the first category', () => {
    expect(parentCategoryId({ categoryIds: [414, 409] })).toBe(409);
    expect(parentCategoryId({ categoryIds: [414, 408] })).toBe(408);
    expect(parentCategoryId({ categoryIds: [414, 415] })).toBe(414);
  });
});

describe('cities and addresses', () => {
  it('finds the city by boundary, by distance, or none', () => {
    expect(cityNear(55.75, 37.62)?.code).toBe('moscow');
    expect(cityNear(55.6, 38.4)?.code).toBe('moscow');
    expect(cityNear(0, 0)).toBeNull();
  });

  it('reads the Netlify geo header and ignores junk', () => {
    const header = btoa(JSON.stringify({ latitude: 56.84, longitude: 60.6 }));
    expect(geoFromHeaders(new Headers({ 'x-nf-geo': header }))).toEqual({ lat: 56.84, long: 60.6 });
    for (const junk of [
      '%%%',
      btoa('{"latitude":"x"}'),
      btoa('{}'),
      btoa('{"latitude":99,"longitude":0}'),
    ]) {
      expect(geoFromHeaders(new Headers({ 'x-nf-geo': junk }))).toBeNull();
    }
    const geo = geoFromHeaders(new Headers({ 'x-nf-geo': header }));
    expect(visitorCity(new Headers(), geo).code).toBe('yekaterinburg');
    expect(visitorCity(new Headers({ cookie: 'city=kazan' }), geo).code).toBe('kazan');
    expect(visitorCity(new Headers({ cookie: 'city=atlantis' }), null).code).toBe('moscow');
  });

  it('writes the address by the spec rule', () => {
    const base = { street: 'ул. Ленина', house: '5', block: null };
    expect(restaurantAddress({ ...base, region: 'Москва', city: 'Москва' })).toBe(
      'Москва, ул. Ленина, 5',
    );
    expect(
      restaurantAddress({ ...base, block: 'корп. 2', region: 'Тверская область', city: 'Тверь' }),
    ).toBe('Тверская область, Тверь, ул. Ленина, 5, корп. 2');
  });
});

describe('parameters', () => {
  const params = (query: string) => new URLSearchParams(query);
  it('accepts coordinates in range', () => {
    expect(parseLatLong(params('lat=-33.5&long=151'))).toEqual({ lat: -33.5, long: 151 });
  });
  it.each(['', 'lat=1', 'lat=x&long=1', 'lat=91&long=1', 'lat=1&long=1e3', 'lat=NaN&long=1'])(
    'refuses «%s» with a 400',
    (query) => {
      expect(() => parseLatLong(params(query))).toThrow(HttpError);
    },
  );
  it('limits queries', () => {
    expect(parseQuery(params('q=%20латте%20'))).toBe('латте');
    expect(() => parseQuery(params(`q=${'a'.repeat(201)}`))).toThrow(badRequest('x').constructor);
  });
});
