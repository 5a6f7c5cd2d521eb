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

/** Local weekday (0 = Monday) and minutes since local midnight of `now` in `timeZone`. */
export function localClock(now: Date, timeZone: string): { weekday: number; minutes: number } {
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
