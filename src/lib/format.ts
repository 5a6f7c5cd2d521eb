/** ru-RU formatting of money, dates and times (SPEC §9: default locale ru-RU). */
import { formatNumber } from './numbers.ts';

/** The site's locale. */
export const LOCALE = 'ru-RU';

/** Whole roubles as ru-RU Intl's currency format writes them: «1 250 ₽» (no-break spaces). */
export function formatRub(amount: number): string {
  return `${formatNumber(Math.round(amount), 0)}\u00a0₽`;
}

/** «от 189 ₽»: the lowest of several prices. */
export function formatPriceFrom(prices: readonly number[]): string {
  if (prices.length === 0) return '';
  const min = Math.min(...prices);
  return prices.some((p) => p !== min) ? `от\u00a0${formatRub(min)}` : formatRub(min);
}

/** «22 ноября 2026» in a time zone (Moscow by default). */
export function formatDate(date: Date, timeZone = 'Europe/Moscow'): string {
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  })
    .format(date)
    .replace(/\s*г\.$/, '');
}

/** «22 ноября»: day and month only. */
export function formatDayMonth(date: Date, timeZone = 'Europe/Moscow'): string {
  return new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', timeZone }).format(date);
}

/**
 * ISO date (YYYY-MM-DD) for machine-readable <time datetime>, the same day as formatDate shows: in
 * Moscow time, not UTC's (an item published at 01:00 Moscow time is still the previous day in UTC).
 */
export function isoDate(date: Date, timeZone = 'Europe/Moscow'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
}

/**
 * The same moment as a local date and time with its UTC offset, «2026-06-01T11:00:00+03:00»: what
 * structured data needs (a time without its offset is read in the reader's own zone).
 */
export function isoDateTime(date: Date, timeZone = 'Europe/Moscow'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  // «GMT+03:00», or plain «GMT» for UTC itself.
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

/** A phone number that never breaks across lines: non-breaking spaces and hyphens. */
export function formatPhone(phone: string): string {
  return phone.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011');
}

/** The tel: link of a phone number as written («+7 (495) 123-45-67» → tel:+74951234567). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
