/**
 * Decap entry data (plain values of the editor's form) turned into what the live pages show, so
 * the preview templates stay thin. A value may be missing or half-typed while an editor works.
 */
import { COVER_GLYPHS, type CoverKey } from '~/components/art/cover-glyphs';
import {
  eventAdmission,
  eventWhen,
  eventWhere,
  type EventPlace,
} from '~/components/content/event-when';
import { OFFER_CHANNELS } from '~/components/content/offer-channels';
import { formatDate, isoDate } from '~/lib/format';

/** The form's values, as `entry.get('data').toJS()` gives them. */
export type EntryData = Record<string, unknown>;

/** A city's name and time zone, for an event's lines. */
export interface CityInfo {
  name: string;
  timezone: string;
}

/** A date-time field's value as a Date: Decap gives a Date or an ISO string; else undefined. */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A text field's value, or '' when it is empty or not text. */
export function text(data: EntryData, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : '';
}

/** A list of strings (tags, steps), without empty items. */
export function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v !== '')
    : [];
}

/** A cover key we can draw, or undefined. */
export function coverKey(value: unknown): CoverKey | undefined {
  return typeof value === 'string' && Object.hasOwn(COVER_GLYPHS, value)
    ? (value as CoverKey)
    : undefined;
}

/** A date as the site writes it and its machine-readable day, or undefined without a date. */
export function dateLine(value: unknown): { text: string; iso: string } | undefined {
  const date = toDate(value);
  return date && { text: formatDate(date), iso: isoDate(date) };
}

/** The meta line under a news item's lead: «24 ноября 2026 · меню, рестораны». */
export function newsMeta(data: EntryData): { date?: { text: string; iso: string }; tags: string } {
  const date = dateLine(data['date']);
  return { ...(date && { date }), tags: strings(data['tags']).join(', ') };
}

function place(value: unknown): EventPlace | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, address } = value as Record<string, unknown>;
  return typeof name === 'string' && name !== ''
    ? { name, address: typeof address === 'string' ? address : '' }
    : undefined;
}

/** The «Вход» line while the admission object is filled in (its price a number), else ''. */
function entrance(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const { price, registration } = value as Record<string, unknown>;
  if (typeof price !== 'number') return '';
  const line = eventAdmission({
    price,
    registration:
      typeof registration === 'string' && registration !== '' ? registration : undefined,
  });
  return line.registration ? `${line.price}, ${line.registration.text}` : line.price;
}

/**
 * An event's «Когда», «Где» and «Вход», as on its page; «Когда» is empty until both dates are set,
 * «Вход» without an admission.
 */
export function eventFacts(
  data: EntryData,
  cities: Readonly<Record<string, CityInfo>>,
): { when: string; where: string; entrance: string } {
  const start = toDate(data['dateStart']);
  const end = toDate(data['dateEnd']);
  const city = cities[text(data, 'city')];
  return {
    when: start && end ? eventWhen(start, end, city?.timezone) : '',
    where: eventWhere(place(data['place']), data['online'] === true),
    entrance: entrance(data['admission']),
  };
}

/** An offer card's meta line: «В приложении · до 30 ноября 2026» (or «закончилась» when past). */
export function offerMeta(data: EntryData, now = new Date()): string {
  const channel = OFFER_CHANNELS[text(data, 'channel') as keyof typeof OFFER_CHANNELS] ?? '';
  const to = toDate(data['validTo']);
  if (!to) return channel;
  const ended = to.getTime() < now.getTime();
  return `${channel ? `${channel} · ` : ''}${ended ? 'закончилась' : 'до'}\u00a0${formatDate(to)}`;
}

/** An offer's terms line: «с 1 ноября 2026 по 30 ноября 2026», or '' until both dates are set. */
export function offerPeriod(data: EntryData): string {
  const from = toDate(data['validFrom']);
  const to = toDate(data['validTo']);
  return from && to ? `с\u00a0${formatDate(from)} по\u00a0${formatDate(to)}` : '';
}
