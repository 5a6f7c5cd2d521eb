import { describe, expect, it } from 'vitest';
import { FIXED_OFFSETS } from '~/lib/clock';
import {
  dayHoursText,
  isOpen,
  localClock,
  openState,
  openStateText,
  todayHoursText,
  weekSummary,
  type Week,
} from '../../src/lib/hours.ts';

const every = (open: string, close: string): Week =>
  Array.from({ length: 7 }, () => ({ open, close }));
const at = (iso: string): Date => new Date(iso);
const text = (week: Week, iso: string, tz = 'Europe/Moscow', closed = false): string =>
  openStateText(openState(week, at(iso), tz, closed));

// 2026-11-23 is a Monday.
describe('openState', () => {
  it('reads the clock in the restaurant’s own time zone', () => {
    expect(localClock(at('2026-11-23T05:30:00Z'), 'Europe/Moscow')).toEqual({
      weekday: 0,
      minutes: 510,
    });
    // 05:30 UTC is 10:30 in Yekaterinburg and 17:30 in Kamchatka.
    expect(localClock(at('2026-11-23T05:30:00Z'), 'Asia/Yekaterinburg').minutes).toBe(630);
    expect(localClock(at('2026-11-22T23:30:00Z'), 'Asia/Vladivostok')).toEqual({
      weekday: 0,
      minutes: 570,
    });
  });

  it('says open until closing time, then closing soon with the right plural', () => {
    const week = every('07:00', '23:00');
    expect(text(week, '2026-11-23T09:00:00Z')).toBe('Открыто до\u00a023:00');
    expect(text(week, '2026-11-23T19:40:00Z')).toBe('Закроется через 20\u00a0минут');
    expect(text(week, '2026-11-23T19:59:00Z')).toBe('Закроется через 1\u00a0минуту');
    expect(text(week, '2026-11-23T19:38:00Z')).toBe('Закроется через 22\u00a0минуты');
    expect(text(week, '2026-11-23T19:00:00Z')).toBe('Закроется через 60\u00a0минут');
    expect(text(week, '2026-11-23T18:59:00Z')).toBe('Открыто до\u00a023:00');
  });

  it('says when a closed restaurant opens: today, tomorrow or on a weekday', () => {
    const week = every('07:00', '23:00');
    expect(text(week, '2026-11-23T01:00:00Z')).toBe('Откроется в\u00a007:00'); // 04:00 MSK
    expect(text(week, '2026-11-23T20:30:00Z')).toBe('Откроется завтра в\u00a007:00'); // 23:30 MSK
    const weekdays: Week = [...every('08:00', '20:00').slice(0, 5), null, null];
    // Friday 21:00 MSK → Monday.
    expect(text(weekdays, '2026-11-27T18:00:00Z')).toBe(
      'Откроется в\u00a0понедельник в\u00a008:00',
    );
  });

  it('handles overnight hours across midnight', () => {
    const week = every('07:00', '02:00');
    expect(text(week, '2026-11-23T20:30:00Z')).toBe('Открыто до\u00a002:00'); // 23:30
    expect(text(week, '2026-11-23T22:30:00Z')).toBe('Закроется через 30\u00a0минут'); // 01:30
    expect(text(week, '2026-11-23T23:30:00Z')).toBe('Откроется в\u00a007:00'); // 02:30 Tue
    // Sunday overnight hours still run into Monday morning.
    const sundayOnly: Week = [
      null,
      null,
      null,
      null,
      null,
      null,
      { open: '18:00', close: '03:00' },
    ];
    expect(text(sundayOnly, '2026-11-22T22:00:00Z')).toBe('Открыто до\u00a003:00'); // Mon 01:00
  });

  it('is open round the clock for 24/7 and merges a 24-hour day into the next', () => {
    expect(text(every('00:00', '24:00'), '2026-11-23T03:00:00Z')).toBe('Круглосуточно');
    const fridayNight: Week = [
      ...every('07:00', '23:00').slice(0, 4),
      { open: '07:00', close: '24:00' },
      { open: '00:00', close: '24:00' },
      { open: '00:00', close: '22:00' },
    ];
    // Saturday 12:00: open until Sunday 22:00.
    expect(text(fridayNight, '2026-11-28T09:00:00Z')).toBe('Открыто до\u00a022:00');
    expect(isOpen(openState(fridayNight, at('2026-11-28T09:00:00Z'), 'Europe/Moscow'))).toBe(true);
  });

  it('gives the same instant different answers in different time zones', () => {
    const week = every('08:00', '22:00');
    const instant = '2026-11-23T03:00:00Z'; // 06:00 MSK, 08:00 Yekaterinburg, 15:00 Kamchatka
    expect(text(week, instant, 'Europe/Moscow')).toBe('Откроется в\u00a008:00');
    expect(text(week, instant, 'Asia/Yekaterinburg')).toBe('Открыто до\u00a022:00');
    expect(text(week, instant, 'Asia/Kamchatka')).toBe('Открыто до\u00a022:00');
    expect(text(week, '2026-11-23T10:30:00Z', 'Asia/Kamchatka')).toBe(
      'Откроется завтра в\u00a008:00',
    );
  });

  it('reports temporary closure and weeks with no hours at all', () => {
    expect(text(every('00:00', '24:00'), '2026-11-23T09:00:00Z', 'Europe/Moscow', true)).toBe(
      'Временно закрыт',
    );
    expect(
      text(
        Array.from({ length: 7 }, () => null),
        '2026-11-23T09:00:00Z',
      ),
    ).toBe('Закрыто');
  });
});

describe('hours as text', () => {
  it('formats one day and today’s hours', () => {
    expect(dayHoursText({ open: '07:00', close: '23:00' })).toBe('07:00–23:00');
    expect(dayHoursText({ open: '00:00', close: '24:00' })).toBe('Круглосуточно');
    expect(dayHoursText({ open: '10:00', close: '24:00' })).toBe('10:00–00:00');
    expect(dayHoursText(null)).toBe('Выходной');
    const week: Week = [...every('07:00', '23:00').slice(0, 6), { open: '09:00', close: '21:00' }];
    expect(todayHoursText(week, at('2026-11-29T10:00:00Z'), 'Europe/Moscow')).toBe('09:00–21:00');
  });
});

describe('weekSummary', () => {
  it('groups equal consecutive days', () => {
    expect(weekSummary(every('07:00', '23:00'))).toBe('Ежедневно 07:00–23:00');
    expect(weekSummary(every('00:00', '24:00'))).toBe('Круглосуточно, без\u00a0выходных');
    const week: Week = [
      ...every('07:00', '23:00').slice(0, 4),
      { open: '07:00', close: '01:00' },
      { open: '07:00', close: '01:00' },
      null,
    ];
    expect(weekSummary(week)).toBe(
      'Пн–Чт\u00a007:00–23:00; Пт, Сб\u00a007:00–01:00; Вс\u00a0Выходной',
    );
  });
});

describe('localClock without Intl for the catalog’s zones', () => {
  it('gives the same weekday and minutes as Intl at many instants, for every fixed zone', () => {
    for (const zone of Object.keys(FIXED_OFFSETS)) {
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      for (
        let t = Date.UTC(2026, 0, 1);
        t < Date.UTC(2027, 0, 1);
        t += 7 * 3_600_000 + 17 * 60_000
      ) {
        const parts = Object.fromEntries(
          format.formatToParts(new Date(t)).map((p) => [p.type, p.value]),
        );
        const expected = {
          weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
            parts['weekday'] ?? '',
          ),
          minutes: Number(parts['hour']) * 60 + Number(parts['minute']),
        };
        expect(localClock(new Date(t), zone), `${zone} ${new Date(t).toISOString()}`).toEqual(
          expected,
        );
      }
    }
  });
});
