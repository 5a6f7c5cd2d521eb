/**
 * The values the hours widgets of /admin edit (src/islands/content/HoursControl.tsx): a day's
 * hours are `{ open, close }`, `null` when that service is closed, absent when a special day keeps
 * the usual hours; a week is seven of them, Monday first. Plain rules, no React.
 */
import { WEEKDAYS } from '../hours.ts';

/** One day's hours as stored. */
export interface StoredDayHours {
  open: string;
  close: string;
}

/** What a day's hours field says: open with hours, closed, or the usual hours. */
export type DayHoursMode = 'open' | 'closed' | 'usual';

/** Local time «HH:MM»; 24:00 only as a closing time (the schema's rule). */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Hours a newly opened day starts from. */
export const DEFAULT_DAY: StoredDayHours = { open: '08:00', close: '22:00' };

/** A widget's value as plain data: Decap hands over Immutable collections once loaded. */
export function plain(value: unknown): unknown {
  const immutable = value as { toJS?: () => unknown } | null | undefined;
  return typeof immutable?.toJS === 'function' ? immutable.toJS() : value;
}

/** A day's hours from a widget's value: the hours, `null` (closed) or `undefined` (as usual). */
export function dayOf(value: unknown): StoredDayHours | null | undefined {
  const day = plain(value);
  if (day === null) return null;
  if (typeof day !== 'object' || day === undefined) return undefined;
  const { open, close } = day as Partial<StoredDayHours>;
  return {
    open: typeof open === 'string' ? open : '',
    close: typeof close === 'string' ? close : '',
  };
}

/** The mode a day's value is in. */
export function modeOf(day: StoredDayHours | null | undefined): DayHoursMode {
  return day === null ? 'closed' : day === undefined ? 'usual' : 'open';
}

/** A week's seven days from a widget's value; missing days are closed. */
export function weekOf(value: unknown): (StoredDayHours | null)[] {
  const week = plain(value);
  const days = Array.isArray(week) ? week : [];
  return WEEKDAYS.map((_, index) => dayOf(days[index]) ?? null);
}

/** What is wrong with a day's hours, in Russian, or null. */
export function dayProblem(day: StoredDayHours | null | undefined): string | null {
  if (!day) return null;
  if (!TIME.test(day.open)) return `Время открытия «${day.open}»: нужно ЧЧ:ММ, например 08:00`;
  if (!TIME.test(day.close) && day.close !== '24:00')
    return `Время закрытия «${day.close}»: нужно ЧЧ:ММ, например 22:00 или 24:00`;
  if (day.open === day.close) return 'Открытие и закрытие совпадают';
  return null;
}

/** What is wrong with a week's hours, the day named, or null. */
export function weekProblem(week: readonly (StoredDayHours | null)[]): string | null {
  for (const [index, day] of week.entries()) {
    const problem = dayProblem(day);
    if (problem) return `${WEEKDAYS[index]}: ${problem}`;
  }
  return null;
}
