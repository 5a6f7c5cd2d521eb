/**
 * schema.org `FastFoodRestaurant` of one restaurant's page: the address, position, phone and hall
 * hours it shows, and the days whose hours differ from the week's (special days, a closure).
 */
import type { Restaurant } from '../catalog/schema.ts';
import { SCHEMA_DAYS } from '../hours.ts';
import { formatStreetAddress } from '../restaurants/address.ts';
import { BRAND_PLAIN } from '../site.ts';
import type { Node } from './graph.ts';

/**
 * A day with hours of its own (YYYY-MM-DD in the restaurant's zone): open from–to, or closed; a
 * closed stretch runs `through` its last day (null: until further notice).
 */
export type SpecialDay =
  | { readonly date: string; readonly opens: string; readonly closes: string }
  | { readonly date: string; readonly closed: true; readonly through?: string | null };

/** schema.org has no 24:00: a day open till midnight closes at 23:59. */
const closing = (time: string): string => (time === '24:00' ? '23:59' : time);

/** A special day as an `OpeningHoursSpecification` valid that day only. */
export function specialHours(day: SpecialDay): Node {
  // Closed all day: Google reads opens and closes both at 00:00 so.
  const [opens, closes] = 'closed' in day ? ['00:00', '00:00'] : [day.opens, closing(day.closes)];
  const through = 'closed' in day && day.through !== undefined ? day.through : day.date;
  return {
    '@type': 'OpeningHoursSpecification',
    validFrom: day.date,
    ...(through === null ? {} : { validThrough: through }),
    opens,
    closes,
  };
}

/**
 * The hall's special days and closure in date order (the page is static: what is over stays, dated,
 * until the data drops it); a special day inside the closure is left to the closure.
 */
export function restaurantSpecialDays(r: Restaurant): SpecialDay[] {
  const { closure } = r;
  const inClosure = (date: string): boolean =>
    closure !== undefined && closure.from <= date && (closure.until ?? '9999') >= date;
  const days: SpecialDay[] = (r.specialDays ?? [])
    .filter((d) => !inClosure(d.date))
    .map(({ date, hours: { hall } }) =>
      hall ? { date, opens: hall.open, closes: hall.close } : { date, closed: true },
    );
  if (closure) {
    days.push({ date: closure.from, closed: true, through: closure.until ?? null });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** The restaurant as a `FastFoodRestaurant`; `specialDays` adds its days of other hours. */
export function fastFoodRestaurant(
  r: Restaurant,
  url: string,
  menuUrl: string,
  specialDays: readonly SpecialDay[] = [],
): Node {
  const openingHoursSpecification = r.hours.hall.flatMap((day, i) =>
    day
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${SCHEMA_DAYS[i] ?? 'Monday'}`,
            opens: day.open,
            closes: closing(day.close),
          },
        ]
      : [],
  );
  return {
    '@type': 'FastFoodRestaurant',
    '@id': `${url}#restaurant`,
    name: `${BRAND_PLAIN}, ${formatStreetAddress(r)}`,
    url,
    telephone: r.phone,
    hasMenu: menuUrl,
    servesCuisine: ['Бургеры', 'Фастфуд'],
    acceptsReservations: false,
    address: {
      '@type': 'PostalAddress',
      streetAddress: formatStreetAddress(r),
      addressLocality: r.city,
      addressRegion: r.region,
      addressCountry: 'RU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: r.lat, longitude: r.long },
    openingHoursSpecification,
    ...(specialDays.length > 0
      ? { specialOpeningHoursSpecification: specialDays.map(specialHours) }
      : {}),
  };
}
