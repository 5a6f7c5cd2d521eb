import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { formatPriceFrom, formatRub } from '../../src/lib/format.ts';
import { DIALOG_LOAD_FAILED } from '../../src/islands/menu/MenuModals.tsx';
import { catalog, RESTAURANT } from './menu-api';
import { filterOutMilk, hydrateMenu } from './menu-ready';
import { failModule, holdModule, reloadedForChunkAlready, tapOrClick } from './utils';

// These flows run against the real API of the production server (no page.route): they use
// products sold in both day parts (cola, iced latte), so they hold at any time of day.

/** Noon in Moscow: the main day part, the one the menu pages are pre-rendered for. */
const MOSCOW_NOON = new Date('2026-03-02T09:00:00Z');
/** 07:00 in Moscow: breakfast. */
const MOSCOW_BREAKFAST = new Date('2026-03-02T04:00:00Z');

/**
 * The menu island's scripts that bring React: its component and renderer modules (named by the
 * island's attributes) and the chunk that holds React DOM (the renderer's or one it imports).
 */
async function reactModules(page: Page): Promise<string[]> {
  const island = page.locator('astro-island[component-url*="MenuBrowser"]');
  const named = [
    await island.getAttribute('component-url'),
    await island.getAttribute('renderer-url'),
  ];
  const [component, renderer] = named.map((url) => new URL(url ?? '', page.url()).href);
  if (!component || !renderer) throw new Error('No menu island');
  const source = await (await page.request.get(renderer)).text();
  const imports = [...source.matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)].map(
    (match) => new URL(match[1] ?? '', renderer).href,
  );
  // React DOM is in the renderer's own file or in one it imports (as the build groups chunks).
  const reactDom: string[] = [];
  for (const url of [renderer, ...imports])
    if ((await (await page.request.get(url)).text()).includes('__reactContainer'))
      reactDom.push(url);
  expect(reactDom).toHaveLength(1);
  return [...new Set([component, renderer, ...reactDom])];
}

/** Open `path` at `time` and record every request from the start. */
async function visit(page: Page, path: string, time = MOSCOW_NOON): Promise<Set<string>> {
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(request.url()));
  await page.clock.setFixedTime(time);
  await page.goto(path, { waitUntil: 'networkidle' });
  return requested;
}

/** No React module was requested (yet). */
async function expectNoReact(page: Page, requested: Set<string>): Promise<void> {
  for (const url of await reactModules(page)) expect([...requested]).not.toContain(url);
}

/** React DOM was requested: the island hydrates (or has hydrated). */
async function expectReact(page: Page, requested: Set<string>): Promise<void> {
  const modules = await reactModules(page);
  await expect.poll(() => modules.every((url) => requested.has(url))).toBe(true);
}

/** Product ids of the menu island's seed (src/lib/menu/seed.ts). */
async function seedProductIds(page: Page): Promise<string[]> {
  const seed = await page.locator('script#menu-seed').textContent();
  const { data } = JSON.parse(seed ?? '{}') as { data?: { products: Record<string, unknown> } };
  return Object.keys(data?.products ?? {});
}

/**
 * On a menu page just visited: hydrate the island, wait until the visitor's menu is still loading
 * (`menuLoaded` false) or has loaded, mark the document and choose «Роллы» in the category chips.
 */
async function chooseRolls(page: Page, requested: Set<string>, menuLoaded: boolean) {
  // A sign of intent in the island (its cards are none: they work before it).
  await page.getByRole('navigation', { name: 'Категории меню' }).hover();
  await expectReact(page, requested);
  // Hydrated (React has drawn the grid: the pre-rendered one has no aria-busy).
  await expect(
    page.getByRole('checkbox', { name: 'Без глютена', includeHidden: true }),
  ).toBeEnabled();
  const rolls = page
    .getByRole('navigation', { name: 'Категории меню' })
    .getByRole('link', { name: 'Роллы', exact: true });
  // The island is busy until the visitor's menu is in; the chip says whether the island can show
  // its category in place (on a category page only once that menu has loaded).
  if (menuLoaded) await expect(rolls).toHaveAttribute('data-in-place', '');
  await expect(page.locator('.menu-browser')).toHaveAttribute('aria-busy', String(!menuLoaded));
  if (!menuLoaded) await expect(rolls).not.toHaveAttribute('data-in-place');
  await page.evaluate(() => document.body.setAttribute('data-same-document', ''));
  await rolls.click();
  await expect(page).toHaveURL(/\/menu\/rolls$/);
}

const card = (page: Page, name: string) =>
  page.locator('.product-card').filter({ has: page.getByText(name, { exact: true }) });

/** Taps the card of the product `name` (a phone), or clicks it. */
const tapCard = (page: Page, info: TestInfo, name: string): Promise<void> =>
  tapOrClick(card(page, name).first().locator('.product-card__link'), info);

const price = (slug: string, zone: 'msk' | 'regions'): string => {
  const product = catalog.products.find((p) => p.slug === slug);
  return formatPriceFrom(product?.offers.map((o) => o.prices.restaurant[zone]) ?? []);
};

test.describe('menu island hydrates late', () => {
  test('a first visit loads no React; a tap on a toolbar button is held and replayed', async ({
    page,
  }) => {
    const requested = await visit(page, '/menu');
    await expectNoReact(page, requested);
    await page.getByRole('button', { name: /Цены для города/ }).click();
    await expect(page.getByRole('dialog', { name: 'Меню ресторана' })).toBeVisible();
    await expectReact(page, requested);
  });

  test('the first tap on the filter opens it, ready to use', async ({ page }) => {
    const requested = await visit(page, '/menu/cold-drinks');
    await expectNoReact(page, requested);
    // The page keeps the visitor's category (SPEC §9) before the island, once it is idle.
    const category = async (): Promise<string | undefined> =>
      (await page.context().cookies()).find(({ name }) => name === 'selected-menu-category')?.value;
    await expect.poll(category).toBe('cold-drinks');
    await filterOutMilk(page);
    await expect(page).toHaveURL(/\/menu\/cold-drinks\?without=milk$/);
    await expect(card(page, 'Айс латте')).toHaveCount(0);
    await expect(card(page, 'Кола')).toBeVisible();
  });

  test('a category chosen in place before the page is idle stays the stored one', async ({
    page,
  }) => {
    // Idle callbacks wait until the test runs them (the start-up stores the page's category then);
    // set after the clock, which brings its own.
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(request.url()));
    await page.clock.setFixedTime(MOSCOW_NOON);
    await page.addInitScript(() => {
      const held: IdleRequestCallback[] = [];
      Object.assign(window, { heldIdle: held });
      window.requestIdleCallback = (callback) => held.push(callback);
    });
    await page.goto('/menu/burgers', { waitUntil: 'networkidle' });
    await chooseRolls(page, requested, true);
    await expect(page.locator('body')).toHaveAttribute('data-same-document', '');
    const category = async (): Promise<string | undefined> =>
      (await page.context().cookies()).find(({ name }) => name === 'selected-menu-category')?.value;
    await expect.poll(category).toBe('rolls');
    const held = await page.evaluate(() => {
      const callbacks = (window as unknown as { heldIdle: IdleRequestCallback[] }).heldIdle;
      const count = callbacks.length;
      for (const callback of callbacks.splice(0))
        callback({ didTimeout: false, timeRemaining: () => 50 });
      return count;
    });
    expect(held).toBeGreaterThan(0);
    // Read in the page: it waits for the page's own writes, which the browser applies later.
    expect(await page.evaluate(() => document.cookie)).toContain('selected-menu-category=rolls');
  });

  test('a category chip and a product card work from the first tap, before hydration', async ({
    page,
  }) => {
    const requested = await visit(page, '/menu');
    await expectNoReact(page, requested);
    await page
      .getByRole('navigation', { name: 'Категории меню' })
      .getByRole('link', { name: 'Картофель и закуски', exact: true })
      .click();
    await expect(page).toHaveURL(/\/menu\/fries-and-snacks$/);
    await expect(card(page, 'Салат Цезарь')).toHaveCount(0);
    await card(page, 'Картофель фри').getByRole('link').click();
    await expect(page).toHaveURL(/\/menu\/fries-and-snacks\/fries$/);
    await expect(page.getByRole('heading', { name: 'Картофель фри' }).first()).toBeVisible();
  });

  test(
    'another city hydrates at once: its prices, no interaction',
    { tag: '@desktop-only' },
    async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'city', value: 'kazan', url: baseURL ?? '' }]);
      const requested = await visit(page, '/menu/cold-drinks');
      await expectReact(page, requested);
      await expect(page.getByRole('button', { name: /Цены для города/ })).toContainText('Казань');
      await expect(card(page, 'Кола').locator('.product-card__price')).toHaveText(
        price('cola', 'regions'),
      );
      expect(price('cola', 'regions')).not.toBe(price('cola', 'msk'));
    },
  );

  test(
    'a restaurant chosen for the menu hydrates at once',
    { tag: '@desktop-only' },
    async ({ page, context, baseURL }) => {
      const answer = await page.request.get(`/api/restaurant/by_xml_id/${RESTAURANT.xmlId}`);
      const { address } = (await answer.json()) as { address: string };
      await context.addCookies([
        { name: 'selected-restaurant-for-menu-id', value: RESTAURANT.xmlId, url: baseURL ?? '' },
      ]);
      const requested = await visit(page, '/menu/cold-drinks');
      await expectReact(page, requested);
      await expect(page.getByRole('button', { name: /Ресторан/ })).toContainText(address);
      await expect(page.getByRole('button', { name: 'Сбросить ресторан' })).toBeVisible();
    },
  );

  test('a filter in the address hydrates at once', { tag: '@desktop-only' }, async ({ page }) => {
    const requested = await visit(page, '/menu/cold-drinks?without=milk');
    await expectReact(page, requested);
    await expect(page.getByRole('status').filter({ hasText: 'Скрыто' })).toBeVisible();
  });

  test('breakfast time in Moscow hydrates at once', { tag: '@desktop-only' }, async ({ page }) => {
    const requested = await visit(page, '/menu/breakfast', MOSCOW_BREAKFAST);
    await expectReact(page, requested);
  });
});

test.describe('a light menu page', () => {
  test(
    "the menu is in the page once as cards and once as the island's data, not in its props",
    { tag: '@desktop-only' },
    async ({ page }) => {
      await visit(page, '/menu');
      const props = await page
        .locator('astro-island[component-url*="MenuBrowser"]')
        .getAttribute('props');
      // Astro's props attribute held the whole menu (145 KB); it now names the page's seed.
      expect(props?.length ?? 0).toBeLessThan(1000);
      expect((await seedProductIds(page)).length).toBeGreaterThan(100);
      // The island hydrates from it and still works: the first tap on the filter opens it.
      await page
        .getByText('Аллергены и диета')
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.getByText('Аллергены и диета').click();
      await expect(page.getByRole('group', { name: 'Исключить, если содержит' })).toBeVisible();
    },
  );

  test(
    "a category page carries its own products only, and reaches another category by its page until the visitor's menu has loaded",
    { tag: '@desktop-only' },
    async ({ page }) => {
      // The visitor's menu does not answer.
      await page.route('**/api/menu/**', () => undefined);
      const requested = await visit(page, '/menu/burgers');
      const cards = page.locator('#menu-grid .product-card');
      await expect(cards.first()).toBeVisible();
      expect(await seedProductIds(page)).toHaveLength(await cards.count());
      await chooseRolls(page, requested, false);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Роллы');
      await expect(page.locator('body')).not.toHaveAttribute('data-same-document');
      await expect(page.locator('#menu-grid .product-card').first()).toBeVisible();
    },
  );

  test('a 360 px phone shows two cards a row', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await visit(page, '/menu/burgers');
    const boxes = await page
      .locator('.product-card')
      .evaluateAll((cards) =>
        cards.slice(0, 2).map((c) => c.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(boxes).toHaveLength(2);
    expect(boxes[1]?.top).toBe(boxes[0]?.top);
    expect(boxes[1]?.left ?? 0).toBeGreaterThan((boxes[0]?.left ?? 0) + (boxes[0]?.width ?? 0));
  });
});

test.describe('the page says what the island shows', () => {
  test('a category chosen in place renames the page: H1, title, breadcrumbs, delivery switch', async ({
    page,
  }) => {
    const requested = await visit(page, '/menu/burgers');
    // Once the visitor's menu has loaded, the island holds every category.
    await chooseRolls(page, requested, true);
    await expect(page.locator('body')).toHaveAttribute('data-same-document', '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Роллы');
    await expect(page).toHaveTitle(/^Роллы: цены и калорийность/);
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Роллы');
    await expect(crumbs.getByRole('link', { name: 'Меню' })).toHaveAttribute('href', '/menu');
    const switcher = page.getByRole('navigation', { name: 'Где заказать' });
    await expect(switcher.getByRole('link', { name: 'Доставка' })).toHaveAttribute(
      'href',
      '/menu/delivery/rolls',
    );
  });

  test('at breakfast the pre-rendered main menu stays hidden until breakfast is drawn, and nothing moves', async ({
    page,
  }) => {
    // The server under test runs at noon; its answers are made breakfast's, as at 07:00, and slow.
    await page.route('**/api/menu/city/**', async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('meal', 'breakfast');
      const answer = await route.fetch({ url: url.href });
      const menu = (await answer.json()) as { schedule: { active: string } };
      menu.schedule.active = 'breakfast';
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fulfill({ response: answer, json: menu });
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.clock.setFixedTime(MOSCOW_BREAKFAST);
    await page.goto('/menu', { waitUntil: 'domcontentloaded' });
    await expect(
      page.getByRole('status').filter({ hasText: 'Загружаем актуальное меню' }),
    ).toBeVisible();
    await expect(card(page, 'Гамбургер')).toBeHidden();
    await expect(card(page, 'Маффин с курицей').first()).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Загружаем актуальное меню' }),
    ).toBeHidden();
    await expect(card(page, 'Гамбургер')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: /Меню/ }).filter({ hasText: 'Завтрак' }),
    ).toBeVisible();
    // Nothing a visitor can see moves: under a full run's load one shift of 0.002 was seen once
    // (Lighthouse: CLS 0.005 at 08:00), far under the 0.1 of a good page; the main menu appearing
    // and then giving way to breakfast would be over 0.5.
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});

/** Tap (a phone) or click (desktop, whose pointer arrives with it) the category chip `name`. */
async function tapCategory(page: Page, name: string, mobile: boolean): Promise<void> {
  const chip = page
    .getByRole('navigation', { name: 'Категории меню' })
    .getByRole('link', { name, exact: true });
  if (mobile) await chip.tap();
  else await chip.click();
}

test.describe('the first tap on a category keeps the query (SPEC §2)', () => {
  for (const base of ['/menu', '/menu/delivery']) {
    test(`on ${base} it shows the category in place`, async ({ page }, info) => {
      const requested = await visit(page, `${base}?utm_source=x`);
      await expectNoReact(page, requested);
      await page.evaluate(() => document.body.setAttribute('data-same-document', ''));
      await tapCategory(page, 'Курица и рыба', info.project.name === 'mobile');
      await expect(page).toHaveURL(new RegExp(`${base}/chicken-and-fish\\?utm_source=x$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Курица и рыба');
      await expect(page.locator('body')).toHaveAttribute('data-same-document', '');
    });
  }

  test('on a category page, whose menu holds only its own, the link carries it', async ({
    page,
  }, info) => {
    // The visitor's menu does not answer: another category is its own page.
    await page.route('**/api/menu/**', () => undefined);
    await visit(page, '/menu/burgers?utm_source=x');
    await tapCategory(page, 'Роллы', info.project.name === 'mobile');
    await expect(page).toHaveURL(/\/menu\/rolls\?utm_source=x$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Роллы');
  });

  test('when the menu cannot start, the link carries it', async ({ page }, info) => {
    await failModule(page, 'MenuBrowser');
    await visit(page, '/menu/delivery?utm_source=x');
    await tapCategory(page, 'Курица и рыба', info.project.name === 'mobile');
    // The tap waits while Astro gives up on the island (it asks again a second later), then goes.
    await expect(page).toHaveURL(/\/menu\/delivery\/chicken-and-fish\?utm_source=x$/, {
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Курица и рыба');
  });
});

test.describe('the first tap on a product', () => {
  test('opens the product dialog in place, not the product page; Back closes it', async ({
    page,
  }, info) => {
    const requested = await visit(page, '/menu/burgers');
    await expectNoReact(page, requested);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const card = page.locator('.product-card__link', { hasText: 'Чизбургер' }).first();
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    // A tap on a phone; on desktop a click, whose pointer arrives with it (no hover before).
    if (info.project.name === 'mobile') await card.tap();
    else await card.click();
    const dialog = page.getByRole('dialog', { name: 'Чизбургер' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/menu\/burgers\/cheeseburger$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/menu\/burgers$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });

  test('on the leading card keeps its drawing, which the page holds, as the dialog’s picture', async ({
    page,
  }, info) => {
    await visit(page, '/menu/burgers');
    const leading = page.locator('.product-card').first();
    const drawing = await leading.locator('img').getAttribute('src');
    expect(drawing).toMatch(/^data:image\/svg\+xml,/);
    const name = (await leading.locator('.product-card__name').textContent()) ?? '';
    await tapCard(page, info, name);
    // The product dialog, once it has taken the preview's place.
    const dialog = page.locator('dialog[open]:not([data-product-preview])', { hasText: name });
    await expect(dialog.getByTestId('product-price')).toBeVisible();
    await expect(dialog.locator('.product-modal__picture img')).toHaveAttribute(
      'src',
      drawing ?? '',
    );
  });

  test(
    'without JavaScript goes to the product page',
    { tag: '@desktop-only' },
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: baseURL ?? '',
      });
      const page = await context.newPage();
      await page.goto('/menu/burgers');
      await page.locator('.product-card__link', { hasText: 'Чизбургер' }).first().click();
      await expect(page).toHaveURL(/\/menu\/burgers\/cheeseburger$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Чизбургер' })).toBeVisible();
      await context.close();
    },
  );
  test('shows its sizes, and takes one, before React has loaded', async ({ page }, info) => {
    // The island's module and the product dialog's held back: the preview draws the product's
    // details itself (src/scripts/menu/preview-details.ts), and neither waits for React.
    const releaseIsland = await holdModule(page, 'MenuBrowser');
    const releaseDialog = await holdModule(page, 'product-dialog');
    await visit(page, '/menu/cold-drinks');
    const island = page.locator('astro-island[component-url*="MenuBrowser"]');
    const tap = (name: string) => tapCard(page, info, name);
    await tap('Кола');
    const dialog = page.getByRole('dialog', { name: 'Кола', exact: true });
    const sizes = dialog.getByRole('radiogroup', { name: 'Размер' });
    await expect(sizes.getByRole('radio')).toHaveCount(3);
    await sizes.getByRole('radio').nth(1).click();
    await expect(sizes.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
    const cola = catalog.products.find((p) => p.slug === 'cola');
    const price = formatRub(cola?.offers[1]?.prices.restaurant.msk ?? 0);
    await expect(dialog.getByTestId('product-price')).toHaveText(price);
    await expect(dialog.getByRole('button', { name: /^В поднос: Кола/ })).toBeVisible();
    await expect(
      dialog.getByRole('region', { name: 'Входит в' }).getByRole('link'),
    ).not.toHaveCount(0);
    await expect(page).toHaveURL(/\/menu\/cold-drinks\/cola$/);
    await expect(page.locator('dialog[data-product-preview]')).toHaveCount(1);

    // The product dialog takes the preview's place with the size chosen there, without sliding
    // in again; the island hydrates behind it and leaves the product dialog to its own root.
    const takeover = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            const opened = document.querySelector('dialog[open]:not([data-product-preview])');
            if (!opened) return;
            observer.disconnect();
            resolve(opened.getAnimations().length);
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        }),
    );
    releaseDialog();
    expect(await takeover).toBe(0);
    await expect(page.locator('dialog[data-product-preview]')).toHaveCount(0);
    await expect(sizes.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByTestId('product-price')).toHaveText(price);
    await expect(island).toHaveAttribute('ssr');
    releaseIsland();
    await expect(island).not.toHaveAttribute('ssr');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/menu\/cold-drinks$/);
    await tap('Айс латте');
    await expect(page.getByRole('dialog', { name: 'Айс латте' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page).toHaveURL(/\/menu\/cold-drinks\/iced-latte$/);
  });

  test('opens in its own dialog when the menu island cannot load', async ({ page }, info) => {
    await failModule(page, 'MenuBrowser');
    await visit(page, '/menu/burgers');
    await tapCard(page, info, 'Чизбургер');
    const dialog = page.getByRole('dialog', { name: 'Чизбургер' });
    await expect(dialog.getByTestId('product-price')).toBeVisible();
    await expect(page).toHaveURL(/\/menu\/burgers\/cheeseburger$/);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/menu\/burgers$/);
  });

  test('goes to the product page when no dialog can load; Back returns to the menu', async ({
    page,
  }, info) => {
    // A flaky network: neither the product dialog's module nor the island's arrives, nor on
    // Astro's retry a second later.
    await failModule(page, 'product-dialog');
    await failModule(page, 'MenuBrowser');
    await visit(page, '/menu/burgers');
    await tapCard(page, info, 'Чизбургер');
    await expect(page.getByRole('heading', { level: 1, name: 'Чизбургер' })).toBeVisible();
    await expect(page).toHaveURL(/\/menu\/burgers\/cheeseburger$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/menu\/burgers$/);
  });
});

test('a menu whose scripts failed to load starts on the next tap once they arrive', async ({
  page,
}) => {
  let failing = true;
  await failModule(page, 'MenuBrowser', () => failing);
  await visit(page, '/menu/cold-drinks');
  // The scope button is a sign of intent (the filter panel works before the island: no sign).
  const scope = page.getByRole('button', { name: /Цены для города/ });
  const failed = page.evaluate(
    () =>
      new Promise((resolve) => {
        addEventListener('astro:hydration-error', resolve, { once: true, capture: true });
      }),
  );
  await scope.hover();
  await failed;
  const island = page.locator('astro-island[component-url*="MenuBrowser"]');
  await expect(island).toHaveAttribute('ssr');
  failing = false;
  await page.mouse.move(0, 0);
  await scope.hover();
  await expect(island).not.toHaveAttribute('ssr');
  const filter = page.getByText('Аллергены и диета');
  await filter.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  if (!(await page.getByRole('group', { name: 'Исключить, если содержит' }).isVisible()))
    await filter.click();
  await page
    .getByRole('group', { name: 'Исключить, если содержит' })
    .getByText('Без молока')
    .click();
  await expect(page).toHaveURL(/\/menu\/cold-drinks\?without=milk$/);
});

/**
 * `/menu/burgers` hydrated, with the module `name` failing to arrive inside the reload watcher's
 * guard (a flaky network's failure, not a new build's).
 */
async function hydratedWithFailingModule(page: Page, name: string): Promise<void> {
  await failModule(page, name);
  await visit(page, '/menu/burgers');
  await reloadedForChunkAlready(page);
  await hydrateMenu(page);
}

test(
  'a product whose dialog cannot load opens as its page, and the menu stays',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await hydratedWithFailingModule(page, 'product-dialog');
    await card(page, 'Чизбургер').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Чизбургер' })).toBeVisible();
    await expect(page).toHaveURL(/\/menu\/burgers\/cheeseburger$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/menu\/burgers$/);
    await expect(card(page, 'Гамбургер')).toBeVisible();
  },
);

test(
  'a menu dialog that cannot load closes with a notice, and the menu stays',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await hydratedWithFailingModule(page, 'MenuTypesModal');
    await page.getByRole('button', { name: /Меню/ }).filter({ hasText: 'Основное меню' }).click();
    await expect(page.getByText(DIALOG_LOAD_FAILED)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card(page, 'Гамбургер')).toBeVisible();
    await expect(page).toHaveURL(/\/menu\/burgers$/);
  },
);
