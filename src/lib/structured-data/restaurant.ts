/**
 * schema.org `FastFoodRestaurant` of one restaurant's page: the address, position, phone and hall
 * hours it shows, and the days whose hours differ from the week's (holidays, closures) once the
 * restaurant data carries them.
 */
import type { Restaurant } from '../catalog/schema.ts';
import { SCHEMA_DAYS } from '../hours.ts';
import { formatStreetAddress } from '../restaurants/address.ts';
import { BRAND_PLAIN } from '../site.ts';
import type { Node } from './graph.ts';

/** A day with hours of its own (YYYY-MM-DD in the restaurant's zone): open from–to, or closed. */
export type SpecialDay =
  | { readonly date: string; readonly opens: string; readonly closes: string }
  | { readonly date: string; readonly closed: true };

/** schema.org has no 24:00: a day open till midnight closes at 23:59. */
const closing = (time: string): string => (time === '24:00' ? '23:59' : time);

/** A special day as an `OpeningHoursSpecification` valid that day only. */
export function specialHours(day: SpecialDay): Node {
  // Closed all day: Google reads opens and closes both at 00:00 so.
  const [opens, closes] = 'closed' in day ? ['00:00', '00:00'] : [day.opens, closing(day.closes)];
  return {
    '@type': 'OpeningHoursSpecification',
    validFrom: day.date,
    validThrough: day.date,
    opens,
    closes,
  };
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
