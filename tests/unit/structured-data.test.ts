import { describe, expect, it } from 'vitest';
import { SECTION_CRUMBS, trail, trailLinks } from '~/lib/breadcrumbs';
import type { Restaurant } from '~/lib/catalog/schema';
import { eventAdmission } from '~/components/content/event-when';
import { isoDateTime } from '~/lib/format';
import { BRAND_LOGO, HOTLINE, SOCIAL_LINKS } from '~/lib/site';
import { breadcrumbList } from '~/lib/structured-data/breadcrumb-list';
import { attendanceMode, event, type EventFacts } from '~/lib/structured-data/event';
import { absoluteUrl, jsonLd } from '~/lib/structured-data/graph';
import { itemList } from '~/lib/structured-data/item-list';
import { newsArticle } from '~/lib/structured-data/news-article';
import { organization, organizationReference } from '~/lib/structured-data/organization';
import { fastFoodRestaurant, specialHours } from '~/lib/structured-data/restaurant';
import { website } from '~/lib/structured-data/website';

const site = new URL('https://vkusnoitochka.example');

describe('dates for structured data', () => {
  it('carry the offset of the zone they are shown in', () => {
    const start = new Date('2026-09-12T10:00:00+07:00');
    expect(isoDateTime(start, 'Asia/Novosibirsk')).toBe('2026-09-12T10:00:00+07:00');
    expect(isoDateTime(start, 'Europe/Moscow')).toBe('2026-09-12T06:00:00+03:00');
    expect(isoDateTime(new Date('2024-11-14T00:00:00Z'), 'UTC')).toBe('2024-11-14T00:00:00+00:00');
  });
});

describe('breadcrumbs', () => {
  const steps = trail(SECTION_CRUMBS.news, { name: 'Открыли ресторан', path: '/articles/news/x' });

  it('are one trail: the visible links are every step but the page itself', () => {
    expect(steps.map((s) => s.name)).toEqual(['Главная', 'Новости', 'Открыли ресторан']);
    expect(trailLinks(steps).map((s) => s.path)).toEqual(['/', '/articles/news']);
  });

  it('become a BreadcrumbList numbered from 1 with absolute URLs', () => {
    expect(breadcrumbList(steps, site)).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: `${site.origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Новости', item: `${site.origin}/articles/news` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Открыли ресторан',
          item: `${site.origin}/articles/news/x`,
        },
      ],
    });
  });
});

describe('the organization and the site', () => {
  it('name the chain with its logo, social profiles and hotline', () => {
    const org = organization(site);
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'Вкусно – и точка',
      legalName: 'ООО «Вкусно – и точка — Сеть»',
      url: `${site.origin}/`,
      logo: { url: absoluteUrl(BRAND_LOGO.path, site), width: 512, height: 512 },
      sameAs: SOCIAL_LINKS.map((l) => l.href),
      contactPoint: { '@type': 'ContactPoint', telephone: HOTLINE.href.slice(4) },
    });
    expect(BRAND_LOGO.width).toBeGreaterThanOrEqual(112);
    expect(organizationReference(site)['@id']).toBe(org['@id']);
  });

  it('give the site its name, alternate name and publisher', () => {
    expect(website(site)).toMatchObject({
      '@type': 'WebSite',
      name: 'Вкусно – и точка',
      alternateName: 'Вкусно и точка',
      publisher: { '@id': organization(site)['@id'] },
    });
  });
});

describe('a news article', () => {
  it('has the headline, pictures, dates with their offset, author and publisher', () => {
    const node = newsArticle(
      {
        path: '/articles/news/x',
        headline: 'Заголовок',
        description: 'Лид',
        images: ['/covers/press-16x9.png', 'https://cdn.example/a.jpg'],
        published: new Date('2024-11-14T00:00:00Z'),
        timeZone: 'Europe/Moscow',
        tags: ['рестораны', 'меню'],
      },
      site,
    );
    expect(node).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Заголовок',
      description: 'Лид',
      image: [`${site.origin}/covers/press-16x9.png`, 'https://cdn.example/a.jpg'],
      datePublished: '2024-11-14T03:00:00+03:00',
      dateModified: '2024-11-14T03:00:00+03:00',
      keywords: 'рестораны, меню',
      author: { '@type': 'Organization', name: 'Вкусно – и точка' },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
    });
  });
});

describe('an event', () => {
  const venue = {
    name: 'Парк Горького',
    address: 'Москва, ул. Крымский Вал, 9',
    lat: 55.73,
    long: 37.6,
  };
  const facts: EventFacts = {
    path: '/events/x',
    name: 'Финал',
    description: 'Лид',
    images: ['/covers/festival-1x1.png'],
    start: new Date('2025-11-08T12:00:00+03:00'),
    end: new Date('2025-11-09T20:00:00+03:00'),
    timeZone: 'Europe/Moscow',
    city: 'Москва',
    place: venue,
    online: false,
  };

  it('is attended by its own online field: offline, online or both', () => {
    expect(attendanceMode({ place: venue, online: false })).toMatch(/OfflineEventAttendanceMode$/);
    expect(attendanceMode({ online: true })).toMatch(/OnlineEventAttendanceMode$/);
    expect(attendanceMode({ place: venue, online: true })).toMatch(/MixedEventAttendanceMode$/);
  });

  it('is held at a Place with its postal address and coordinates, in the city’s time', () => {
    expect(event(facts, site)).toMatchObject({
      '@type': 'Event',
      name: 'Финал',
      startDate: '2025-11-08T12:00:00+03:00',
      endDate: '2025-11-09T20:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Парк Горького',
        address: { streetAddress: 'ул. Крымский Вал, 9', addressLocality: 'Москва' },
        geo: { latitude: 55.73, longitude: 37.6 },
      },
      organizer: { '@type': 'Organization' },
    });
    expect(event(facts, site)).not.toHaveProperty('offers');
  });

  it('online, is held at a VirtualLocation; both ways, at both; a price makes an offer', () => {
    const online = event({ ...facts, place: undefined, online: true }, site);
    expect(online['location']).toEqual({
      '@type': 'VirtualLocation',
      url: `${site.origin}/events/x`,
    });
    const both = event(
      { ...facts, online: true, admission: { price: 500, registration: '/r' } },
      site,
    );
    expect(both['location']).toMatchObject([{ '@type': 'Place' }, { url: `${site.origin}/r` }]);
    expect(both['offers']).toMatchObject({
      price: 500,
      priceCurrency: 'RUB',
      url: `${site.origin}/r`,
    });
  });
});

describe('the «Вход» line of an event page', () => {
  it('says «Бесплатно» or the price, and links «по регистрации» when one must register', () => {
    expect(eventAdmission({ price: 0, registration: '/company/franchising' })).toEqual({
      price: 'Бесплатно',
      registration: { text: 'по\u00a0регистрации', href: '/company/franchising' },
    });
    expect(eventAdmission({ price: 1500 })).toEqual({
      price: '1\u00a0500\u00a0₽',
      registration: null,
    });
  });
});

describe('a list of pages', () => {
  it('is an ItemList of the pages’ own URLs in the order given', () => {
    const list = itemList(
      'Рестораны',
      [
        { name: 'Б', path: '/restaurants/moscow/2' },
        { name: 'А', path: '/restaurants/moscow/1' },
      ],
      site,
    );
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    expect(list['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Б', url: `${site.origin}/restaurants/moscow/2` },
      { '@type': 'ListItem', position: 2, name: 'А', url: `${site.origin}/restaurants/moscow/1` },
    ]);
  });
});

describe('a restaurant', () => {
  const open = { open: '07:00', close: '24:00' };
  const restaurant = {
    id: 1,
    city: 'Казань',
    region: 'Республика Татарстан',
    street: 'ул. Кремлёвская',
    house: '21',
    block: null,
    lat: 55.79,
    long: 49.11,
    phone: '+7 (843) 123-45-67',
    hours: { hall: [open, open, open, open, open, null, open] },
  } as unknown as Restaurant;
  const url = `${site.origin}/restaurants/kazan/1`;

  it('keeps its address, position and week, midnight as 23:59', () => {
    const node = fastFoodRestaurant(restaurant, url, `${site.origin}/menu`);
    expect(node).toMatchObject({
      '@type': 'FastFoodRestaurant',
      name: 'Вкусно – и точка, ул. Кремлёвская, 21',
      address: { streetAddress: 'ул. Кремлёвская, 21', addressLocality: 'Казань' },
      geo: { latitude: 55.79, longitude: 49.11 },
    });
    expect(node['openingHoursSpecification']).toHaveLength(6);
    expect(node['openingHoursSpecification']).toContainEqual(
      expect.objectContaining({ dayOfWeek: 'https://schema.org/Sunday', closes: '23:59' }),
    );
    expect(node).not.toHaveProperty('specialOpeningHoursSpecification');
  });

  it('takes its special days in one call: other hours, or closed all day', () => {
    const node = fastFoodRestaurant(restaurant, url, `${site.origin}/menu`, [
      { date: '2026-12-31', opens: '07:00', closes: '18:00' },
      { date: '2027-01-01', closed: true },
    ]);
    expect(node['specialOpeningHoursSpecification']).toEqual([
      specialHours({ date: '2026-12-31', opens: '07:00', closes: '18:00' }),
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-01-01',
        validThrough: '2027-01-01',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });
});

describe('a JSON-LD document', () => {
  it('is one graph that cannot close its script', () => {
    const text = jsonLd([{ '@type': 'Thing', name: '</script>' }]);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Thing', name: '</script>' }],
    });
  });
});
