/**
 * What the restaurant preview of /admin shows (src/islands/content/admin/catalog-previews.tsx):
 * the coming seven days in the restaurant's time zone with a special day's or a closure's hours
 * in place of the usual ones, the closure's line, and whether the point lies in the city. Works on
 * the entry as the editor has it, half-filled included.
 */
import { pointInPolygon, type LongLat } from '../geo.ts';
import {
  comingDays,
  shownClosure,
  type ClosureLike,
  type ScheduleLike,
  type SpecialDayLike,
} from '../restaurants/schedule.ts';
import { closureTitle, comingHoursText } from '../restaurants/schedule-text.ts';
import { dayOf, weekOf } from './hours-value.ts';

/** A service's hours column: its name and key in `hours`. */
export const SERVICES = [
  { key: 'hall', name: 'Зал' },
  { key: 'drive', name: 'Авто' },
  { key: 'delivery', name: 'Доставка' },
] as const;

/** One of the coming days. */
export interface ComingDay {
  /** «YYYY-MM-DD». */
  date: string;
  /** «пн, 1 декабря». */
  title: string;
  today: boolean;
  /** The special day's label, or «Закрыт» during a closure. */
  note: string | null;
  /** The hours text per service shown (same order as the services passed). */
  cells: string[];
}

type Data = Record<string, unknown>;

const TITLE = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'long',
});

/** The closure as far as the editor has filled it in (none until «Закрыт с» has a date). */
function closureOf(data: Data): ClosureLike | undefined {
  const closure = data['closure'] as Partial<ClosureLike> | undefined;
  if (!closure || typeof closure.from !== 'string' || !closure.from) return undefined;
  return {
    from: closure.from,
    ...(typeof closure.until === 'string' && closure.until ? { until: closure.until } : {}),
    note: typeof closure.note === 'string' ? closure.note : '',
  };
}

/** The special days filled in so far, a service's hours as the widget holds them. */
function specialDaysOf(data: Data): SpecialDayLike[] {
  const days = Array.isArray(data['specialDays']) ? (data['specialDays'] as Data[]) : [];
  return days
    .filter((day) => typeof day['date'] === 'string' && day['date'])
    .map((day) => {
      const hours = (day['hours'] ?? {}) as Data;
      return {
        date: day['date'] as string,
        label: typeof day['label'] === 'string' ? day['label'] : '',
        hours: Object.fromEntries(SERVICES.map((s) => [s.key, dayOf(hours[s.key])])),
      };
    });
}

/** The entry's schedule as the site reads it (src/lib/restaurants/schedule.ts). */
const scheduleOf = (data: Data): ScheduleLike => ({
  closure: closureOf(data),
  specialDays: specialDaysOf(data),
});

/** The closure's line as the restaurant page writes it while coming or in effect, else null. */
export function closureLine(data: Data, now: Date, timeZone: string): string | null {
  const shown = shownClosure(scheduleOf(data), now, timeZone);
  if (!shown) return null;
  const { note } = shown.closure;
  return `${closureTitle(shown.closure, shown.phase)}${note ? `. ${note}` : ''}`;
}

/** The services the restaurant has hours for, hall first. */
export function servicesOf(data: Data): (typeof SERVICES)[number][] {
  const hours = (data['hours'] ?? {}) as Data;
  return SERVICES.filter((s) => s.key === 'hall' || hours[s.key] !== undefined);
}

/** The seven days from `now` in `timeZone`, each with the hours the restaurant page will show. */
export function comingWeek(data: Data, now: Date, timeZone: string): ComingDay[] {
  const hours = (data['hours'] ?? {}) as Data;
  const services = servicesOf(data);
  const weeks = Object.fromEntries(services.map((s) => [s.key, weekOf(hours[s.key])]));
  return comingDays(weeks, scheduleOf(data), now, timeZone).map((day, offset) => ({
    date: day.date,
    title: TITLE.format(new Date(`${day.date}T12:00:00Z`)),
    today: offset === 0,
    note: day.closed ? 'Закрыт' : (day.label ?? null),
    cells: services.map((s) => comingHoursText(day, s.key)),
  }));
}

/** Whether the restaurant's point lies in its city; null while the point is not filled in. */
export function insideCity(data: Data, boundary: readonly LongLat[] | undefined): boolean | null {
  const lat = data['lat'];
  const long = data['long'];
  if (typeof lat !== 'number' || typeof long !== 'number' || !boundary) return null;
  return pointInPolygon([long, lat], boundary);
}
