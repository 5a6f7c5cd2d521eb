import { describe, expect, it } from 'vitest';
import type { MenuResponse } from '~/lib/api/types';
import { catalogMenu } from '~/lib/menu/catalog';
import { activeDayPart, dayPartMenu } from '~/lib/menu/day-part';
import { staleReason, type MenuVisitor, type PrerenderedMenu } from '~/lib/menu/prerendered';
import { catalogIndex } from '~/server/catalog';
import { menuJson } from '~/server/menu';
import { typesetCatalog } from '~/lib/typography';
import { loadMenuCatalog } from './helpers/catalog';

// Typeset as the content collections give them to the pages (src/content.config.ts).
const raw = loadMenuCatalog();
const { dayParts } = raw;
const categories = typesetCatalog(raw.categories);
const products = typesetCatalog(raw.products);
const moscow = catalogIndex().cityByCode.get('moscow')!;
const NOON_MOSCOW = new Date('2026-03-02T09:00:00Z');
const SEVEN_MOSCOW = new Date('2026-03-02T04:00:00Z');

describe('the menu of one day part', () => {
  it('is what the API answers while that day part is active', () => {
    for (const [context, apiContext] of [
      ['menu', 'restaurant'],
      ['delivery', 'delivery'],
    ] as const) {
      const full = catalogMenu(categories, products, dayParts, context);
      for (const [code, now] of [
        ['main', NOON_MOSCOW],
        ['breakfast', SEVEN_MOSCOW],
      ] as const) {
        const api = JSON.parse(
          menuJson({ city: moscow }, apiContext, undefined, now),
        ) as MenuResponse;
        const ours = dayPartMenu(full, code);
        expect(ours.categories).toEqual(api.categories);
        expect(ours.products).toEqual(api.products);
        expect(ours.schedule.active).toBe(api.schedule.active);
      }
    }
  });

  it('drops products and emptied categories of other day parts', () => {
    const main = dayPartMenu(catalogMenu(categories, products, dayParts, 'menu'), 'main');
    const all = Object.values(main.products);
    expect(all.every((p) => p.dayParts.includes('main'))).toBe(true);
    expect(main.categories.every((c) => c.products.length > 0)).toBe(true);
  });
});

describe('the active day part on the client', () => {
  it('is the one the API answers in every city time zone, every half hour', () => {
    const byZone = new Map([...catalogIndex().cityByCode.values()].map((c) => [c.timezone, c]));
    for (let step = 0; step < 48; step += 1) {
      const now = new Date(Date.UTC(2026, 2, 2, 0, step * 30));
      for (const [zone, city] of byZone) {
        const api = JSON.parse(menuJson({ city }, 'restaurant', undefined, now)) as MenuResponse;
        expect(activeDayPart(dayParts, now, zone)).toBe(api.schedule.active);
      }
    }
  });
});

describe('is the pre-rendered menu this visitor’s?', () => {
  const page: PrerenderedMenu = {
    city: 'moscow',
    timeZone: 'Europe/Moscow',
    dayParts,
    dayPart: 'main',
    path: '/menu/burgers',
  };
  const visitor: MenuVisitor = {
    city: undefined,
    restaurant: undefined,
    pathname: '/menu/burgers',
    search: '',
    now: NOON_MOSCOW,
  };

  it('is for the default visitor of the default city in the main day part', () => {
    expect(staleReason(page, visitor)).toBeNull();
    expect(staleReason(page, { ...visitor, city: 'moscow', search: '?utm_source=x' })).toBeNull();
  });

  it('is not for another city, a chosen restaurant or a filter in the address', () => {
    expect(staleReason(page, { ...visitor, city: 'kazan' })).toBe('city');
    expect(staleReason(page, { ...visitor, restaurant: '12345' })).toBe('restaurant');
    expect(staleReason(page, { ...visitor, search: '?without=milk' })).toBe('filter');
    expect(staleReason(page, { ...visitor, search: '?diet=vegan' })).toBe('filter');
  });

  it('is not when the island would rewrite the address', () => {
    expect(staleReason(page, { ...visitor, pathname: '/menu/burgers/' })).toBe('path');
  });

  it('is not at breakfast time in the city, nor when no day part is on', () => {
    expect(staleReason(page, { ...visitor, now: SEVEN_MOSCOW })).toBe('day part');
    const gap = {
      ...page,
      dayParts: [{ code: 'main' as const, intervals: [{ from: '10:30', to: '23:00' }] }],
    };
    expect(staleReason(gap, { ...visitor, now: new Date('2026-03-02T21:00:00Z') })).toBe(
      'day part',
    );
  });
});
