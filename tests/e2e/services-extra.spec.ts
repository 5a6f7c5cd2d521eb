import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrateMenu } from './menu-ready';
import { sitemapPaths } from './utils';

// A returning visitor: city confirmed, cookies accepted, so no prompt or banner covers the page.
test.beforeEach(async ({ context, baseURL }) => {
  const url = baseURL ?? 'http://127.0.0.1';
  await context.addCookies([
    { name: 'confirmed-city', value: 'moscow', url },
    { name: 'cookies-and-personal-data-agreement', value: 'true', url },
  ]);
});

/**
 * A product page of the restaurant menu (pre-rendered, with its nutrition and bonus lines), of a
 * product served all day: the island keeps its address whatever the time of the test.
 */
const productPage = sitemapPaths().find((p) =>
  /^\/menu\/(?!delivery\/|breakfast\/)[^/]+\/[^/]+$/.test(p),
);

/** The box of an element, failing the test when it has none. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found as NonNullable<typeof found>;
}

/** Put an element in the middle of the viewport, so its tooltip has room below it. */
const centre = (locator: Locator) =>
  locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));

test.describe('tooltips on a product page', () => {
  const daily = (page: Page) => page.getByRole('button', { name: 'Как считаем суточную норму' });
  const bonus = (page: Page) => page.getByRole('button', { name: 'Как начисляются бонусы' });

  test.beforeEach(async ({ page }) => {
    await page.goto(productPage ?? '/menu');
    // Enabled by the services script: before that the buttons have nothing to show.
    await expect(daily(page)).toBeEnabled();
    await expect(bonus(page)).toBeEnabled();
  });

  test('hover (a tap on a phone) shows it below its anchor as its description', async ({
    page,
    isMobile,
  }) => {
    const anchor = daily(page);
    const tip = page.getByRole('tooltip');
    await centre(anchor);
    if (isMobile) await anchor.tap();
    else await anchor.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('2000\u00a0ккал');
    await expect(anchor).toHaveAttribute('aria-describedby', (await tip.getAttribute('id')) ?? '');
    const a = await box(anchor);
    const t = await box(tip);
    expect(t.y).toBeGreaterThanOrEqual(a.y + a.height);
    expect(t.x).toBeLessThan(a.x + a.width);
    expect(t.x + t.width).toBeGreaterThan(a.x);
    const width = page.viewportSize()?.width ?? 0;
    expect(t.x).toBeGreaterThanOrEqual(0);
    expect(t.x + t.width).toBeLessThanOrEqual(width);
    // Leaving it (a tap elsewhere on a phone) hides it.
    if (isMobile) await page.getByRole('heading', { level: 1 }).tap();
    else await page.mouse.move(5, 5);
    await expect(tip).toBeHidden();
    await expect(anchor).not.toHaveAttribute('aria-describedby');
  });

  test('a click pins it, a second click closes it; Escape and a click outside close it', async ({
    page,
  }) => {
    const anchor = daily(page);
    const tip = page.getByRole('tooltip');
    await centre(anchor);
    await anchor.click();
    await expect(tip).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(tip).toBeVisible(); // pinned: leaving does not close it
    await anchor.click();
    await expect(tip).toBeHidden();

    await anchor.click();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await anchor.click(); // opens again at once: Escape unpinned it
    await expect(tip).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(tip).toBeHidden();
    await expect(anchor).not.toHaveAttribute('aria-describedby');
  });

  test('an exclusive tooltip closes the other one', async ({ page }) => {
    const tip = page.getByRole('tooltip');
    await centre(daily(page));
    await daily(page).click();
    await expect(tip).toContainText('2000\u00a0ккал');
    await centre(bonus(page));
    await bonus(page).click();
    await expect(tip).toHaveCount(1);
    await expect(tip).toContainText('бонусами');
    await expect(bonus(page)).toHaveAttribute('aria-describedby', /^tooltip-/);
    await expect(daily(page)).not.toHaveAttribute('aria-describedby');
    // Esc closes the open one (it may cover the other button, as a tooltip does in the fallback
    // font a first visit paints in); the one it closed opens on the first click again.
    await page.keyboard.press('Escape');
    await expect(tip).toHaveCount(0);
    await centre(daily(page));
    await daily(page).click();
    await expect(tip).toHaveCount(1);
    await expect(tip).toContainText('2000\u00a0ккал');
  });
});

test.describe('fluid font debug mode', () => {
  const COOKIE = 'debugVitFluidFontSize';

  test(
    'the query parameter shows the sizes and keeps the mode a day; Ctrl+Alt+O ends it',
    { tag: '@desktop-only' },
    async ({ page, context }) => {
      await page.goto(`/?${COOKIE}`);
      const panel = page.getByLabel('Размеры шрифтов');
      await expect(panel).toBeVisible();
      const width = page.viewportSize()?.width ?? 0;
      await expect(panel).toContainText(`${width} px`);
      // The panel's --fs-m is the size the browser actually gives a text set in --fs-m.
      const real = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.fontSize = 'var(--fs-m)';
        document.body.append(probe);
        const size = parseFloat(getComputedStyle(probe).fontSize);
        probe.remove();
        return size;
      });
      await expect(panel).toContainText(`--fs-m: ${real.toFixed(2)} px`);
      for (const token of ['xs', 's', 'l', 'xl', '2xl', '3xl'])
        await expect(panel).toContainText(new RegExp(`--fs-${token}: \\d+\\.\\d\\d px`));

      const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
      expect(cookie).toBeDefined();
      expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 86_400))).toBeLessThan(120);

      await page.goto('/company'); // another page, no parameter: still on
      await expect(panel).toBeVisible();
      await page.reload();
      await expect(panel).toBeVisible();

      await page.keyboard.press('Control+Alt+KeyO');
      await expect(panel).toBeHidden();
      expect((await context.cookies()).some((c) => c.name === COOKIE)).toBe(false);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.keyboard.press('Control+Alt+KeyO'); // and the shortcut turns it on again
      await expect(panel).toBeVisible();
      expect((await context.cookies()).some((c) => c.name === COOKIE)).toBe(true);
    },
  );
});

test.describe('onboarding scroll hint on the facts map', () => {
  const map = (page: Page) => page.getByRole('region', { name: 'Карта ресторанов по городам' });

  /** Open the facts page where the map is wider than the screen and wait for its hint. */
  async function openWithHint(page: Page, isMobile: boolean): Promise<Locator> {
    // A phone is narrower than the map; a desktop window is made so.
    if (!isMobile) await page.setViewportSize({ width: 600, height: 800 });
    await page.goto('/company/facts');
    const frame = map(page);
    await expect(frame).toHaveClass(/scroll-hint--active/);
    await expect(frame).toHaveCSS('animation-name', 'scroll-hint');
    await frame.evaluate((element) =>
      element.addEventListener('scroll-hint-stop', () => {
        element.dataset['stops'] = String(Number(element.dataset['stops'] ?? 0) + 1);
      }),
    );
    return frame;
  }

  test('scrolling the map (keyboard) stops it for good, with one stop event', async ({
    page,
    isMobile,
  }) => {
    const frame = await openWithHint(page, isMobile);
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect(frame).not.toHaveClass(/scroll-hint--active/);
    await expect(frame).toHaveAttribute('data-stops', '1');
    await expect(frame).toHaveCSS('animation-name', 'none');
    await frame.click(); // a later interaction emits nothing more
    await expect(frame).toHaveAttribute('data-stops', '1');
  });

  test('the first touch (a pointer on desktop) stops it', async ({ page, isMobile }) => {
    const frame = await openWithHint(page, isMobile);
    // At once, while it moves (a visitor does not wait for the animation to end).
    if (isMobile) await frame.tap({ force: true });
    else await frame.hover({ force: true });
    await expect(frame).not.toHaveClass(/scroll-hint--active/);
    await expect(frame).toHaveAttribute('data-stops', '1');
  });
});

test.describe('reload on a new build', () => {
  // Each test loads and hydrates two to four menu pages.
  test.describe.configure({ timeout: 60_000 });
  // An API answer may still be on its way through the route when a test ends.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  /** Document loads of the page's main frame, by path. */
  function countLoads(page: Page): string[] {
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        loads.push(new URL(request.url()).pathname);
    });
    return loads;
  }

  /** Real API answers, those `fromNextBuild` picks carrying another build's x-client-version. */
  async function newBuildAnswers(page: Page, fromNextBuild: (url: string) => boolean) {
    await page.route('**/api/**', async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      if (fromNextBuild(route.request().url())) headers['x-client-version'] = 'next-build';
      await route.fulfill({ response, headers });
    });
  }

  /**
   * Record in the page its chunk failures, its popstate events and every new document it asks
   * for: the Navigation API sees a location.assign at once, before any request (an island's
   * replaceState is same-document and not counted). Read between two documents gives null.
   */
  async function recordPage(page: Page) {
    interface PageRecord {
      chunkErrors: number;
      pops: number;
      navigations: string[];
    }
    await page.addInitScript(() => {
      const w = window as unknown as PageRecord & { navigation?: EventTarget };
      Object.assign(w, { chunkErrors: 0, pops: 0, navigations: [] });
      addEventListener('vite:preloadError', () => (w.chunkErrors += 1));
      addEventListener('popstate', () => (w.pops += 1));
      w.navigation?.addEventListener('navigate', (event) => {
        const { destination } = event as unknown as {
          destination: { url: string; sameDocument: boolean };
        };
        if (!destination.sameDocument) w.navigations.push(destination.url);
      });
    });
    return () =>
      page
        .evaluate(() => {
          const w = window as unknown as PageRecord;
          return { errors: w.chunkErrors, pops: w.pops, navigations: w.navigations.length };
        })
        .catch(() => null);
  }

  /** Mark the document: a full load forgets the mark, an in-page navigation keeps it. */
  const mark = (page: Page) =>
    page.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });
  const isSamePage = (page: Page) =>
    page.evaluate(() => (window as { samePage?: boolean }).samePage === true);

  /** The menu island has hydrated (on the pointer, as for a visitor) and taken over the chips. */
  const menuReady = hydrateMenu;
  const stale = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-stale-build');
  const chip = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Категории меню' }).getByRole('link', { name });
  /**
   * The product page, loaded and hydrated with its daily-norm tooltip's anchor working but its
   * chunk not asked for yet: the page's path and the anchor, whose focus asks for it.
   */
  const openTooltipPage = async (page: Page) => {
    const path = productPage ?? '/menu';
    const anchor = page.getByRole('button', { name: 'Как считаем суточную норму' });
    await page.goto(path);
    await expect(anchor).toBeEnabled();
    await menuReady(page);
    return { path, anchor };
  };

  test(
    'a category switch stays in the page, unless an answer came from a newer build',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const loads = countLoads(page);
      let newer = false;
      await newBuildAnswers(page, () => newer);
      await page.goto('/menu');
      await menuReady(page);
      await mark(page);
      await chip(page, 'Бургеры').click();
      await expect(page).toHaveURL(/\/menu\/burgers$/);
      expect(loads).toEqual(['/menu']);
      expect(await isSamePage(page)).toBe(true);

      newer = true;
      await page.goto('/menu');
      await stale(page);
      await menuReady(page);
      await mark(page);
      await chip(page, 'Бургеры').click();
      await expect(page).toHaveURL(/\/menu\/burgers$/);
      await expect.poll(() => loads).toEqual(['/menu', '/menu', '/menu/burgers']);
      await menuReady(page);
      expect(await isSamePage(page)).toBe(false);
      await expect(page.getByRole('heading', { level: 1, name: 'Бургеры' })).toBeVisible();
    },
  );

  test(
    'forced reloads happen at most once per path in 10 s',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const start = Date.now();
      await page.clock.setFixedTime(start);
      const loads = countLoads(page);
      await newBuildAnswers(page, () => true);
      await page.goto('/menu');
      for (const [name, path] of [
        ['Бургеры', '/menu/burgers'],
        ['Холодные напитки', '/menu/cold-drinks'],
      ] as const) {
        await stale(page);
        await menuReady(page);
        await chip(page, name).click();
        await expect.poll(() => loads.at(-1)).toBe(path);
      }
      await stale(page);
      await menuReady(page);
      await mark(page);
      await chip(page, 'Бургеры').click(); // reloaded a moment ago: switched in the page
      await expect(page).toHaveURL(/\/menu\/burgers$/);
      expect(loads).toHaveLength(3);
      expect(await isSamePage(page)).toBe(true);

      await page.clock.setFixedTime(start + 10_000);
      await chip(page, 'Холодные напитки').click(); // 10 s later the guard lets it reload
      await expect
        .poll(() => loads)
        .toEqual(['/menu', '/menu/burgers', '/menu/cold-drinks', '/menu/cold-drinks']);
      await menuReady(page);
      expect(await isSamePage(page)).toBe(false);
    },
  );

  test(
    'back from a product opened in the page is a full load once the build changed',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const loads = countLoads(page);
      // Only the product's own answer comes from the newer build: the page is current until then.
      await newBuildAnswers(page, (url) => /\/product\//.test(new URL(url).pathname));
      await page.goto('/menu/burgers');
      await menuReady(page);
      await mark(page);
      await page.locator('#menu-grid').getByRole('link').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page).toHaveURL(/\/menu\/burgers\/[\w-]+$/);
      await stale(page);
      expect(await isSamePage(page)).toBe(true); // opening it did not reload

      await page.goBack();
      await expect(page).toHaveURL(/\/menu\/burgers$/);
      await expect.poll(() => loads).toEqual(['/menu/burgers', '/menu/burgers']);
      await menuReady(page);
      expect(await isSamePage(page)).toBe(false);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  );

  test(
    'closing a dialog on a page of an older build does not reload it',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const state = await recordPage(page);
      await newBuildAnswers(page, () => true);
      await page.goto('/menu');
      await stale(page);
      await menuReady(page);
      await mark(page);
      await page.getByRole('button', { name: /Цены для города/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape'); // the dialog steps back off its own history entry
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => state()).toEqual({ errors: 0, pops: 1, navigations: 0 });
      expect(await isSamePage(page)).toBe(true);
      await expect(page).toHaveURL(/\/menu$/);
    },
  );

  test(
    'a chunk that fails while the build is the same reloads nothing (a page being left, a flaky network)',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.clock.setFixedTime(Date.now());
      const state = await recordPage(page);
      const loads = countLoads(page);
      // Firefox and WebKit abort a page's loads as a navigation away starts: a reload then
      // would replace the page the visitor is going to. Here the chunk's load is cut short.
      await page.route('**/_astro/tooltips.*.js', (route) => route.abort('aborted'));
      const health = page.waitForResponse('**/api/health');
      const { path, anchor } = await openTooltipPage(page);
      await anchor.focus();
      await health;
      await expect.poll(() => state()).toEqual({ errors: 1, pops: 0, navigations: 0 });
      expect(loads).toEqual([path]);
    },
  );

  test(
    'a chunk missing after a deploy reloads the page once, not in a loop',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.clock.setFixedTime(Date.now());
      const state = await recordPage(page);
      const loads = countLoads(page);
      // The tooltips chunk of the product page was deleted by the deploy, and the server runs
      // the new build; the first tooltip a visitor reaches for asks for it.
      await page.route('**/_astro/tooltips.*.js', (route) =>
        route.fulfill({ status: 404, body: 'Not Found' }),
      );
      await page.route('**/api/health', (route) =>
        route.fulfill({ status: 200, headers: { 'x-client-version': 'the-next-build' } }),
      );
      const { path, anchor } = await openTooltipPage(page);
      await expect(page.locator('.menu-browser')).toHaveAttribute('aria-busy', 'false');
      await anchor.focus();
      await expect.poll(() => loads).toEqual([path, path]);
      await expect.poll(() => state()).toEqual({ errors: 0, pops: 0, navigations: 0 });
      await expect(anchor).toBeEnabled();
      await anchor.focus(); // the reloaded page meets the same missing chunk and stays
      await expect.poll(() => state()).toEqual({ errors: 1, pops: 0, navigations: 0 });
      expect(loads).toEqual([path, path]);
    },
  );
});
