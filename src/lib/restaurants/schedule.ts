/**
 * A restaurant's effective hours on a local date: a closure beats a special day, which beats the
 * weekly hours. Decided for an instant in the restaurant's own time zone, so the pages (static)
 * decide it in the browser and the API at the request. Framework-free.
 */
import { addDays, daysOfDate, localClock, localDate, toMinutes } from '../clock.ts';
import { openState, stateAt, type DayInterval, type OpenState, type Week } from '../hours.ts';
import type { ServiceKey } from './data.ts';

/** A temporary closure: from 00:00 local on `from` through the whole of `until` (none: open-ended). */
export interface ClosureLike {
  readonly from: string;
  readonly until?: string | undefined;
  readonly note: string;
}

/** A day with hours of its own; a service absent keeps its weekly hours, null is closed. */
export interface SpecialDayLike {
  readonly date: string;
  readonly label: string;
  readonly hours: Readonly<Partial<Record<ServiceKey, DayInterval | null | undefined>>>;
}

/** What changes a restaurant's weekly hours. */
export interface ScheduleLike {
  readonly closure?: ClosureLike | undefined;
  readonly specialDays?: readonly SpecialDayLike[] | undefined;
}

/** Whether a closure has not begun yet, is in effect, or is over (then nothing is shown). */
export type ClosurePhase = 'upcoming' | 'current' | 'ended';

/** True when local `date` falls within the closure. */
export function closureCovers(closure: ClosureLike, date: string): boolean {
  return closure.from <= date && (closure.until === undefined || date <= closure.until);
}

/** Where the closure stands on local `date`. */
export function closurePhase(closure: ClosureLike, date: string): ClosurePhase {
  if (date < closure.from) return 'upcoming';
  return closureCovers(closure, date) ? 'current' : 'ended';
}

/** The closure still to be shown at `now` (in effect or coming), with its phase; else undefined. */
export function shownClosure(
  schedule: ScheduleLike,
  now: Date,
  timeZone: string,
): { readonly closure: ClosureLike; readonly phase: 'upcoming' | 'current' } | undefined {
  const { closure } = schedule;
  if (!closure) return undefined;
  const phase = closurePhase(closure, localDate(now, timeZone));
  return phase === 'ended' ? undefined : { closure, phase };
}

/** True when a closure is in effect at `now` in `timeZone` (the API's isTempClosed). */
export function isClosedNow(schedule: ScheduleLike, now: Date, timeZone: string): boolean {
  return shownClosure(schedule, now, timeZone)?.phase === 'current';
}

/** The special day on local `date`, if any. */
export function specialDayOn(schedule: ScheduleLike, date: string): SpecialDayLike | undefined {
  return schedule.specialDays?.find((day) => day.date === date);
}

/** Monday = 0 of a local date. */
export function weekdayOfDate(date: string): number {
  // 1970-01-01 was a Thursday (3 when Monday is 0).
  return (((daysOfDate(date) + 3) % 7) + 7) % 7;
}

/** A service's hours on local `date`: null when closed that day. */
export function hoursOn(
  week: Week,
  schedule: ScheduleLike,
  service: ServiceKey,
  date: string,
): DayInterval | null {
  if (schedule.closure && closureCovers(schedule.closure, date)) return null;
  const special = specialDayOn(schedule, date)?.hours[service];
  if (special !== undefined) return special;
  return week[weekdayOfDate(date)] ?? null;
}

const crossesMidnight = (day: DayInterval): boolean => toMinutes(day.close) <= toMinutes(day.open);

/**
 * Where one service stands at `now`. A closure starts at 00:00 local, so the night before it ends
 * at midnight; a special closed day, by contrast, keeps the previous evening's hours past midnight,
 * as any day's overnight hours belong to the day they began.
 */
export function serviceState(
  week: Week,
  schedule: ScheduleLike,
  service: ServiceKey,
  now: Date,
  timeZone: string,
): OpenState {
  const { closure, specialDays } = schedule;
  if (!closure && !specialDays?.length) return openState(week, now, timeZone);
  const today = localDate(now, timeZone);
  if (closure && closureCovers(closure, today)) return { kind: 'tempClosed', until: closure.until };
  const { weekday, minutes } = localClock(now, timeZone);
  return stateAt(
    (offset) => {
      const date = addDays(today, offset);
      const day = hoursOn(week, schedule, service, date);
      if (day && closure && crossesMidnight(day) && closureCovers(closure, addDays(date, 1)))
        return { open: day.open, close: '24:00' };
      return day;
    },
    weekday,
    minutes,
  );
}

/** One of the coming days as the hours table shows it. */
export interface ComingDay {
  readonly date: string;
  readonly weekday: number;
  /** The special day's label, when the day has one. */
  readonly label?: string | undefined;
  /** Closed by the closure. */
  readonly closed: boolean;
  /** Per service the restaurant has: the day's hours, null when closed. */
  readonly hours: Readonly<Partial<Record<ServiceKey, DayInterval | null>>>;
}

/** The coming `count` days' hours from today (local to `timeZone`), today first. */
export function comingDays(
  weeks: Readonly<Partial<Record<ServiceKey, Week>>>,
  schedule: ScheduleLike,
  now: Date,
  timeZone: string,
  count = 7,
): ComingDay[] {
  const today = localDate(now, timeZone);
  return Array.from({ length: count }, (_, offset) => {
    const date = addDays(today, offset);
    const hours: Partial<Record<ServiceKey, DayInterval | null>> = {};
    for (const [service, week] of Object.entries(weeks) as [ServiceKey, Week | undefined][]) {
      if (week) hours[service] = hoursOn(week, schedule, service, date);
    }
    return {
      date,
      weekday: weekdayOfDate(date),
      label: specialDayOn(schedule, date)?.label,
      closed: schedule.closure !== undefined && closureCovers(schedule.closure, date),
      hours,
    };
  });
}
