/** JSON-LD `FastFoodRestaurant` of one restaurant (schema.org), for its own page. */
import { SCHEMA_DAYS } from '~/lib/hours';
import type { Restaurant } from '~/lib/catalog/schema';
import { formatStreetAddress } from '~/lib/restaurants/address';
import { BRAND_PLAIN } from '~/lib/site';

/** The restaurant as schema.org structured data. */
export function restaurantJsonLd(r: Restaurant, url: string, menuUrl: string): object {
  const openingHoursSpecification = r.hours.hall.flatMap((day, i) =>
    day
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${SCHEMA_DAYS[i] ?? 'Monday'}`,
            opens: day.open,
            closes: day.close === '24:00' ? '23:59' : day.close,
          },
        ]
      : [],
  );
  return {
    '@context': 'https://schema.org',
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
  };
}
