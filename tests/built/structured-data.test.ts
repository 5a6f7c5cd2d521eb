/**
 * The JSON-LD of one built page of each kind, as a search engine reads it (issue 46): it parses,
 * `@adobe/structured-data-validator` (Google's rich-result rules) finds no error and no warning,
 * each kind carries its types, and the main facts (name or headline, dates, address, the trail, the
 * listed pages) equal what the page shows. Every built page's trail and BreadcrumbList agree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatDate } from '~/lib/format';
import { builtHtmlFiles, CLIENT } from './files';
import {
  breadcrumbProblems,
  graphOf,
  h1Of,
  linksIn,
  nodesOf,
  plainText,
  textOf,
  type JsonNode,
} from './structured-data-html';

/** One page of each kind and the types its JSON-LD must carry. */
const KINDS = {
  home: { file: 'index.html', types: ['Organization', 'WebSite'] },
  editorial: { file: 'company/franchising.html', types: ['BreadcrumbList'] },
  'news list': { file: 'articles/news.html', types: ['ItemList', 'BreadcrumbList'] },
  'news item': {
    file: 'articles/news/bigfest-start.html',
    types: ['NewsArticle', 'BreadcrumbList'],
  },
  event: { file: 'events/franchise-webinar.html', types: ['Event', 'BreadcrumbList'] },
  'event at a place': {
    file: 'events/bigfest-final-moscow.html',
    types: ['Event', 'BreadcrumbList'],
  },
  menu: { file: 'menu.html', types: ['Menu', 'BreadcrumbList'] },
  category: { file: 'menu/burgers.html', types: ['Menu', 'BreadcrumbList'] },
  product: { file: 'menu/burgers/hamburger.html', types: ['MenuItem', 'BreadcrumbList'] },
  restaurants: { file: 'restaurants.html', types: ['ItemList', 'BreadcrumbList'] },
  city: { file: 'restaurants/astrakhan.html', types: ['ItemList', 'BreadcrumbList'] },
  restaurant: {
    file: 'restaurants/moscow/1.html',
    types: ['FastFoodRestaurant', 'BreadcrumbList'],
  },
  // New Year's hours (restaurant 3) and repairs from 1 to 5 December 2026 (restaurant 2).
  'restaurant with special days': {
    file: 'restaurants/moscow/3.html',
    types: ['FastFoodRestaurant', 'BreadcrumbList'],
  },
  'restaurant with a closure': {
    file: 'restaurants/moscow/2.html',
    types: ['FastFoodRestaurant', 'BreadcrumbList'],
  },
} as const;

type Kind = keyof typeof KINDS;
const read = (kind: Kind): string => readFileSync(path.join(CLIENT, KINDS[kind].file), 'utf8');
const node = (kind: Kind, type: string): JsonNode => {
  const found = nodesOf(graphOf(read(kind))).find((n) => n['@type'] === type);
  if (!found) throw new Error(`${kind}: no ${type}`);
  return found;
};
const pathOf = (url: unknown): string => new URL(String(url)).pathname;
/** Text with its no-break spaces as plain ones: the words a reader sees. */
const spaced = (text: string): string => text.replaceAll('\u00a0', ' ');

describe('structured data of each page kind', () => {
  it.each(Object.keys(KINDS) as Kind[])(
    '%s: parses, carries its types and passes the validator with no issue',
    async (kind) => {
      const html = read(kind);
      const types = nodesOf(graphOf(html)).map((n) => n['@type']);
      expect(types).toEqual(expect.arrayContaining([...KINDS[kind].types]));
      const extracted = new WebAutoExtractor({ addLocation: true, embedSource: [] }).parse(html);
      const issues = await new Validator().validate(extracted);
      expect(issues).toEqual([]);
    },
  );

  it('a trail on each page is its BreadcrumbList, the page itself last', () => {
    const problems = (Object.keys(KINDS) as Kind[]).flatMap((kind) =>
      breadcrumbProblems(read(kind)).map((p) => `${kind}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('the home page names the chain with the logo, profiles and hotline it shows', async () => {
    const html = read('home');
    const org = node('home', 'Organization');
    const logo = org['logo'] as { url: string; width: number; height: number };
    const size = await sharp(path.join(CLIENT, pathOf(logo.url))).metadata();
    expect([size.width, size.height]).toEqual([logo.width, logo.height]);
    expect(logo.width).toBeGreaterThanOrEqual(112);
    const links = linksIn(html);
    for (const profile of org['sameAs'] as string[]) expect(links).toContain(profile);
    const phone = (org['contactPoint'] as { telephone: string }).telephone;
    expect(links).toContain(`tel:${phone}`);
    expect(html).toContain(`<meta property="og:site_name" content="${org['name'] as string}"`);
  });

  it('a news item: the headline, date and pictures the page shows', async () => {
    const html = read('news item');
    const article = node('news item', 'NewsArticle');
    expect(article['headline']).toBe(h1Of(html));
    const shown = /<time datetime="([\d-]+)"/.exec(html)?.[1];
    expect(String(article['datePublished']).slice(0, 10)).toBe(shown);
    expect(article['datePublished']).toMatch(/T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(article['dateModified']).toMatch(/T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    const shapes = new Set<string>();
    for (const url of article['image'] as string[]) {
      const { width = 0, height = 0 } = await sharp(path.join(CLIENT, pathOf(url))).metadata();
      expect(width * height).toBeGreaterThanOrEqual(300_000);
      shapes.add((width / height).toFixed(2));
    }
    expect([...shapes].sort()).toEqual(['1.00', '1.33', '1.78']);
    expect(article['author']).toMatchObject({ '@type': 'Organization' });
    expect(article['publisher']).toMatchObject({ '@type': 'Organization' });
  });

  it('an event: the name, day, times, place and entrance the page shows, attended as its entry says', () => {
    const online = node('event', 'Event');
    expect(online['name']).toBe(h1Of(read('event')));
    const when = spaced(textOf(read('event'), /<dt>Когда<\/dt><dd>(.*?)<\/dd>/));
    const [day, time] = String(online['startDate']).split('T');
    expect(when).toContain(spaced(formatDate(new Date(`${day ?? ''}T12:00:00Z`), 'UTC')));
    expect(when).toContain(time?.slice(0, 5));
    expect(when).toContain(String(online['endDate']).slice(11, 16));
    expect(online['eventAttendanceMode']).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(online['location']).toMatchObject({ '@type': 'VirtualLocation' });
    // Free with registration: the «Вход» line says so and links where the offer points.
    const entrance = /<dt>Вход<\/dt><dd>(.*?)<\/dd>/.exec(read('event'))?.[1] ?? '';
    const offer = online['offers'] as { price: number; priceCurrency: string; url: string };
    expect([offer.price, offer.priceCurrency]).toEqual([0, 'RUB']);
    expect(spaced(plainText(entrance))).toBe('Бесплатно, по регистрации');
    expect(linksIn(entrance)).toEqual([pathOf(offer.url)]);

    const held = node('event at a place', 'Event');
    const where = spaced(textOf(read('event at a place'), /<dt>Где<\/dt><dd>(.*?)<\/dd>/));
    const place = held['location'] as { name: string; address: Record<string, string> };
    expect(held['eventAttendanceMode']).toBe('https://schema.org/OfflineEventAttendanceMode');
    const { addressLocality = '', streetAddress = '' } = place.address;
    expect(where).toBe(spaced(`${place.name}, ${addressLocality}, ${streetAddress}`));
    expect(held['location']).toMatchObject({ geo: { '@type': 'GeoCoordinates' } });
    // Free and open: no «Вход» line, no offer.
    expect(read('event at a place')).not.toContain('<dt>Вход</dt>');
    expect(held).not.toHaveProperty('offers');
  });

  it('lists are the pages the page links to, in the order shown', () => {
    const cases: [Kind, RegExp][] = [
      ['news list', /^\/articles\/news\/(?!rss|page)[\w-]+$/],
      ['restaurants', /^\/restaurants\/[\w-]+\/\d+$/],
      ['city', /^\/restaurants\/astrakhan\/\d+$/],
    ];
    for (const [kind, listed] of cases) {
      const items = node(kind, 'ItemList')['itemListElement'] as { url: string }[];
      const shown = [...new Set(linksIn(read(kind)).filter((href) => listed.test(href)))];
      expect(
        items.map((item) => pathOf(item.url)),
        kind,
      ).toEqual(shown);
      expect(items.length, kind).toBeGreaterThan(0);
    }
  });

  it('a restaurant and a product are named and placed as their pages show them', () => {
    const html = read('restaurant');
    const restaurant = node('restaurant', 'FastFoodRestaurant');
    const address = restaurant['address'] as Record<string, string>;
    expect(address['streetAddress']).toBe(h1Of(html));
    expect(textOf(html, /<p class="rpage__address">(.*?)<\/p>/)).toBe(
      `${address['addressLocality'] ?? ''}, ${address['streetAddress'] ?? ''}`,
    );
    expect(node('product', 'MenuItem')['name']).toBe(h1Of(read('product')));
  });

  it('a restaurant’s special days and closure are its days of other hours', () => {
    const special = (kind: Kind): unknown =>
      node(kind, 'FastFoodRestaurant')['specialOpeningHoursSpecification'];
    expect(special('restaurant')).toBeUndefined();
    expect(special('restaurant with special days')).toEqual([
      expect.objectContaining({ validFrom: '2026-12-31', opens: '10:00', closes: '03:00' }),
      expect.objectContaining({ validFrom: '2027-01-01', opens: '00:00', closes: '00:00' }),
    ]);
    expect(special('restaurant with a closure')).toEqual([
      expect.objectContaining({ validFrom: '2026-12-01', validThrough: '2026-12-05' }),
    ]);
  });
});

describe('every built page', () => {
  it('has JSON-LD that parses, and a BreadcrumbList that is the trail it shows', () => {
    const problems = builtHtmlFiles().flatMap((file) => {
      const html = readFileSync(file, 'utf8');
      try {
        graphOf(html);
      } catch (error) {
        return [`${file}: ${String(error)}`];
      }
      return breadcrumbProblems(html).map((p) => `${file}: ${p}`);
    });
    expect(problems).toEqual([]);
  });
});
