/**
 * schema.org `Event` of an event page: name, lead, picture, start and end in the city's time, how
 * to attend (the event's own `online` field: at a place, online or both) and where, the chain as
 * organizer, and what attending costs when the page says so.
 */
import { isoDateTime } from '../format.ts';
import { absoluteUrl, type Node } from './graph.ts';
import { organizationReference } from './organization.ts';

/** The venue as the event's entry gives it. */
export interface EventVenue {
  name: string;
  /** «Москва, ул. Крымский Вал, 9»: the city first, as the page's «Где» shows it. */
  address: string;
  lat: number;
  long: number;
}

/** What attending takes: a price in roubles (0: free) and where to register, if one must. */
export interface EventAdmission {
  price: number;
  /** A site path or an absolute URL. */
  registration?: string | undefined;
}

/** What an event's page shows, as its node needs it. */
export interface EventFacts {
  /** The page's site path. */
  path: string;
  name: string;
  description: string;
  /** The cover in several shapes, site paths or absolute URLs. */
  images: readonly string[];
  start: Date;
  end: Date;
  /** The city's zone: the page shows the times in it. */
  timeZone: string;
  /** The city's name, the address's locality. */
  city: string;
  place?: EventVenue | undefined;
  online: boolean;
  admission?: EventAdmission | undefined;
}

const SCHEMA = 'https://schema.org/';

/** How one attends: at the place, online, or either. */
export function attendanceMode(facts: Pick<EventFacts, 'place' | 'online'>): string {
  if (facts.place && facts.online) return `${SCHEMA}MixedEventAttendanceMode`;
  return facts.online
    ? `${SCHEMA}OnlineEventAttendanceMode`
    : `${SCHEMA}OfflineEventAttendanceMode`;
}

/** The venue as a `Place` with its postal address and coordinates. */
function place(venue: EventVenue, city: string): Node {
  // The address starts with the city, which the postal address carries as its locality.
  const street = venue.address.startsWith(`${city}, `)
    ? venue.address.slice(city.length + 2)
    : venue.address;
  return {
    '@type': 'Place',
    name: venue.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: city,
      addressCountry: 'RU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: venue.lat, longitude: venue.long },
  };
}

/** The event as an `Event`. */
export function event(facts: EventFacts, site: URL): Node {
  const url = absoluteUrl(facts.path, site);
  // No stream address is published before the day: the page says how to join.
  const join = absoluteUrl(facts.admission?.registration ?? facts.path, site);
  const locations = [
    ...(facts.place ? [place(facts.place, facts.city)] : []),
    ...(facts.online ? [{ '@type': 'VirtualLocation', url: join }] : []),
  ];
  return {
    '@type': 'Event',
    '@id': `${url}#event`,
    url,
    name: facts.name,
    description: facts.description,
    image: facts.images.map((image) => absoluteUrl(image, site)),
    startDate: isoDateTime(facts.start, facts.timeZone),
    endDate: isoDateTime(facts.end, facts.timeZone),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: attendanceMode(facts),
    location: locations.length === 1 ? locations[0] : locations,
    organizer: organizationReference(site),
    inLanguage: 'ru',
    ...(facts.admission
      ? {
          offers: {
            '@type': 'Offer',
            url: join,
            price: facts.admission.price,
            priceCurrency: 'RUB',
            availability: `${SCHEMA}InStock`,
          },
        }
      : {}),
  };
}
