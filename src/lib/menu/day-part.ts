/**
 * Day parts (SPEC §4 Menu): which day part is active at a moment in a city's time zone (the one
 * rule for the API's `schedule.active` and the menu pages' start-up check), and the menu of one day
 * part as the API answers it, so pages can pre-render exactly what a visitor of the default city
 * sees.
 */
import type { DayPartCode } from '../catalog/schema.ts';
import { localClock, toMinutes } from '../clock.ts';
import type { MenuData, MenuDayPart } from './types.ts';

// The last answer per time zone: it holds for the whole minute (every offset is whole minutes),
// so the API's per-request check of the active day part costs no Intl formatting.
const lastMinute = new Map<string, { minute: number; minutes: number }>();

/** Minutes since local midnight of `now` in `timeZone`. */
export function minutesIn(now: Date, timeZone: string): number {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last?.minute === minute) return last.minutes;
  const { minutes } = localClock(now, timeZone);
  lastMinute.set(timeZone, { minute, minutes });
  return minutes;
}

/** True when `minutes` falls into [from, to), wrapping past midnight when to < from. */
export function inInterval(minutes: number, from: string, to: string): boolean {
  const start = toMinutes(from);
  const end = toMinutes(to);
  return start <= end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** The day part active at `now` in `timeZone`, or null when none is. */
export function activeDayPart(
  dayParts: readonly Pick<MenuDayPart, 'code' | 'intervals'>[],
  now: Date,
  timeZone: string,
): DayPartCode | null {
  const minutes = minutesIn(now, timeZone);
  return (
    dayParts.find((part) => part.intervals.some((i) => inInterval(minutes, i.from, i.to)))?.code ??
    null
  );
}

/**
 * The menu of one day part as the API answers it while that day part is active: only products
 * sold in it, only categories left with products, subcategory lists trimmed to those kept.
 */
export function dayPartMenu(data: MenuData, code: DayPartCode): MenuData {
  const products = Object.fromEntries(
    Object.entries(data.products).filter(([, product]) => product.dayParts.includes(code)),
  );
  const kept = new Set(
    data.categories
      .filter((category) => category.products.some((id) => String(id) in products))
      .map((category) => category.id),
  );
  return {
    categories: data.categories
      .filter((category) => kept.has(category.id))
      .map((category) => ({
        ...category,
        subcategories: category.subcategories.filter((id) => kept.has(id)),
        products: category.products.filter((id) => String(id) in products),
      })),
    products,
    schedule: { dayParts: data.schedule.dayParts, active: code },
  };
}
