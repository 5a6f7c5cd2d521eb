/**
 * Opening hours in the restaurant's own IANA time zone: open now, closing soon, opens at; overnight
 * hours (close earlier than open), 24/7, closed days and temporary closure. Framework-free.
 */
import { localClock, toMinutes } from './clock.ts';
import { plural } from './plural.ts';

export { localClock, toMinutes } from './clock.ts';

/** One day's interval as in the catalog: "HH:MM", close may be "24:00" or earlier than open. */
export interface DayInterval {
  readonly open: string;
  readonly close: string;
}

/** Seven days Monday..Sunday; null when closed that day. */
export type Week = readonly (DayInterval | null)[];

/** Where a restaurant stands right now. */
export type OpenState =
  | { readonly kind: 'tempClosed'; readonly until?: string | undefined }
  | { readonly kind: 'allDay' }
  | { readonly kind: 'open'; readonly closesAt: string; readonly minutesLeft: number }
  | {
      readonly kind: 'closed';
      readonly opensAt: string;
      readonly inDays: number;
      readonly weekday: number;
    }
  | { readonly kind: 'never' };

/** Minutes before closing from which «Закроется через N минут» is shown instead of «Открыто до». */
export const CLOSING_SOON_MINUTES = 60;

const DAY = 1440;

/** 450 → "07:30" (1440 → "00:00"). */
export function fromMinutes(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** One day's interval (or null: closed) by its offset in days from today, local. */
export type DayAt = (offset: number) => DayInterval | null;

/** Open intervals relative to today's local midnight, from yesterday to a week ahead, merged. */
function intervalsAround(dayAt: DayAt): [number, number][] {
  const raw: [number, number][] = [];
  for (let offset = -1; offset <= 7; offset++) {
    const day = dayAt(offset);
    if (!day) continue;
    const open = toMinutes(day.open);
    let close = toMinutes(day.close);
    if (close <= open) close += DAY;
    raw.push([offset * DAY + open, offset * DAY + close]);
  }
  const merged: [number, number][] = [];
  for (const interval of raw) {
    const last = merged.at(-1);
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else merged.push([interval[0], interval[1]]);
  }
  return merged;
}

/** True when every day is open round the clock. */
export function isAllDay(week: Week): boolean {
  return (
    week.length === 7 && week.every((d) => d !== null && d.open === '00:00' && d.close === '24:00')
  );
}

/** The state at `minutes` past local midnight of a day that is `weekday`, from its days' hours. */
export function stateAt(dayAt: DayAt, weekday: number, minutes: number): OpenState {
  const intervals = intervalsAround(dayAt);
  const current = intervals.find(([from, to]) => from <= minutes && minutes < to);
  if (current) {
    if (current[1] - minutes >= 7 * DAY) return { kind: 'allDay' };
    return { kind: 'open', closesAt: fromMinutes(current[1]), minutesLeft: current[1] - minutes };
  }
  const next = intervals.find(([from]) => from > minutes);
  if (!next) return { kind: 'never' };
  const inDays = Math.floor(next[0] / DAY);
  return {
    kind: 'closed',
    opensAt: fromMinutes(next[0]),
    inDays,
    weekday: (weekday + inDays) % 7,
  };
}

/** The state of `week` at `now` in `timeZone`. */
export function openState(
  week: Week,
  now: Date,
  timeZone: string,
  isTempClosed = false,
): OpenState {
  if (isTempClosed) return { kind: 'tempClosed' };
  if (isAllDay(week)) return { kind: 'allDay' };
  const { weekday, minutes } = localClock(now, timeZone);
  return stateAt((offset) => week[(((weekday + offset) % 7) + 7) % 7] ?? null, weekday, minutes);
}

/** True when the restaurant serves at this moment. */
export function isOpen(state: OpenState): boolean {
  return state.kind === 'open' || state.kind === 'allDay';
}

const ON_WEEKDAY = [
  'в\u00a0понедельник',
  'во\u00a0вторник',
  'в\u00a0среду',
  'в\u00a0четверг',
  'в\u00a0пятницу',
  'в\u00a0субботу',
  'в\u00a0воскресенье',
];
const MINUTES = ['минуту', 'минуты', 'минут'] as const;

/** The visitor-facing line: «Открыто до 23:00», «Закроется через 20 минут», «Откроется в 07:00». */
export function openStateText(state: OpenState): string {
  switch (state.kind) {
    case 'tempClosed':
      return state.until ? `Закрыт по\u00a0${dayMonthText(state.until)}` : 'Временно закрыт';
    case 'allDay':
      return 'Круглосуточно';
    case 'open':
      return state.minutesLeft <= CLOSING_SOON_MINUTES
        ? `Закроется через ${state.minutesLeft}\u00a0${plural(state.minutesLeft, MINUTES)}`
        : `Открыто до\u00a0${state.closesAt}`;
    case 'closed':
      if (state.inDays === 0) return `Откроется в\u00a0${state.opensAt}`;
      if (state.inDays === 1) return `Откроется завтра в\u00a0${state.opensAt}`;
      return `Откроется ${ON_WEEKDAY[state.weekday] ?? ''} в\u00a0${state.opensAt}`;
    case 'never':
      return 'Закрыто';
  }
}

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** "2026-12-05" → «5 декабря» (no-break space: a date is not split over lines). */
export function dayMonthText(date: string): string {
  const [, month = '1', day = '1'] = date.split('-');
  return `${Number(day)}\u00a0${MONTHS_GENITIVE[Number(month) - 1] ?? ''}`;
}

/** One day's hours as text: «07:00–23:00», «Круглосуточно» or «Выходной». */
export function dayHoursText(day: DayInterval | null | undefined): string {
  if (!day) return 'Выходной';
  if (day.open === '00:00' && day.close === '24:00') return 'Круглосуточно';
  return `${day.open}–${day.close === '24:00' ? '00:00' : day.close}`;
}

/** Today's hours (local to `timeZone`) of one service. */
export function todayHoursText(week: Week, now: Date, timeZone: string): string {
  return dayHoursText(week[localClock(now, timeZone).weekday]);
}

/** Short weekday names Monday..Sunday. */
export const WEEKDAYS_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;

/** Full weekday names Monday..Sunday. */
export const WEEKDAYS = [
  'Понедельник',
  'Вторник',
  'Среда',
  'Четверг',
  'Пятница',
  'Суббота',
  'Воскресенье',
] as const;

/** Schema.org day URIs Monday..Sunday. */
export const SCHEMA_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The week in short groups: «Ежедневно 07:00–23:00» or «Пн–Чт 07:00–23:00, Пт–Вс 07:00–01:00». */
export function weekSummary(week: Week): string {
  const texts = week.map((d) => dayHoursText(d));
  if (texts.every((t) => t === texts[0])) {
    return texts[0] === 'Круглосуточно'
      ? 'Круглосуточно, без\u00a0выходных'
      : `Ежедневно ${texts[0] ?? ''}`;
  }
  const groups: { from: number; to: number; text: string }[] = [];
  texts.forEach((text, day) => {
    const last = groups.at(-1);
    if (last && last.text === text) last.to = day;
    else groups.push({ from: day, to: day, text });
  });
  return groups
    .map(({ from, to, text }) => {
      const days =
        from === to
          ? WEEKDAYS_SHORT[from]
          : `${WEEKDAYS_SHORT[from] ?? ''}${to - from === 1 ? ', ' : '–'}${WEEKDAYS_SHORT[to] ?? ''}`;
      // «Чт 07:00»: a day's short name stays with its hours (no-break space, as typograf binds).
      return `${days ?? ''}\u00a0${text}`;
    })
    .join('; ');
}
