/** Helpers for the browser tests: the built site's pages, grouped by route kind. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { filesOfPage } from '~/lib/offline/policy';
import { ROUTES } from '~/paths';
import { builtHtmlFiles, CLIENT, sitemapPaths } from '../built/files';

export { builtHtmlFiles, sitemapPaths };

/** The sitemap's first path matching `pattern`. */
function firstOf(paths: readonly string[], pattern: RegExp): string {
  const found = paths.find((p) => pattern.test(p));
  if (!found) throw new Error(`no page matches ${String(pattern)}`);
  return found;
}

/** One page of each kind, by the sitemap, with the maintenance and not-found pages. */
export function pageOfEachKind(): string[] {
  const paths = sitemapPaths();
  const first = (pattern: RegExp): string => firstOf(paths, pattern);
  return [
    '/',
    '/company',
    '/feedback',
    '/email',
    '/articles/news',
    first(/^\/articles\/news\/(?!page\/)[^/]+$/),
    first(/^\/events\/[^/]+$/),
    '/menu',
    first(/^\/menu\/(?!delivery)[^/]+$/),
    first(/^\/menu\/(?!delivery\/)[^/]+\/[^/]+$/),
    '/menu/delivery',
    '/restaurants',
    first(/^\/restaurants\/[^/]+\/[^/]+$/),
    '/maintenance_mode',
    '/no-such-page',
  ];
}

/**
 * One page of each kind a visitor reads at 360 px (issue 36's list): the typography and 44 px
 * target specs go over these.
 */
export function readingPageKinds(): string[] {
  const paths = sitemapPaths();
  const first = (pattern: RegExp): string => firstOf(paths, pattern);
  return [
    '/',
    '/company',
    '/company/facts',
    '/bonus',
    '/app',
    '/offers',
    '/starcombo',
    '/articles/news',
    first(/^\/articles\/news\/(?!page\/)[^/]+$/),
    first(/^\/events\/[^/]+$/),
    '/menu/burgers',
    first(/^\/menu\/burgers\/[^/]+$/),
    '/restaurants',
    first(/^\/restaurants\/[^/]+\/[^/]+$/),
    '/feedback',
    '/legal',
  ];
}

/** Dynamic route kinds of src/paths.ts (a page of a kind is swept as a sample, not each one). */
const ROUTE_KINDS: readonly RegExp[] = [
  /^\/menu\/delivery\/[^/]+\/[^/]+$/,
  /^\/menu\/delivery\/[^/]+$/,
  /^\/menu\/[^/]+\/[^/]+$/,
  /^\/menu\/[^/]+$/,
  /^\/restaurants\/[^/]+\/[^/]+$/,
  /^\/restaurants\/[^/]+$/,
  /^\/articles\/news\/page\/[^/]+$/,
  /^\/articles\/news\/[^/]+$/,
  /^\/events\/[^/]+$/,
  /^\/quality\/[^/]+$/,
  /^\/company\/management\/[^/]+$/,
  /^\/ecoday\/[^/]+$/,
  /^\/legal\/[^/]+$/,
];

/**
 * Every single page (a route of ROUTES) and two pages of each dynamic route kind, its template's
 * smallest and largest built page (the fewest and the most items: a city with one restaurant and
 * Moscow's list), so the sweep covers every template at both ends of its data without visiting a
 * thousand restaurant pages; every page is still answered and crawled (site.spec.ts,
 * routes.spec.ts) and validated as built (tests/built).
 */
export function pagesToSweep(paths = sitemapPaths()): string[] {
  const singles = new Set<string>(Object.values(ROUTES));
  const chosen = new Set<string>();
  const byKind = new Map<RegExp, string[]>();
  for (const p of paths) {
    const kind = singles.has(p) ? undefined : ROUTE_KINDS.find((pattern) => pattern.test(p));
    if (!kind) chosen.add(p);
    else byKind.set(kind, [...(byKind.get(kind) ?? []), p]);
  }
  for (const members of byKind.values()) {
    const bySize = members
      .map((member) => ({ member, size: builtSize(member) }))
      .sort((a, b) => a.size - b.size || a.member.localeCompare(b.member));
    chosen.add(bySize[0]?.member as string);
    chosen.add(bySize.at(-1)?.member as string);
  }
  return [...chosen].sort();
}

/** The size in bytes of the built HTML of `pagePath` (0 when it is rendered on request). */
function builtSize(pagePath: string): number {
  const file = filesOfPage(pagePath)
    .map((name) => path.join(CLIENT, name))
    .find((f) => existsSync(f));
  return file ? statSync(file).size : 0;
}

/**
 * What the built page at `pagePath` is made of: its class names (layouts, blocks, modifiers), the
 * ids Astro gives each component with scoped styles and its islands' components. Undefined when
 * the page has no built HTML file (rendered on request).
 */
export function pageParts(pagePath: string): Set<string> | undefined {
  const file = filesOfPage(pagePath)
    .map((name) => path.join(CLIENT, name))
    .find((f) => existsSync(f));
  if (!file) return undefined;
  const html = readFileSync(file, 'utf8');
  const parts = new Set<string>();
  for (const [, names = ''] of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of names.split(/\s+/)) if (name) parts.add(name);
  }
  for (const [cid] of html.matchAll(/data-astro-cid-[a-z0-9]+/g)) parts.add(cid);
  for (const [, url] of html.matchAll(/component-url="([^"]+)"/g)) parts.add(`island:${url}`);
  return parts;
}

/**
 * A sample of `paths` that together carry every part (pageParts) any of them carries: first of
 * each dynamic route kind, every page not built ahead, then greedily the page adding most parts
 * not yet carried, until none is left. The mobile sweep uses it: each template, block and
 * component is judged at phone width once, while desktop sweeps every page.
 */
export function pagesCoveringParts(paths: readonly string[]): string[] {
  const chosen = new Set<string>();
  const parts = new Map<string, Set<string>>();
  for (const p of paths) {
    const own = pageParts(p);
    if (own) parts.set(p, own);
    else chosen.add(p);
  }
  for (const kind of ROUTE_KINDS) {
    const first = [...parts.keys()].sort().find((p) => kind.test(p));
    if (first) chosen.add(first);
  }
  const left = new Set([...parts.values()].flatMap((own) => [...own]));
  for (const p of chosen) for (const part of parts.get(p) ?? []) left.delete(part);
  while (left.size > 0) {
    let best: string | undefined;
    let gain = 0;
    for (const [p, own] of [...parts].sort(([a], [b]) => a.localeCompare(b))) {
      const adds = [...own].filter((part) => left.has(part)).length;
      if (adds > gain) [best, gain] = [p, adds];
    }
    if (!best) break;
    chosen.add(best);
    for (const part of parts.get(best) ?? []) left.delete(part);
  }
  return [...chosen].sort();
}

/** Rows of the SQLite store the server under test writes (no DATABASE_URL; scripts/e2e.mjs sets DATA_DIR). */
export function queryStore<T>(sql: string, ...params: string[]): T[] {
  const file = path.resolve(process.env['DATA_DIR'] ?? '.data', 'site.sqlite');
  if (!existsSync(file)) return []; // the first form the server stores creates it
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Fill the feedback form as a visitor would, with the message given and consent ticked. */
export async function fillFeedback(form: Locator, message: string): Promise<void> {
  await form.getByLabel('Имя').fill('Аня');
  await form.getByLabel('Электронная почта').fill('anya@example.ru');
  await form.getByLabel('Тема').selectOption('Отзыв');
  await form.getByLabel('Сообщение').fill(message);
  await form.getByLabel(/Даю согласие/).check();
}

/**
 * As if the page had already reloaded once for a chunk that failed to load: within the reload
 * watcher's guard (src/scripts/services/reload.ts: the first failure may be a new build's) the
 * next failure is the flaky network's, handled by whatever asked for the chunk.
 */
export async function reloadedForChunkAlready(page: Page): Promise<void> {
  await page.evaluate(() =>
    sessionStorage.setItem('reload-guard', JSON.stringify({ [location.pathname]: Date.now() })),
  );
}

/** The address of the built module `name`: `/_astro/<name>.<hash>.js`, with or without a query. */
const builtModule = (name: string): RegExp =>
  new RegExp(`/_astro/${name}\\.[\\w-]+\\.js(?:\\?.*)?$`);

/**
 * A flaky network: the built module `name` (`/_astro/<name>.<hash>.js`, also when asked for again
 * with a query, as Astro's `?astro-retry=…`) never arrives while `failing()` says so.
 */
export async function failModule(
  page: Page,
  name: string,
  failing: () => boolean = () => true,
): Promise<void> {
  await page.route(builtModule(name), (route) =>
    failing() ? route.abort('connectionreset') : route.fallback(),
  );
}

/** Hold back the built module `name` until the returned function lets it in. */
export async function holdModule(page: Page, name: string): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(builtModule(name), async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** A tap on a phone (the mobile project), a click on a desktop, on `locator` scrolled to the middle. */
export async function tapOrClick(locator: Locator, info: TestInfo): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  if (info.project.name === 'mobile') await locator.tap();
  else await locator.click();
}

/** The sum of the page's layout shifts so far. */
export function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
}
