/**
 * The words for a restaurant's closure, its coming days and the date its hours were confirmed:
 * «Ресторан закрыт по 5 декабря включительно», «Закрыто», «Часы проверены 12 ноября 2026».
 */
import { addDays } from '../clock.ts';
import { dayHoursText, dayMonthText } from '../hours.ts';
import type { ClosureLike, ComingDay } from './schedule.ts';
import type { ServiceKey } from './data.ts';

/** «с 1 по 5 декабря», or «с 30 ноября по 5 декабря» across months. */
function range(from: string, until: string): string {
  const sameMonth = from.slice(0, 7) === until.slice(0, 7);
  const start = sameMonth ? String(Number(from.slice(8))) : dayMonthText(from);
  return `с\u00a0${start} по\u00a0${dayMonthText(until)}`;
}

/** The closure's one line, as it stands: coming or in effect. */
export function closureTitle(closure: ClosureLike, phase: 'upcoming' | 'current'): string {
  const { from, until } = closure;
  if (phase === 'current') {
    return until
      ? `Ресторан закрыт по\u00a0${dayMonthText(until)} включительно, откроется ${dayMonthText(addDays(until, 1))}`
      : 'Ресторан временно закрыт';
  }
  return until
    ? `${capitalise(range(from, until))} ресторан будет закрыт`
    : `С\u00a0${dayMonthText(from)} ресторан будет временно закрыт`;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** «1 сентября 2025»: a date with its year, for a text read long after the page was built. */
const dayMonthYearText = (date: string): string => `${dayMonthText(date)} ${date.slice(0, 4)}`;

/** A closure by its dates, true whenever read: «Закрыт с 1 по 5 декабря», «Временно закрыт с 1 сентября 2025». */
export function closureDatesText(closure: ClosureLike): string {
  const { from, until } = closure;
  // Open-ended: the year, as it may have begun in another one.
  return until
    ? `Закрыт ${range(from, until)}`
    : `Временно закрыт с\u00a0${dayMonthYearText(from)}`;
}

/** «Часы проверены 12 ноября 2026»: with its year, as the page is read long after it was built. */
export function hoursConfirmedText(date: string): string {
  return `Часы проверены ${dayMonthYearText(date)}`;
}

/** A coming day's hours of one service: «10:00–02:00», «Круглосуточно», «Выходной» or «Закрыто». */
export function comingHoursText(day: ComingDay, service: ServiceKey): string {
  const hours = day.hours[service];
  // A closure or a special day closes an open day: «Закрыто»; the week's own day off stays one.
  if (!hours && (day.closed || day.label !== undefined)) return 'Закрыто';
  return dayHoursText(hours);
}

/** What the row of a coming day is called under its weekday: the special day's label or the date. */
export function comingDayName(day: ComingDay): string {
  // An editor's «1 января» keeps its number with the month, as the dates the site writes do.
  return day.label?.replace(/(\d) /g, '$1\u00a0') ?? dayMonthText(day.date);
}
