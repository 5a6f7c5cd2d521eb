import { describe, expect, it } from 'vitest';
import type { RestaurantsResponse, SearchResponse } from '~/lib/api/types';
import type { ComingDay } from '~/lib/restaurants/schedule';
import {
  closureDatesText,
  closureTitle,
  comingHoursText,
  hoursConfirmedText,
} from '~/lib/restaurants/schedule-text';
import { fastFoodRestaurant, restaurantSpecialDays } from '~/lib/structured-data/restaurant';
import { catalogIndex } from '~/server/catalog';
import { nearRestaurants, restaurantDetails, restaurantsAnswer } from '~/server/restaurants';
import { searchAnswer } from '~/server/search';

const index = catalogIndex();
const moscow = { city: index.cityByCode.get('moscow')! };
// Студенческий пр-т, 29 (id 2) in Moscow is closed for repairs from 1 to 5 December 2026.
const repaired = index.restaurantById.get(2)!;
const read = <T>(answer: { body: Uint8Array }): T =>
  JSON.parse(new TextDecoder().decode(answer.body)) as T;
const msk = (local: string): Date => new Date(`${local}+03:00`);

describe('the API’s isTempClosed, decided at the request', () => {
  it('follows the closure’s first and last day in the restaurant’s time zone', () => {
    expect(restaurantDetails(repaired, msk('2026-11-30T23:59:00')).isTempClosed).toBe(false);
    expect(restaurantDetails(repaired, msk('2026-12-01T00:00:00')).isTempClosed).toBe(true);
    expect(restaurantDetails(repaired, msk('2026-12-05T23:59:00')).isTempClosed).toBe(true);
    expect(restaurantDetails(repaired, msk('2026-12-06T00:00:00')).isTempClosed).toBe(false);
    const near = nearRestaurants(repaired.lat, repaired.long, 1, msk('2026-12-03T12:00:00'));
    expect(near[0]).toMatchObject({ id: 2, isTempClosed: true });
  });

  it('gives the kept list of a city anew when a closure begins', () => {
    const before = restaurantsAnswer(moscow.city.cityId, msk('2026-11-30T12:00:00'));
    const during = restaurantsAnswer(moscow.city.cityId, msk('2026-12-01T12:00:00'));
    expect(during.etag).not.toBe(before.etag);
    expect(read<RestaurantsResponse>(before).restaurants['2']?.isTempClosed).toBe(false);
    expect(read<RestaurantsResponse>(during).restaurants['2']?.isTempClosed).toBe(true);
    // A restaurant closed until further notice stays closed.
    const closedForGood = index.restaurantsByCity
      .get(moscow.city.cityId)!
      .find((r) => r.closure && !r.closure.until)!;
    expect(read<RestaurantsResponse>(before).restaurants[closedForGood.id]?.isTempClosed).toBe(
      true,
    );
  });

  it('marks a closed restaurant found by search', () => {
    const found = (at: string) =>
      read<SearchResponse>(searchAnswer(moscow, 'студенческий', msk(at))).restaurants.find(
        (r) => r.id === 2,
      );
    expect(found('2026-12-02T10:00:00')?.isTempClosed).toBe(true);
    expect(found('2026-12-07T10:00:00')?.isTempClosed).toBe(false);
  });
});

describe('the words for closures and coming days', () => {
  const repairs = { from: '2026-12-01', until: '2026-12-05', note: 'Ремонт' };

  it('say when a closure is, coming or in effect', () => {
    expect(closureTitle(repairs, 'upcoming')).toBe(
      'С\u00a01 по\u00a05\u00a0декабря ресторан будет закрыт',
    );
    expect(closureTitle(repairs, 'current')).toBe(
      'Ресторан закрыт по\u00a05\u00a0декабря включительно, откроется 6\u00a0декабря',
    );
    expect(closureTitle({ from: '2026-11-28', until: '2026-12-02', note: '' }, 'upcoming')).toBe(
      'С\u00a028\u00a0ноября по\u00a02\u00a0декабря ресторан будет закрыт',
    );
    expect(closureTitle({ from: '2025-09-01', note: '' }, 'current')).toBe(
      'Ресторан временно закрыт',
    );
    expect(closureDatesText({ from: '2025-09-01', note: '' })).toBe(
      'Временно закрыт с\u00a01\u00a0сентября 2025',
    );
    expect(hoursConfirmedText('2026-11-12')).toBe('Часы проверены 12\u00a0ноября 2026');
  });

  it('call a day closed by a closure or a special day «Закрыто», the week’s day off «Выходной»', () => {
    const day = (extra: Partial<ComingDay>): ComingDay => ({
      date: '2026-12-31',
      weekday: 3,
      closed: false,
      hours: { hall: null },
      ...extra,
    });
    expect(comingHoursText(day({ closed: true }), 'hall')).toBe('Закрыто');
    expect(comingHoursText(day({ label: 'Новый год' }), 'hall')).toBe('Закрыто');
    expect(comingHoursText(day({}), 'hall')).toBe('Выходной');
    expect(
      comingHoursText(day({ hours: { hall: { open: '10:00', close: '02:00' } } }), 'hall'),
    ).toBe('10:00–02:00');
  });
});

describe('the restaurant’s structured data', () => {
  it('names its special days and its closure as days of other hours', () => {
    const newYear = index.restaurantById.get(3)!;
    const node = fastFoodRestaurant(newYear, 'u', 'm', restaurantSpecialDays(newYear));
    expect(node['specialOpeningHoursSpecification']).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
        opens: '10:00',
        closes: '03:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-01-01',
        validThrough: '2027-01-01',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    expect(restaurantSpecialDays(repaired)).toEqual([
      { date: '2026-12-01', closed: true, through: '2026-12-05' },
    ]);
  });
});
