/**
 * Hand-set closures, special days and confirmation dates of a few restaurants, by id: what the
 * restaurant page, the locator and their tests show (a dated repair, the New Year's hours, a city
 * far east of Moscow). Restaurants the generator closes get an open-ended closure instead.
 */
import type { Restaurant } from '../../../src/lib/catalog/schema.ts';

/** The closure of a restaurant the generator draws as closed: since before the site, no end. */
export const OPEN_ENDED_CLOSURE = {
  from: '2025-09-01',
  note: 'Дату открытия сообщим позже',
} as const;

/** Schedule fields by restaurant id. */
export const schedules: Readonly<
  Record<number, Pick<Restaurant, 'closure' | 'specialDays' | 'hoursConfirmed'>>
> = {
  2: {
    closure: { from: '2026-12-01', until: '2026-12-05', note: 'Ремонт' },
    hoursConfirmed: '2026-11-12',
  },
  3: {
    specialDays: [
      {
        date: '2026-12-31',
        label: 'Новогодняя ночь',
        hours: {
          hall: { open: '10:00', close: '03:00' },
          delivery: { open: '10:00', close: '20:00' },
        },
      },
      { date: '2027-01-01', label: '1 января', hours: { hall: null, delivery: null } },
    ],
    hoursConfirmed: '2026-11-20',
  },
  7: {
    specialDays: [
      {
        date: '2027-01-01',
        label: 'Новый год',
        hours: {
          hall: { open: '12:00', close: '22:00' },
          drive: { open: '12:00', close: '24:00' },
        },
      },
    ],
    hoursConfirmed: '2026-11-25',
  },
  799: {
    specialDays: [
      {
        date: '2027-01-01',
        label: 'Новый год',
        hours: { hall: { open: '12:00', close: '22:00' } },
      },
    ],
    hoursConfirmed: '2026-11-18',
  },
};
