import { describe, expect, it } from 'vitest';
import { restaurantSchema } from '../../src/lib/catalog/schema.ts';
import { localDate } from '../../src/lib/clock.ts';
import { isOpen, openStateText, type Week } from '../../src/lib/hours.ts';
import {
  closurePhase,
  comingDays,
  isClosedNow,
  serviceState,
  shownClosure,
  type ScheduleLike,
} from '../../src/lib/restaurants/schedule.ts';
import { loadCatalogFolder } from './helpers/catalog.ts';

const restaurants = loadCatalogFolder('restaurants');

const every = (open: string, close: string): Week =>
  Array.from({ length: 7 }, () => ({ open, close }));
const MSK = 'Europe/Moscow';
const at = (iso: string): Date => new Date(iso);
const state = (week: Week, schedule: ScheduleLike, iso: string, tz = MSK): string =>
  openStateText(serviceState(week, schedule, 'hall', at(iso), tz));

const newYear: ScheduleLike = {
  specialDays: [
    { date: '2026-12-31', label: 'Новый год', hours: { hall: { open: '10:00', close: '02:00' } } },
    { date: '2027-01-01', label: '1 января', hours: { hall: null } },
  ],
};

describe('special days', () => {
  const week = every('08:00', '22:00');

  it('keep a special day open past midnight into the next date', () => {
    // 01:00 on 1 January in Moscow: 31 December's 10:00–02:00 still runs.
    expect(state(week, newYear, '2026-12-31T22:00:00Z')).toBe('Закроется через 60\u00a0минут');
    // 03:00: closed, and 1 January is a closed special day: opens on the 2nd at 08:00.
    expect(state(week, newYear, '2027-01-01T00:00:00Z')).toBe('Откроется завтра в\u00a008:00');
    // 23:00 on 31 December: the usual 22:00 would have closed, the special day has not.
    expect(state(week, newYear, '2026-12-31T20:00:00Z')).toBe('Открыто до\u00a002:00');
  });

  it('let the weekly evening before a special closed day run past midnight', () => {
    const late = every('08:00', '02:00');
    const closedNewYear: ScheduleLike = {
      specialDays: [{ date: '2027-01-01', label: 'Новый год', hours: { hall: null } }],
    };
    // 01:00 on 1 January: 31 December's weekly 08:00–02:00 is the day it began on.
    expect(state(late, closedNewYear, '2026-12-31T22:00:00Z')).toBe(
      'Закроется через 60\u00a0минут',
    );
    // 12:00 on 1 January: closed all day, opens on the 2nd.
    expect(state(late, closedNewYear, '2027-01-01T09:00:00Z')).toBe(
      'Откроется завтра в\u00a008:00',
    );
  });

  it('are read in the restaurant’s own time zone', () => {
    // 2026-12-31T15:00Z is 17:00 on 31 December in Kaliningrad and 01:00 on 1 January in
    // Vladivostok.
    const instant = at('2026-12-31T15:00:00Z');
    expect(localDate(instant, 'Europe/Kaliningrad')).toBe('2026-12-31');
    expect(localDate(instant, 'Asia/Vladivostok')).toBe('2027-01-01');
    const week = every('08:00', '22:00');
    expect(state(week, newYear, instant.toISOString(), 'Europe/Kaliningrad')).toBe(
      'Открыто до\u00a002:00',
    );
    expect(state(week, newYear, instant.toISOString(), 'Asia/Vladivostok')).toBe(
      'Закроется через 60\u00a0минут',
    );
    const [first] = comingDays({ hall: week }, newYear, instant, 'Asia/Vladivostok');
    expect(first).toMatchObject({ date: '2027-01-01', label: '1 января', hours: { hall: null } });
    const [kaliningrad] = comingDays({ hall: week }, newYear, instant, 'Europe/Kaliningrad');
    expect(kaliningrad).toMatchObject({ date: '2026-12-31', label: 'Новый год' });
  });

  it('leave a service the day does not name on its weekly hours', () => {
    const drive = every('06:00', '24:00');
    const [day] = comingDays({ hall: week, drive }, newYear, at('2026-12-31T09:00:00Z'), MSK);
    expect(day?.hours).toEqual({
      hall: { open: '10:00', close: '02:00' },
      drive: { open: '06:00', close: '24:00' },
    });
  });
});

describe('closures', () => {
  const allDay = every('00:00', '24:00');
  const late = every('08:00', '02:00');
  const repairs: ScheduleLike = {
    closure: { from: '2026-12-01', until: '2026-12-05', note: 'Ремонт' },
  };

  it('close from 00:00 local on the first day, cutting the night before at midnight', () => {
    // 23:59 on 30 November: open, until midnight rather than the usual 02:00.
    expect(state(late, repairs, '2026-11-30T20:59:00Z')).toBe('Закроется через 1\u00a0минуту');
    expect(state(allDay, repairs, '2026-11-30T20:59:00Z')).toBe('Закроется через 1\u00a0минуту');
    // 00:00 on 1 December.
    expect(state(allDay, repairs, '2026-11-30T21:00:00Z')).toBe('Закрыт по\u00a05\u00a0декабря');
    expect(isClosedNow(repairs, at('2026-11-30T21:00:00Z'), MSK)).toBe(true);
    expect(isClosedNow(repairs, at('2026-11-30T20:59:00Z'), MSK)).toBe(false);
  });

  it('open again at 00:00 local the day after the last closed day', () => {
    // 23:59 on 5 December: still closed.
    expect(isClosedNow(repairs, at('2026-12-05T20:59:00Z'), MSK)).toBe(true);
    // 00:00 on 6 December: a round-the-clock restaurant is open.
    const reopened = serviceState(allDay, repairs, 'hall', at('2026-12-05T21:00:00Z'), MSK);
    expect(isOpen(reopened)).toBe(true);
    expect(isClosedNow(repairs, at('2026-12-05T21:00:00Z'), MSK)).toBe(false);
  });

  it('show nothing once ended, and are named as coming before they begin', () => {
    expect(shownClosure(repairs, at('2026-12-05T21:00:00Z'), MSK)).toBeUndefined();
    expect(shownClosure(repairs, at('2026-11-20T09:00:00Z'), MSK)?.phase).toBe('upcoming');
    expect(closurePhase(repairs.closure ?? { from: '', note: '' }, '2026-12-03')).toBe('current');
    const openEnded: ScheduleLike = { closure: { from: '2026-11-01', note: 'Временно закрыт' } };
    expect(state(allDay, openEnded, '2027-06-01T09:00:00Z')).toBe('Временно закрыт');
  });

  it('beat a special day and mark the coming days they cover', () => {
    const both: ScheduleLike = {
      closure: { from: '2026-12-30', until: '2026-12-31', note: 'Санитарный день' },
      specialDays: newYear.specialDays,
    };
    const days = comingDays({ hall: late }, both, at('2026-12-29T09:00:00Z'), MSK);
    expect(days.map((d) => [d.date, d.closed, d.hours.hall])).toEqual([
      ['2026-12-29', false, { open: '08:00', close: '02:00' }],
      ['2026-12-30', true, null],
      ['2026-12-31', true, null],
      ['2027-01-01', false, null],
      ['2027-01-02', false, { open: '08:00', close: '02:00' }],
      ['2027-01-03', false, { open: '08:00', close: '02:00' }],
      ['2027-01-04', false, { open: '08:00', close: '02:00' }],
    ]);
    expect(days[0]?.weekday).toBe(1); // Tuesday
  });
});

describe('the restaurant schema', () => {
  const base = restaurants[0];
  const issues = (extra: Record<string, unknown>): string[] => {
    const result = restaurantSchema.safeParse({ ...base, ...extra });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  const day = (date: string) => ({ date, label: 'Праздник', hours: { hall: null } });

  it('takes special days in date order and a closure with its last day after its first', () => {
    expect(issues({ specialDays: [day('2026-12-31'), day('2027-01-01')] })).toEqual([]);
    expect(
      issues({ closure: { from: '2026-12-01', until: '2026-12-01', note: 'Ремонт' } }),
    ).toEqual([]);
  });

  it('refuses two special days on one date, days out of order and a closure ending before it starts', () => {
    expect(issues({ specialDays: [day('2026-12-31'), day('2026-12-31')] })).toEqual([
      'Особый день 2026-12-31 указан дважды: оставь одну запись на дату',
    ]);
    expect(issues({ specialDays: [day('2027-01-01'), day('2026-12-31')] })).toEqual([
      'Особые дни идут по порядку дат: 2026-12-31 стоит после 2027-01-01',
    ]);
    expect(
      issues({ closure: { from: '2026-12-05', until: '2026-12-01', note: 'Ремонт' } }),
    ).toEqual(['Последний день закрытия (until) не может быть раньше первого (from)']);
    expect(issues({ hoursConfirmed: '12.11.2026' })).toEqual([
      'Дата пишется как ГГГГ-ММ-ДД, например 2026-12-31',
    ]);
  });

  it('refuses a special day naming a service the restaurant does not have', () => {
    const noDrive = restaurants.find((r) => !r.hours.drive);
    const result = restaurantSchema.safeParse({
      ...noDrive,
      specialDays: [{ date: '2026-12-31', label: 'Новый год', hours: { hall: null, drive: null } }],
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Особый день 2026-12-31 задаёт часы авто, а у ресторана нет этой услуги',
    ]);
  });
});
