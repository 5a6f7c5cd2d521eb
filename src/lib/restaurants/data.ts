/**
 * The locator's data for one city, as pre-rendered into `/restaurants/{city}.json` and read by the
 * map island: compact restaurants (hours as "HH:MM-HH:MM" strings) plus the city itself.
 */
import type { City, Feature, Restaurant } from '../catalog/schema.ts';
import type { DayInterval, Week } from '../hours.ts';
import { formatAddress, formatStreetAddress } from './address.ts';
import type { ClosureLike, SpecialDayLike } from './schedule.ts';

/** The city pre-rendered at `/restaurants` (SPEC: Moscow is the default city). */
export const DEFAULT_CITY_CODE = 'moscow';

/** Services with their own hours, in display order. */
export const SERVICES = [
  { key: 'hall', name: 'Зал' },
  { key: 'drive', name: 'Авто' },
  { key: 'delivery', name: 'Доставка' },
] as const;

/** A service key. */
export type ServiceKey = (typeof SERVICES)[number]['key'];

/** One restaurant as the locator needs it. */
export interface LocatorRestaurant {
  readonly id: number;
  readonly xmlId: string;
  readonly lat: number;
  readonly long: number;
  /** Street, house and block (the city is the page's). */
  readonly street: string;
  /** The full address by the spec's rule. */
  readonly address: string;
  readonly metro: string | null;
  readonly phone: string;
  readonly features: readonly string[];
  /** A closure (coming, in effect or over: the locator decides when it shows). */
  readonly closure?: ClosureLike;
  /** Days with hours of their own. */
  readonly specialDays?: readonly SpecialDayLike[];
  /** Per service: seven "HH:MM-HH:MM" or null (closed), Monday..Sunday. */
  readonly hours: Partial<Record<ServiceKey, readonly (string | null)[]>>;
}

/** The city the locator shows. */
export interface LocatorCity {
  readonly code: string;
  readonly cityId: number;
  readonly name: string;
  readonly nameLocative: string;
  readonly lat: number;
  readonly long: number;
  readonly timezone: string;
  readonly boundary: readonly (readonly [number, number])[];
}

/** The per-city file. */
export interface LocatorData {
  readonly city: LocatorCity;
  readonly features: readonly Pick<Feature, 'code' | 'name'>[];
  readonly restaurants: readonly LocatorRestaurant[];
}

const packWeek = (week: readonly (DayInterval | null)[]): (string | null)[] =>
  week.map((d) => (d ? `${d.open}-${d.close}` : null));

/** Seven "HH:MM-HH:MM"/null back into intervals. */
export function unpackWeek(week: readonly (string | null)[] | undefined): Week | undefined {
  if (!week) return undefined;
  return week.map((d) => {
    if (!d) return null;
    const [open = '00:00', close = '00:00'] = d.split('-');
    return { open, close };
  });
}

/** A catalog restaurant in the locator's shape (closure and special days decided when shown). */
export function toLocatorRestaurant(r: Restaurant): LocatorRestaurant {
  const hours: Partial<Record<ServiceKey, (string | null)[]>> = { hall: packWeek(r.hours.hall) };
  if (r.hours.drive) hours.drive = packWeek(r.hours.drive);
  if (r.hours.delivery) hours.delivery = packWeek(r.hours.delivery);
  return {
    id: r.id,
    xmlId: r.xmlId,
    lat: r.lat,
    long: r.long,
    street: formatStreetAddress(r),
    address: formatAddress(r),
    metro: r.metro,
    phone: r.phone,
    features: r.features,
    ...(r.closure ? { closure: r.closure } : {}),
    ...(r.specialDays ? { specialDays: r.specialDays } : {}),
    hours,
  };
}

/** A catalog city in the locator's shape. */
export function toLocatorCity(c: City): LocatorCity {
  const { code, cityId, name, nameLocative, lat, long, timezone, boundary } = c;
  return { code, cityId, name, nameLocative, lat, long, timezone, boundary };
}
