/** Day parts evaluated in a city's own time zone. */
import type { DayPart, DayPartCode } from '~/lib/catalog/schema';

const formatters = new Map<string, Intl.DateTimeFormat>();
// The last answer per time zone: it holds for the whole minute (every offset is whole minutes).
const lastMinute = new Map<string, { minute: number; minutes: number }>();

/** Minutes since local midnight of `now` in `timeZone`. */
export function localMinutes(now: Date, timeZone: string): number {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last?.minute === minute) return last.minutes;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  let hour = 0;
  let minutes = 0;
  for (const part of format.formatToParts(now)) {
    if (part.type === 'hour') hour = Number(part.value);
    if (part.type === 'minute') minutes = Number(part.value);
  }
  lastMinute.set(timeZone, { minute, minutes: hour * 60 + minutes });
  return hour * 60 + minutes;
}

function toMinutes(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** True when `minutes` falls into [from, to), wrapping past midnight when to < from. */
export function inInterval(minutes: number, from: string, to: string): boolean {
  const start = toMinutes(from);
  const end = toMinutes(to);
  return start <= end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** The day part active at `now` in `timeZone`, or null when none is. */
export function activeDayPart(
  dayParts: readonly DayPart[],
  now: Date,
  timeZone: string,
): DayPartCode | null {
  const minutes = localMinutes(now, timeZone);
  const part = dayParts.find((p) => p.intervals.some((i) => inInterval(minutes, i.from, i.to)));
  return part?.code ?? null;
}
