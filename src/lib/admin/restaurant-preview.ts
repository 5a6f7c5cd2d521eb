/**
 * What the restaurant preview of /admin shows (src/islands/content/admin/catalog-previews.tsx):
 * the coming seven days in the restaurant's time zone with a special day's or a closure's hours
 * in place of the usual ones, the closure's line, and whether the point lies in the city. Works on
 * the entry as the editor has it, half-filled included.
 */
import { dayHoursText } from '../hours.ts';
import { pointInPolygon, type LongLat } from '../geo.ts';
import { dayOf, weekOf, type StoredDayHours } from './hours-value.ts';

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

const isoDay = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

const TITLE = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'long',
});
const LONG = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', day: 'numeric', month: 'long' });

/** «1 декабря» for a «YYYY-MM-DD» date. */
export const dayTitle = (date: string): string => LONG.format(new Date(`${date}T12:00:00Z`));

interface Closure {
  from: string;
  until?: string;
  note: string;
}

function closureOf(data: Data): Closure | null {
  const closure = data['closure'] as Partial<Closure> | undefined;
  if (!closure || typeof closure.from !== 'string' || !closure.from) return null;
  return {
    from: closure.from,
    ...(typeof closure.until === 'string' && closure.until ? { until: closure.until } : {}),
    note: typeof closure.note === 'string' ? closure.note : '',
  };
}

/** The closure's line while it has not ended on `today`, else null. */
export function closureLine(data: Data, today: string): string | null {
  const closure = closureOf(data);
  if (!closure || (closure.until && closure.until < today)) return null;
  const period = closure.until
    ? `с ${dayTitle(closure.from)} по ${dayTitle(closure.until)}`
    : `с ${dayTitle(closure.from)} до дальнейшего уведомления`;
  return `Временно закрыт ${period}${closure.note ? `: ${closure.note}` : ''}`;
}

/** The services the restaurant has hours for, hall first. */
export function servicesOf(data: Data): (typeof SERVICES)[number][] {
  const hours = (data['hours'] ?? {}) as Data;
  return SERVICES.filter((s) => s.key === 'hall' || hours[s.key] !== undefined);
}

/** The seven days from `now` in `timeZone`, each with the hours a visitor will be shown. */
export function comingWeek(data: Data, now: Date, timeZone: string): ComingDay[] {
  const today = isoDay(now, timeZone);
  const hours = (data['hours'] ?? {}) as Data;
  const special = Array.isArray(data['specialDays']) ? (data['specialDays'] as Data[]) : [];
  const closure = closureOf(data);
  const services = servicesOf(data);
  return Array.from({ length: 7 }, (_, offset) => {
    const day = new Date(`${today}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + offset);
    const date = day.toISOString().slice(0, 10);
    const weekday = (day.getUTCDay() + 6) % 7;
    const closed = closure && date >= closure.from && (!closure.until || date <= closure.until);
    const match = special.find((s) => s['date'] === date);
    const specialHours = (match?.['hours'] ?? {}) as Data;
    const cells = services.map((service) => {
      if (closed) return 'закрыто';
      const usual: StoredDayHours | null = weekOf(hours[service.key])[weekday] ?? null;
      const other = match ? dayOf(specialHours[service.key]) : undefined;
      return dayHoursText(other === undefined ? usual : other);
    });
    return {
      date,
      title: TITLE.format(day),
      today: offset === 0,
      note: closed ? 'Закрыт' : typeof match?.['label'] === 'string' ? match['label'] : null,
      cells,
    };
  });
}

/** Whether the restaurant's point lies in its city; null while the point is not filled in. */
export function insideCity(data: Data, boundary: readonly LongLat[] | undefined): boolean | null {
  const lat = data['lat'];
  const long = data['long'];
  if (typeof lat !== 'number' || typeof long !== 'number' || !boundary) return null;
  return pointInPolygon([long, lat], boundary);
}
