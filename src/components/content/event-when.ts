/** The «Когда» and «Где» lines of an event page, shared by the page and the editor's preview. */
import { formatDate, formatRub } from '~/lib/format';

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

/**
 * «Где» of an event page: «Парк Горького, Крымский Вал, 9», «Онлайн», or the place followed by
 * «— и онлайн» for one held both ways. Only `online: true` says «онлайн»; an event with neither (which its schema
 * refuses) gets an empty line rather than a guess.
 */
export function eventWhere(place: EventPlace | undefined, online: boolean | undefined): string {
  if (!place) return online === true ? 'Онлайн' : '';
  const where = `${place.name}, ${place.address}`;
  return online === true ? `${where}\u00a0— и онлайн` : where;
}

/** The place part of an event card's meta line: its address, «онлайн», both, or nothing. */
export function eventWhereShort(
  place: Pick<EventPlace, 'address'> | undefined,
  online: boolean | undefined,
): string {
  return [place?.address, online === true ? 'онлайн' : undefined]
    .filter((part) => part !== undefined)
    .join(' · ');
}

/** What attending an event takes, as its entry's `admission` gives it. */
export interface EventAdmission {
  price: number;
  registration?: string | undefined;
}

/**
 * The «Вход» line of an event page: «Бесплатно» or the price, and «по регистрации» linked to where
 * one registers, when one must.
 */
export function eventAdmission(admission: EventAdmission): {
  price: string;
  registration: { text: string; href: string } | null;
} {
  return {
    price: admission.price === 0 ? 'Бесплатно' : formatRub(admission.price),
    registration: admission.registration
      ? { text: 'по\u00a0регистрации', href: admission.registration }
      : null,
  };
}
