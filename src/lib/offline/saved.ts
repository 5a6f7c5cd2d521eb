/**
 * Pages shown from the device's copy say so: the worker stamps the time it saved a page and, when
 * it serves that copy instead of the network's answer, marks the document with it
 * (`<html data-saved-at>`); the menu and the locator then tell when their data was saved.
 */
import { formatDayMonth } from '../format.ts';

/** Header the worker adds to a kept page: when this device saved it (ISO 8601). */
export const SAVED_AT_HEADER = 'x-saved-at';

/** The build a page belongs to, from its `<meta name="build-id">`; undefined when it has none. */
export function pageBuildId(html: string): string | undefined {
  return /<meta name="build-id" content="([^"]*)"/.exec(html)?.[1];
}

/** The page with `data-saved-at` on its `<html>` element (once). */
export function markSavedPage(html: string, savedAt: string): string {
  const safe = savedAt.replace(/[^\w:.+-]/g, '');
  return html.replace(/<html(?=[\s>])/i, `<html data-saved-at="${safe}"`);
}

/**
 * When a copy was saved, for a sentence such as «Меню сохранено 23 ноября в 14:05»; the year is
 * added when it is not the current one. Without a time zone, the device's own.
 */
export function savedAtText(saved: Date, now: Date, timeZone?: string): string {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const year = (date: Date): string =>
    new Intl.DateTimeFormat('ru-RU', { year: 'numeric', timeZone: zone }).format(date);
  const time = new Intl.DateTimeFormat('ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  }).format(saved);
  const day = formatDayMonth(saved, zone);
  const when = year(saved) === year(now) ? day : `${day} ${year(saved)}\u00a0г.`;
  return `${when} в ${time}`;
}
