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

/** A phone number that never breaks across lines: non-breaking spaces and hyphens. */
export function formatPhone(phone: string): string {
  return phone.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011');
}

/** The tel: link of a phone number as written («+7 (495) 123-45-67» → tel:+74951234567). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
