/** The «Когда» and «Где» lines of an event page, shared by the page and the editor's preview. */
import { formatDate } from '~/lib/format';

/** A venue of an event. */
export interface EventPlace {
  name: string;
  address: string;
}

/**
 * «24 ноября 2026, 12:00–18:00» for a one-day event (times in the city's zone), else
 * «24 ноября 2026 — 30 ноября 2026».
 */
export function eventWhen(start: Date, end: Date, timeZone = 'Europe/Moscow'): string {
  const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone });
  return formatDate(start) === formatDate(end)
    ? `${formatDate(start)}, ${time.format(start)}–${time.format(end)}`
    : `${formatDate(start)}\u00a0— ${formatDate(end)}`;
}

/** «Парк Горького, Крымский Вал, 9», or the city with «онлайн и в нескольких ресторанах». */
export function eventWhere(place: EventPlace | undefined, cityName: string): string {
  return place
    ? `${place.name}, ${place.address}`
    : `${cityName}, онлайн и в нескольких ресторанах`;
}
