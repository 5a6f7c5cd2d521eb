import { expect, test } from '@playwright/test';
import { inlineHashes } from '~/lib/http/page-csp';
import { LOADING_BAR } from '~/lib/loading-bar';
import { layoutShifts } from './utils';

test.describe('site shell', () => {
  test('home page has the header, a hero and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/«Вкусно – и точка»/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Смотреть меню' })).toHaveAttribute(
      'href',
      '/menu',
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('main navigation comes from the navigation data', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) {
      await page.locator('summary', { hasText: 'Открыть меню' }).click();
      const menu = page.getByRole('navigation', { name: 'Мобильное меню' });
      await expect(menu.getByRole('link', { name: 'Рестораны' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Франчайзинг' })).toBeVisible();
      // The open menu covers a notice at the bottom (the consent banner of a first visit), not
      // the notice the menu's last links.
      const notice = page.locator('[data-consent]');
      await expect(notice).toBeVisible();
      const box = await notice.boundingBox();
      const covered = await page.evaluate(
        ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.mobile-menu__panel'),
        { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
      );
      expect(covered, 'the menu is above the notice').toBe(true);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    } else {
      const main = page.getByRole('navigation', { name: 'Главное меню' });
      await expect(main.getByRole('link', { name: 'Меню', exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Верхнее меню' })).toBeVisible();
    }
  });

  test('the city button is in the header', async ({ page }) => {
    await page.goto('/');
    // A link to the restaurants without JavaScript; the script turns it into the picker's button.
    await expect(page.getByRole('banner').getByRole('button', { name: /Ваш город/ })).toBeVisible();
  });
});

test.describe('error pages', () => {
  test(
    'an unknown path answers 404 with the not-found page',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('404 ошибка - страница не найдена - «Вкусно – и точка»');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
      await expect(page.getByRole('link', { name: 'В меню' })).toHaveAttribute('href', '/menu');
    },
  );

  test(
    'malformed and script-like paths get the 404 page, never an error or a reflection',
    { tag: '@desktop-only' },
    async ({ request }) => {
      for (const bad of [
        '/%E0%A4%A',
        '/menu/%3Cscript%3Ealert(1)%3C/script%3E',
        '/%00',
        '/..%2f..%2fetc/passwd',
      ]) {
        const response = await request.get(bad);
        expect(response.status(), bad).toBe(404);
        const body = await response.text();
        expect(body).toContain('Страница не\u00a0найдена');
        expect(body).not.toContain('<script>alert');
      }
    },
  );

  test(
    '/maintenance_mode answers 200 and offers to reload',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const response = await page.goto('/maintenance_mode');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('button', { name: 'Обновить' })).toBeVisible();
    },
  );

  test('an unknown API path answers JSON 404', { tag: '@desktop-only' }, async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_found');
    expect(body.error.message.length).toBeGreaterThan(5);
  });
});

test.describe('headers and redirects', () => {
  const expected = {
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  };

  test(
    'pages carry the security headers and a hashed CSP',
    { tag: '@desktop-only' },
    async ({ request }) => {
      const response = await request.get('/');
      const headers = response.headers();
      for (const [key, value] of Object.entries(expected)) expect(headers[key]).toBe(value);
      expect(headers['permissions-policy']).toContain('geolocation=(self)');
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "worker-src 'self' blob:",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      expect(csp).not.toContain('unsafe-inline');
    },
  );

  test(
    'a page’s CSP lists the hashes of its own inline scripts and styles, no others',
    { tag: '@desktop-only' },
    async ({ request }) => {
      for (const path of ['/', '/menu/burgers']) {
        const response = await request.get(path);
        const csp = response.headers()['content-security-policy'] ?? '';
        const own = inlineHashes(await response.text());
        const listed = [...csp.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1] ?? '');
        expect(listed.length).toBeGreaterThan(1);
        expect(listed.filter((hash) => !own.has(hash))).toEqual([]);
      }
    },
  );

  test(
    'API answers carry them too, with the build id',
    { tag: '@desktop-only' },
    async ({ request, page }) => {
      const response = await request.get('/api/time');
      const headers = response.headers();
      for (const [key, value] of Object.entries(expected)) expect(headers[key]).toBe(value);
      await page.goto('/');
      const buildId = await page.locator('meta[name="build-id"]').getAttribute('content');
      expect(headers['x-client-version']).toBe(buildId);
    },
  );

  test(
    'hashed assets are cached for a year, immutable',
    { tag: '@desktop-only' },
    async ({ page, request }) => {
      await page.goto('/');
      // The stylesheets are in the page (issue 44): the shell's script is the hashed asset.
      const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
      expect(script).toMatch(/^\/_astro\//);
      const response = await request.get(script ?? '');
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );
});

test('the top loading bar shows while the next page loads', async ({ page }) => {
  await page.goto('/');
  // The bar's code comes with the visitor's first sign of intent (src/scripts/shell.ts).
  const bar = page.waitForResponse(/\/_astro\/loading-bar\.[\w-]+\.js$/);
  await page.locator('body').dispatchEvent('pointerover');
  await bar;
  // Every request now takes 1.5 s, so the next page is still loading when the bar shows.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1500,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // The page waits for the bar to show (a state, not a time) and says how long after the click.
  const shown = await page.evaluate(
    () =>
      new Promise<{ after: number; color: string; height: number }>((resolve) => {
        const fill = document.querySelector<HTMLElement>('[data-loading-bar]');
        if (!fill) throw new Error('no loading bar');
        const link = document.createElement('a');
        link.href = '/maintenance_mode';
        link.textContent = 'следующая страница';
        document.body.append(link);
        const clicked = performance.now();
        new MutationObserver(() => {
          if (fill.dataset['visible'] !== 'true') return;
          resolve({
            after: performance.now() - clicked,
            color: getComputedStyle(fill).backgroundColor,
            height: fill.getBoundingClientRect().height,
          });
        }).observe(fill, { attributes: true, attributeFilter: ['data-visible'] });
        link.click();
      }),
  );
  // Not before the spec's throttle (a quick load never shows it), orange and 3 px once it does.
  expect(shown.after).toBeGreaterThanOrEqual(LOADING_BAR.throttle);
  expect({ color: shown.color, height: shown.height }).toEqual({
    color: 'rgb(238, 114, 3)',
    height: LOADING_BAR.height,
  });
  await page.waitForURL('**/maintenance_mode');
});

test(
  'the generic error page names the status and reloads on «Обновить»',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/500.html');
    await expect(page).toHaveTitle('500 ошибка - «Вкусно – и точка»');
    const reloaded = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: 'Обновить' }).click();
    expect((await reloaded).url()).toMatch(/\/500\.html$/);
  },
);

test('a link the visitor points at is prefetched', async ({ page, isMobile }) => {
  await page.goto('/no-such-page');
  const link = page.getByRole('link', { name: 'На главную', exact: true });
  if (isMobile) await link.dispatchEvent('touchstart');
  else await link.hover();
  await expect(page.locator('link[rel="prefetch"][href="/"]')).toHaveCount(1);
});

test('the header fits a 320 and a 360 px phone with every control at full size', async ({
  page,
  context,
  baseURL,
}) => {
  for (const city of ['moscow', 'saint-petersburg']) {
    await context.addCookies(
      ['city', 'confirmed-city'].map((name) => ({ name, value: city, url: baseURL ?? '' })),
    );
    for (const width of [320, 360]) {
      const at = `${city} at ${width} px`;
      await page.setViewportSize({ width, height: 640 });
      await page.goto('/company');
      const cityButton = page.getByRole('button', { name: /^Ваш город/ });
      await expect(cityButton).toContainText(city === 'moscow' ? 'Москва' : 'Санкт');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBe(width);
      const search = page.getByRole('button', { name: 'Поиск по меню и ресторанам' });
      expect((await search.boundingBox())?.width, at).toBeGreaterThanOrEqual(40);
      await expect(cityButton).toBeInViewport({ ratio: 1 });
      // «Москва» is whole; the longest name of the list ends in «…» instead of widening the page.
      const cut = await cityButton
        .locator('[data-city-name]')
        .evaluate((name) => name.scrollWidth > name.clientWidth);
      expect(cut, at).toBe(city !== 'moscow');
    }
  }
});

test(
  'a first visit is set in the fallback font, asks for no font file, and keeps «Москва» whole in a 320 px header',
  { tag: '@mobile-only' },
  async ({ page }) => {
    // A first visit names no Onest (src/lib/font-gate.ts): its text is in the fallback set to
    // Onest's measure (fonts.css) from the first paint, with no font file on the network.
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontFiles.push(request.url());
    });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/company', { waitUntil: 'load' });
    const name = page.getByRole('button', { name: /^Ваш город/ }).locator('[data-city-name]');
    await expect(name).toHaveText('Москва');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(
      false,
    );
    const families = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    );
    expect(families).toContain('Onest Fallback');
    expect(families).not.toContain('Onest Variable');
    expect(fontFiles).toEqual([]);
    expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  },
);

test(
  'on a phone what lies below the first screen is laid out only as it nears, and nothing moves',
  { tag: '@mobile-only' },
  async ({ page }) => {
    // content-visibility: auto (issue 44): the home page's later sections, the newsletter and the
    // footer's links were most of the first layout, in the frame before the largest paint.
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/', { waitUntil: 'load' });
    const later = ['#menu-title', '#news-title', '#newsletter-title', '.site-footer__nav a'];
    const laidOut = () =>
      page.evaluate(
        (selectors) =>
          selectors.map((selector) =>
            document.querySelector(selector)?.checkVisibility({ contentVisibilityAuto: true }),
          ),
        later,
      );
    expect(await laidOut()).toEqual([false, false, false, false]);
    await expect(page.locator('#offers-title')).toBeVisible();
    // Scrolled down half a screen at a time, as a thumb does: each is laid out before it comes
    // into view (and left again once far behind), and nothing on screen moves meanwhile.
    const seen = new Set<string>();
    for (let step = 0; seen.size < later.length && step < 40; step += 1) {
      const inView = await page.evaluate(
        (selectors) =>
          selectors.flatMap((selector) => {
            const box = document.querySelector(selector)?.getBoundingClientRect();
            return box && box.height > 0 && box.top < innerHeight && box.bottom > 0
              ? [selector]
              : [];
          }),
        later,
      );
      for (const selector of inView) seen.add(selector);
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            scrollBy(0, innerHeight / 2);
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
      );
    }
    expect([...seen].sort()).toEqual([...later].sort());
    expect(await layoutShifts(page)).toBe(0);
  },
);

test('on a phone the home page’s section links and the footer’s links are easy to tap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  for (const name of ['Все акции', 'Все новости']) {
    const box = await page.getByRole('link', { name, exact: true }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }
  const footer = page.getByRole('navigation', { name: 'Разделы сайта' });
  // Laid out once near the screen (content-visibility: auto): measured where a visitor taps it.
  await footer.scrollIntoViewIfNeeded();
  const boxes = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(5);
  for (const [i, box] of boxes.entries()) {
    expect(box.height, `link ${i}`).toBeGreaterThanOrEqual(30);
    const next = boxes[i + 1];
    // Links of one column stack without overlapping: a tap lands on one link only.
    if (next && next.left === box.left && next.top > box.top)
      expect(next.top, `link ${i}`).toBeGreaterThanOrEqual(box.bottom - 0.5);
  }
});
