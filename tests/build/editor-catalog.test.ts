/**
 * A price, a closure and a special day an editor publishes reach the site after one build
 * (tests/build/editor-catalog-fixture.ts): the product's page and its dialog's answer, the menu
 * API, the tray's prices, the restaurant's page, its API answer and the locator's data. `npm test`
 * reads the Netlify build of its parity step and asks its emulator (scripts/netlify-parity.mjs sets
 * EDITOR_CATALOG_PAGES and EDITOR_CATALOG_SITE); run alone, the test builds a copy of the
 * repository with the changes and serves it with scripts/serve.ts.
 * Needs the catalog as a file per entry (issue 43 item 1) and, for the closure, item 3's code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCopy } from './built-copy';
import { isOpen } from '../../src/lib/hours';
import { unpackWeek, type LocatorData } from '../../src/lib/restaurants/data';
import { serviceState } from '../../src/lib/restaurants/schedule';
import {
  CREATED,
  HIDDEN,
  PHOTO,
  PRODUCT,
  RESTAURANT,
  addEditorCatalog,
  specialDay,
} from './editor-catalog-fixture';

let pages = process.env['EDITOR_CATALOG_PAGES'] ?? '';
let site = process.env['EDITOR_CATALOG_SITE'] ?? '';
let copy = '';
let server: ChildProcess | undefined;

/** A built file as text, no-break spaces read as spaces. */
const built = (file: string) =>
  readFileSync(path.join(pages, file), 'utf8').replace(/\u00a0|&nbsp;|&#160;/g, ' ');

/** An answer of the site's API, as JSON. */
const api = async (address: string) => {
  const answer = await fetch(`${site}${address}`);
  expect(answer.status, address).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
};

beforeAll(async () => {
  if (pages && site) return;
  copy = builtCopy('catalog-build', addEditorCatalog);
  pages = path.join(copy, 'dist/client');
  const port = 43_000 + Math.floor(Math.random() * 1000);
  site = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/serve.ts'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  // Ready once it answers: the server's own health route.
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${site}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 300) throw new Error('the built site did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 600_000);

afterAll(() => {
  server?.kill();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a price an editor changes', () => {
  it('is on the product’s page', () => {
    const page = built(`menu/${PRODUCT.category}/${PRODUCT.slug}.html`);
    const prices = [...page.matchAll(/class="offer-list__price">([^<]+)</g)].map((m) => m[1]);
    expect(prices[0]).toBe(`${PRODUCT.price} ₽`);
  });

  it('is in the menu API’s answer the dialog shows (Moscow)', async () => {
    const answer = await api(`/api/menu/city/1/product/${PRODUCT.slug}`);
    const offers = (answer['offers'] ??
      (answer['product'] as Record<string, unknown>)['offers']) as {
      price: number;
    }[];
    expect(offers[0]?.price).toBe(PRODUCT.price);
  });

  it('prices the tray', () => {
    const tray = JSON.parse(built('menu/tray.json')) as {
      products: { id: number; offers: { prices: { restaurant: { msk: number } } }[] }[];
    };
    const product = tray.products.find((p) => p.id === PRODUCT.id);
    expect(product?.offers[0]?.prices.restaurant.msk).toBe(PRODUCT.price);
  });
});

describe('a closure and a special day an editor sets', () => {
  it('are on the restaurant’s page: the reason and the day’s name', () => {
    const page = built(`restaurants/${RESTAURANT.city}/${RESTAURANT.id}.html`);
    expect(page).toContain('Ремонт');
    expect(page).toContain(specialDay().label);
  });

  it('close the restaurant now in its API answer and in the locator’s data', async () => {
    const answer = await api(`/api/restaurant/${RESTAURANT.id}`);
    expect(JSON.stringify(answer)).toMatch(/"isTempClosed":true/);
    const city = built(`restaurants/${RESTAURANT.city}.json`);
    expect(city).toContain('Ремонт');
  });

  it('take it out of the locator’s «Открыто сейчас», as /restaurants decides it now', () => {
    const data = JSON.parse(built(`restaurants/${RESTAURANT.city}.json`)) as LocatorData;
    const now = new Date();
    // The locator store's own rule (src/stores/restaurants.ts): the hall's state at this moment.
    const openNow = data.restaurants
      .filter((r) =>
        isOpen(serviceState(unpackWeek(r.hours.hall) ?? [], r, 'hall', now, data.city.timezone)),
      )
      .map((r) => r.id);
    expect(openNow).not.toContain(RESTAURANT.id);
    const restaurant = data.restaurants.find((r) => r.id === RESTAURANT.id);
    expect(restaurant?.closure?.note).toBe('Ремонт');
  });
});

describe('a photo an editor uploads for a product', () => {
  // Astro names a processed picture after the first file with the same bytes: in the parity
  // build the news fixture's photo is the same JPEG (tests/build/editor-news-fixture.ts).
  const photo = new RegExp(
    `/_astro/(?:${PHOTO.file.replace(/\.jpg$/, '')}|fasad-u-vokzala)\\.[^"\\s]+\\.webp`,
  );

  it('is the product page’s picture, described, and its JSON-LD image', () => {
    const page = built(`menu/${PRODUCT.category}/${PRODUCT.slug}.html`);
    const picture = /<div class="product-details__picture">\s*<img([^>]+)>/.exec(page)?.[1] ?? '';
    expect(picture).toMatch(photo);
    expect(picture).toContain(`alt="${PHOTO.alt}"`);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(JSON.stringify(JSON.parse(jsonLd ?? '{}'))).toMatch(photo);
  });

  it('is the card’s picture in the menu and in the pictures the menu, tray and search fetch', () => {
    expect(built(`menu/${PRODUCT.category}.html`)).toMatch(photo);
    const pictures = JSON.parse(built('menu/pictures.json')) as Record<string, { src: string }>;
    expect(pictures[PRODUCT.slug]?.src).toMatch(photo);
  });
});

describe('a product an editor creates, naming its category', () => {
  const link = (category: string, slug: string) => `href="/menu/${category}/${slug}"`;

  it('has its page, its place in the sitemap and its card in that category and its parent', () => {
    expect(built(`menu/${CREATED.category}/${CREATED.slug}.html`)).toContain(CREATED.name);
    expect(built('sitemap-0.xml')).toContain(`/menu/${CREATED.category}/${CREATED.slug}<`);
    for (const page of [CREATED.category, CREATED.parent])
      expect(built(`menu/${page}.html`), page).toContain(link(CREATED.category, CREATED.slug));
  });

  it('comes last in that category and its parent: in the menu API and after its cards', async () => {
    const menu = (await api('/api/menu/city/1')) as {
      categories: { slug: string; products: number[] }[];
      products: Record<string, { slug: string; parentCategorySlug: string }>;
    };
    for (const slug of [CREATED.category, CREATED.parent]) {
      const ids = menu.categories.find((c) => c.slug === slug)?.products ?? [];
      expect(menu.products[String(ids.at(-1))]?.slug, slug).toBe(CREATED.slug);
    }
    // On the category's page its card follows the card of the category's last product before it.
    const ids = menu.categories.find((c) => c.slug === CREATED.category)?.products ?? [];
    const before = menu.products[String(ids.at(-2))];
    const html = built(`menu/${CREATED.category}.html`);
    const at = (href: string) => html.indexOf(href);
    expect(at(link(before?.parentCategorySlug ?? '', before?.slug ?? ''))).toBeGreaterThan(0);
    expect(at(link(CREATED.category, CREATED.slug))).toBeGreaterThan(
      at(link(before?.parentCategorySlug ?? '', before?.slug ?? '')),
    );
  });
});

describe('a product an editor hides', () => {
  it('has no page, no place in the sitemap and no card', () => {
    const menu = readdirSync(path.join(pages, 'menu'), { recursive: true, encoding: 'utf8' });
    expect(menu.filter((file) => file.includes(HIDDEN.slug))).toEqual([]);
    expect(built('sitemap-0.xml')).not.toContain(`/${HIDDEN.slug}<`);
    expect(built('menu.html')).not.toContain(`/${HIDDEN.slug}"`);
  });

  it('is not in the tray’s data, nor among any combo’s choices', () => {
    const tray = built('menu/tray.json');
    const data = JSON.parse(tray) as { products: { id: number }[] };
    expect(data.products.map((p) => p.id)).not.toContain(HIDDEN.id);
    expect(tray).not.toMatch(new RegExp(`\\b${HIDDEN.id}\\b`));
  });

  it('keeps its address: a link to it lands on its category, in both menus, until it is shown again', async () => {
    const answers = await Promise.all(
      ['/menu', '/menu/delivery'].map(async (base) => {
        const answer = await fetch(`${site}${base}/${HIDDEN.category}/${HIDDEN.slug}?from=news`, {
          redirect: 'manual',
        });
        const location = new URL(answer.headers.get('location') ?? '', site);
        return `${answer.status} ${location.pathname}${location.search}`;
      }),
    );
    expect(answers).toEqual([
      `302 /menu/${HIDDEN.category}?from=news`,
      `302 /menu/delivery/${HIDDEN.category}?from=news`,
    ]);
  });

  it('is unknown to the menu API', async () => {
    const answer = await fetch(`${site}/api/menu/city/1/product/${HIDDEN.slug}`);
    expect(answer.status).toBe(404);
    const menu = await fetch(`${site}/api/menu/city/1`).then((r) => r.text());
    expect(menu).not.toContain(`"${HIDDEN.slug}"`);
  });
});
