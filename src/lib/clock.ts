/** Local time in a city's time zone, shared by opening hours and day parts (no other imports). */

/** "07:30" → 450. */
export function toMinutes(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

const weekdayIndex: Record<string, number> = {
  Mon: 0,
  Tue: 1,
  Wed: 2,
  Thu: 3,
  Fri: 4,
  Sat: 5,
  Sun: 6,
};
const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * UTC offsets (minutes) of the catalog's time zones. Russia keeps no daylight saving time (since
 * 2014; the last zone changes were in 2016 and 2020), so a fixed offset is exact, and it spares a
 * phone the first Intl.DateTimeFormat with a time zone: ~13 ms of blocking time on a low-tier
 * device, on every menu page. A unit test compares each with Intl; other zones use Intl.
 */
export const FIXED_OFFSETS: Readonly<Record<string, number>> = {
  'Europe/Kaliningrad': 120,
  'Europe/Moscow': 180,
  'Europe/Kirov': 180,
  'Europe/Volgograd': 180,
  'Europe/Astrakhan': 240,
  'Europe/Samara': 240,
  'Europe/Saratov': 240,
  'Europe/Ulyanovsk': 240,
  'Asia/Yekaterinburg': 300,
  'Asia/Omsk': 360,
  'Asia/Barnaul': 420,
  'Asia/Krasnoyarsk': 420,
  'Asia/Novokuznetsk': 420,
  'Asia/Novosibirsk': 420,
  'Asia/Tomsk': 420,
  'Asia/Irkutsk': 480,
  'Asia/Yakutsk': 540,
  'Asia/Vladivostok': 600,
  'Asia/Kamchatka': 720,
};

const DAY_MINUTES = 24 * 60;

/** Local weekday (0 = Monday) and minutes since local midnight of `now` in `timeZone`. */
export function localClock(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const offset = FIXED_OFFSETS[timeZone];
  if (offset !== undefined) {
    const local = Math.floor(now.getTime() / 60_000) + offset;
    const days = Math.floor(local / DAY_MINUTES);
    // 1970-01-01 was a Thursday (3 when Monday is 0).
    return { weekday: (((days + 3) % 7) + 7) % 7, minutes: local - days * DAY_MINUTES };
  }
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  const weekday = weekdayIndex[parts['weekday'] ?? 'Mon'] ?? 0;
  return { weekday, minutes: Number(parts['hour']) * 60 + Number(parts['minute']) };
}

const dates = new Map<string, Intl.DateTimeFormat>();

/** Days since 1970-01-01 → "YYYY-MM-DD". */
export function dateOfDays(days: number): string {
  return new Date(days * 86_400_000).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" → days since 1970-01-01. */
export function daysOfDate(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** "YYYY-MM-DD" shifted by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return dateOfDays(daysOfDate(date) + days);
}

/** The local calendar date of `now` in `timeZone`, "YYYY-MM-DD". */
export function localDate(now: Date, timeZone: string): string {
  const offset = FIXED_OFFSETS[timeZone];
  if (offset !== undefined) {
    return dateOfDays(Math.floor((Math.floor(now.getTime() / 60_000) + offset) / DAY_MINUTES));
  }
  let format = dates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    dates.set(timeZone, format);
  }
  return format.format(now);
}
