import { expect, test, type Page } from '@playwright/test';
import { hydrateMenu } from './menu-ready';
import { fillFeedback, queryStore, sitemapPaths } from './utils';

// The one spec that runs with the site's service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
// Each test waits for the worker to install (it precaches the shell) before going offline.
test.describe.configure({ timeout: 60_000 });

/** The worker controls the page (it registers after load, at idle, and takes over at once). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/**
 * The page's own address is in the worker's caches. While the worker precaches the shell, one
 * `caches.match` on a loaded 2-core machine took 8.6 s to answer (a full run's lone failure): the
 * poll waits longer than the 7 s default.
 */
const saved = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(async () =>
          Boolean(await caches.match(location.pathname, { ignoreSearch: true })),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** «Меню сохранено 24 ноября в 17:35. Цены…»: the notice of a page shown from the saved copy. */
const savedLine = (what: string) => new RegExp(`^${what} \\d{1,2} [а-я]+ в \\d\\d:\\d\\d\\. [А-Я]`);
const notice = (page: Page, what: string) => page.getByRole('paragraph').filter({ hasText: what });

test('visited pages open offline with their content; an unvisited one shows the offline page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("connect-src 'self'");

  const paths = sitemapPaths();
  const product = paths.find((p) => /^\/menu\/burgers\/[^/]+$/.test(p)) ?? '';
  const restaurant = paths.find((p) => /^\/restaurants\/moscow\/\d+$/.test(p)) ?? '';
  const notices: Record<string, string> = {
    '/menu': 'Меню сохранено',
    [product]: 'Меню сохранено',
    '/restaurants': 'Список ресторанов сохранён',
    [restaurant]: 'Страница ресторана сохранена',
  };

  // A returning visitor: consent given (its banner would cover the offline page's links).
  await context.addCookies([
    { name: 'cookies-and-personal-data-agreement', value: '1', url: baseURL ?? '' },
  ]);
  await page.goto('/');
  await controlled(page);
  // Link prefetch and the loading bar load with the first pointer or touch on any page, offline
  // too: their chunks are kept, or the failed load reloads the page and cancels the tap
  // (scripts/service-worker.ts).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) {
            const chunk = /\/_astro\/(prefetch|loading-bar)\.[\w-]+\.js$/.exec(request.url);
            if (chunk?.[1]) kept.push(chunk[1]);
          }
        }
        return [...new Set(kept)].sort();
      }),
    )
    .toEqual(['loading-bar', 'prefetch']);
  // Chromium's own verdict on the manifest, its icons and the worker. A test context is an
  // incognito profile, which alone stops an install; every other reason would be listed too.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  const headings = new Map<string, string>();
  for (const visited of ['/', '/menu', product, '/restaurants', restaurant]) {
    await page.goto(visited);
    await saved(page);
    headings.set(visited, (await h1(page).textContent()) ?? '');
    // Online, nothing claims to be a saved copy.
    if (notices[visited]) await expect(notice(page, notices[visited])).toBeHidden();
  }

  await context.setOffline(true);
  for (const [visited, heading] of headings) {
    await page.goto(visited);
    await expect(h1(page)).toHaveText(heading);
    const what = notices[visited];
    if (what) await expect(notice(page, what)).toHaveText(savedLine(what));
  }
  await page.reload();
  await expect(h1(page)).toHaveText(headings.get(restaurant) ?? '');

  await page.goto('/company');
  await expect(h1(page)).toHaveText('Нет подключения к интернету');
  await expect(page).toHaveURL(/\/company$/);
  await page.getByRole('link', { name: 'Сохранённое меню' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(h1(page)).toHaveText('Меню');

  // Back online, the offline page shows the address it stood in for by itself. A document
  // loaded while the context is offline still reports navigator.onLine (Playwright's emulation),
  // so the connection is dropped once more for the page to see it come back.
  await page.goto('/company/facts');
  await expect(h1(page)).toHaveText('Нет подключения к интернету');
  await context.setOffline(false);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await context.setOffline(false);
  await expect(h1(page)).toHaveText('Факты и цифры');
  await expect(page).toHaveURL(/\/company\/facts$/);
});

test(
  'a page the worker controls is set in Onest, from the font files it cached with the shell',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // The first page names no Onest (src/lib/font-gate.ts; tests/e2e/shell.spec.ts checks it asks
    // for no font file); the worker precaches the files before it takes the site over.
    const html = page.locator('html');
    await page.goto('/company');
    await expect(html).not.toHaveAttribute('data-fonts');
    await controlled(page);
    const fonts: { url: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font')
        fonts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    });
    await page.goto('/company/facts');
    await expect(html).toHaveAttribute('data-fonts', '');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Onest Variable", "Onest Fallback"/,
    );
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.fonts].filter(
              (face) => face.family === 'Onest Variable' && face.status === 'loaded',
            ).length,
        ),
      )
      .toBeGreaterThan(0);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.fromWorker)).toEqual([]);
  },
);

test(
  'a new build is picked up, from its worker or back online, once and without a loop',
  { tag: '@desktop-only' },
  async ({ page, context }) => {
    const html = page.locator('html');
    const chip = (name: string) =>
      page.getByRole('navigation', { name: 'Категории меню' }).getByRole('link', { name });
    const mark = () => page.evaluate(() => Object.assign(window, { samePage: true }));
    const samePage = () => page.evaluate(() => 'samePage' in window);

    // A worker of a newer build takes the open page over: it says so, the page is marked stale.
    const build = /name="build-id" content="([^"]+)"/.exec(
      await (await page.request.get('/menu')).text(),
    )?.[1];
    expect(build).toBeTruthy();
    await context.route('**/sw.js', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(build ?? '', 'e2e-next-build');
      await route.fulfill({ response, body });
    });
    await page.goto('/menu');
    await controlled(page);
    await expect(html).toHaveAttribute('data-stale-build', 'true');
    await context.unroute('**/sw.js');

    // The visitor goes offline; a build is deployed meanwhile; back online, the page asks the API.
    await page.goto('/menu');
    await expect(html).not.toHaveAttribute('data-stale-build');
    await context.setOffline(true);
    await page.route('**/api/time', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'x-client-version': 'e2e-build-3' },
      });
    });
    await context.setOffline(false);
    // Heard at once, before the page's idle start-up too (src/scripts/services/offline.ts).
    await expect(html).toHaveAttribute('data-stale-build', 'true');
    await page.unroute('**/api/time'); // the deploy is complete: pages and answers agree again

    // The next in-page navigation is a full load of the address…
    await hydrateMenu(page);
    await mark();
    await chip('Бургеры').click();
    await expect(page).toHaveURL(/\/menu\/burgers$/);
    await expect(h1(page)).toHaveText('Бургеры');
    await expect.poll(samePage).toBe(false);
    // …and only one: the new document is current, so the next one stays in the page.
    await expect(html).not.toHaveAttribute('data-stale-build');
    await hydrateMenu(page);
    await mark();
    await chip('Роллы').click();
    await expect(page).toHaveURL(/\/menu\/rolls$/);
    expect(await samePage()).toBe(true);
  },
);

test(
  'back online before the page is idle, it still asks for its build',
  { tag: '@desktop-only' },
  async ({ page, context }) => {
    // Idle callbacks wait (the worker registers at idle): the connection returns before that.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/company');
    await context.setOffline(true);
    await page.route('**/api/time', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'x-client-version': 'e2e-build-4' },
      });
    });
    await context.setOffline(false);
    await expect(page.locator('html')).toHaveAttribute('data-stale-build', 'true');
  },
);

test(
  'a form filled offline keeps what was typed, says so, and is sent once online',
  { tag: '@desktop-only' },
  async ({ page, context }) => {
    const message = `Оставил отзыв в метро, без связи ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const stored = () =>
      queryStore<{ payload: string }>(
        "SELECT payload FROM submissions WHERE kind = 'feedback' AND payload LIKE ?",
        `%${message}%`,
      ).length;

    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST') posts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/feedback');
    await controlled(page);
    const form = page.locator('form[data-form="feedback"]');
    await fillFeedback(form, message);

    await context.setOffline(true);
    const send = form.getByRole('button', { name: 'Отправить' });
    await send.click();
    await expect(form.getByRole('status')).toHaveText(
      /^Нет подключения к интернету\. Всё, что ты написал, сохранено/,
    );
    await send.click(); // an impatient second tap waits with the first, it adds no send
    await expect(form.getByLabel('Сообщение')).toHaveValue(message);
    await expect(form.getByLabel('Имя')).toHaveValue('Аня');
    expect(stored()).toBe(0);
    expect(posts).toEqual([]);

    await context.setOffline(false);
    await expect(form.getByRole('status')).toHaveText(/Сообщение отправлено/);
    await expect.poll(stored).toBe(1);
    expect(posts).toEqual(['/api/feedback']);
    await expect(form.getByLabel('Сообщение')).toHaveValue('');
  },
);

test('offline, the header’s city button leads to the saved restaurants page', async ({
  page,
  context,
  baseURL,
}) => {
  // A returning visitor in Kazan: consent given, the city confirmed (no notice in the way).
  const url = baseURL ?? '';
  await context.addCookies([
    { name: 'cookies-and-personal-data-agreement', value: '1', url },
    { name: 'city', value: 'kazan', url },
    { name: 'confirmed-city', value: 'kazan', url },
  ]);
  await page.goto('/restaurants');
  await controlled(page);
  await saved(page);
  const restaurants = (await h1(page).textContent()) ?? '';
  await page.goto('/company');
  await saved(page);

  // The picker's scripts were never loaded, so offline they cannot be: the tap still goes
  // somewhere useful, the button's own page, from the worker's copy.
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Казань/ })
    .click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(h1(page)).toHaveText(restaurants);
  await expect(notice(page, 'Список ресторанов сохранён')).toHaveText(
    savedLine('Список ресторанов сохранён'),
  );
});
