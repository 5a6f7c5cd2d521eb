import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './sweep';
import { catalog, fakeMenuApi, RESTAURANT, STOP_LISTED } from './menu-api';
import { hydrateMenu as ready } from './menu-ready';
import { expectShadeFollowsScroll } from './scroll-shade';

const card = (page: Page, name: string) =>
  page.locator('.product-card').filter({ has: page.getByText(name, { exact: true }) });

const cookie = async (page: Page, name: string): Promise<string | undefined> =>
  (await page.context().cookies()).find((c) => c.name === name)?.value;

test.describe('menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/menu shows every category and every product', async ({ page }) => {
    await page.goto('/menu');
    const nav = page.getByRole('navigation', { name: 'Категории меню' });
    for (const category of catalog.categories.filter((c) => c.parentId === null)) {
      await expect(nav.getByRole('link', { name: category.name, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: category.name, exact: true })).toBeAttached();
    }
    // One read of every card's name (130 separate lookups timed out on a busy machine).
    // Names as words: the page's carry no-break spaces (src/lib/typography.ts), the catalog's not.
    const words = (name: string) => name.replace(/\s+/g, ' ');
    const names = new Set((await page.locator('.product-card__name').allTextContents()).map(words));
    expect(catalog.products.map((p) => words(p.name)).filter((name) => !names.has(name))).toEqual(
      [],
    );
  });

  test('a product URL shows its offers, nutrition, allergens and combos', async ({ page }) => {
    await page.goto('/menu/burgers/hamburger');
    await expect(page.getByRole('heading', { level: 1, name: 'Гамбургер' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Калорийность');
    await expect(page.getByText('Содержит', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Входит в' })).toBeVisible();
    // One size is named by its weight, shown once: «117 г … 77 ₽», not «117 г … 117 г 77 ₽».
    const weights = (item: string) => item.match(/\d+\sг(?![а-яё])/g) ?? [];
    const offers = page.getByRole('list', { name: 'Цена' }).getByRole('listitem');
    expect((await offers.allInnerTexts()).map(weights)).toEqual([['117\u00a0г']]);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(jsonLd).toContain('"MenuItem"');
    expect(jsonLd).toContain('"NutritionInformation"');
    expect(jsonLd).toContain('"BreadcrumbList"');
  });

  test('sizes are named, each with its weight and price', async ({ page }) => {
    await page.goto('/menu/chicken-and-fish/nuggets');
    const offers = page.getByRole('list', { name: 'Размеры и цены' }).getByRole('listitem');
    await expect(offers).toHaveText([
      /^6\sшт\.\s*100\sг/,
      /^9\sшт\.\s*150\sг/,
      /^20\sшт\.\s*333\sг/,
    ]);
  });

  test('on a phone the nutrition table shades the side it can still scroll to', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/menu/burgers/big-hit');
    await expectShadeFollowsScroll(page.getByRole('region', { name: 'Таблица пищевой ценности' }));
  });

  test('the first card’s picture, the largest paint on a phone, is in the page, its row laid out with it; the next are fetched', async ({
    page,
  }) => {
    // The leading card's drawing is written into the HTML (scripts/leading-picture.mjs): on a
    // slow network a fetched picture waited two round trips and shared the bandwidth with the
    // HTML. The others stay WebP files (a browser rasterises SVG pictures on the main thread).
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/menu/burgers', { waitUntil: 'load' });
    const pictures = page.locator('.product-card__picture img');
    const first = pictures.first();
    await expect(first).toHaveAttribute('src', /^data:image\/svg\+xml,%3Csvg%20/);
    expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
      160,
    );
    const href = await first.evaluate(
      (img) => img.closest('.product-card')?.querySelector('a')?.getAttribute('href') ?? '',
    );
    const slug = href.split('/').pop() ?? '';
    expect(slug).not.toBe('');
    expect(requested.filter((path) => path.startsWith(`/_astro/${slug}.`))).toEqual([]);
    await expect(pictures.nth(1)).toHaveAttribute('src', /^\/_astro\/.+\.webp$/);
    await expect(pictures.nth(1)).toHaveAttribute('loading', 'eager');
    // The first screen's cards are laid out with the page; the rest only near the viewport.
    const visibility = await page
      .locator('.product-card')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).contentVisibility));
    expect(visibility.slice(0, 6)).toEqual(Array(6).fill('visible'));
    expect(new Set(visibility.slice(6))).toEqual(new Set(['auto']));
  });

  test('an unknown product is a 404', async ({ page }) => {
    const response = await page.goto('/menu/burgers/no-such-burger');
    expect(response?.status()).toBe(404);
  });
});

test('on a slow network a phone’s first frame already has the first card’s picture, not the header alone @mobile-only', async ({
  page,
}) => {
  // Chromium paints as its parser yields; the page holds its first frame until the leading
  // picture is parsed (`<link rel="expect">`, scripts/leading-picture.mjs). The HTML comes at
  // 24 KB/s here, so its header is parsed long before its first card.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 24 * 1024,
    uploadThroughput: -1,
  });
  await page.goto('/menu/burgers', { waitUntil: 'commit' });
  const leading = page.locator('.product-card__picture img').first();
  await expect(leading).toHaveAttribute('fetchpriority', 'high');
  // The first largest-paint candidate and the first contentful paint, once both are there.
  const first = await page.evaluate(
    () =>
      new Promise<{ element: string; largest: number; contentful: number }>((resolve) => {
        let entry: (PerformanceEntry & { element: Element | null }) | undefined;
        const settle = () => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          if (!entry || !paint) return;
          resolve({
            element: entry.element?.id || entry.element?.className || '',
            largest: entry.startTime,
            contentful: paint.startTime,
          });
        };
        new PerformanceObserver((list) => {
          entry ??= list.getEntries()[0] as typeof entry;
          settle();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver(settle).observe({ type: 'paint', buffered: true });
      }),
  );
  expect(first.element).toBe('leading-picture');
  expect(first.largest).toBeCloseTo(first.contentful, 0);
});

test.describe('menu browser', () => {
  test.beforeEach(async ({ page }) => {
    await fakeMenuApi(page);
  });

  test('switching category rewrites the URL and stores the cookie', async ({ page }) => {
    await page.goto('/menu?utm_source=test');
    await ready(page);
    await page
      .getByRole('navigation', { name: 'Категории меню' })
      .getByRole('link', { name: 'Салаты', exact: true })
      .click();
    await expect(page).toHaveURL(/\/menu\/salads\?utm_source=test$/);
    await expect(card(page, 'Салат Цезарь')).toBeVisible();
    await expect(card(page, 'Гамбургер')).toHaveCount(0);
    expect(await cookie(page, 'selected-menu-category')).toBe('salads');
  });

  test('product modal: size, price and bonus, nutrition, Esc and back', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/menu/fries-and-snacks');
    await ready(page);
    await card(page, 'Картофель фри').getByRole('link').click();
    const dialog = page.getByRole('dialog', { name: 'Картофель фри' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/menu\/fries-and-snacks\/fries$/);
    const price = dialog.getByTestId('product-price');
    const bonus = dialog.getByTestId('product-bonus');
    const before = [await price.textContent(), await bonus.textContent()];
    const sizes = dialog.getByRole('radio');
    await sizes.last().click();
    await expect(sizes.last()).toHaveAttribute('aria-checked', 'true');
    await expect(price).not.toHaveText(before[0] ?? '');
    await expect(bonus).not.toHaveText(before[1] ?? '');
    await expect(bonus).toHaveText(/бонус/);

    await dialog.getByRole('button', { name: 'Пищевая ценность и аллергены' }).click();
    const facts = page.getByRole('dialog', { name: /пищевая ценность/ });
    await expect(facts.getByRole('table')).toContainText('Белки');
    await page.keyboard.press('Escape');
    await expect(facts).toBeHidden();

    await card(page, 'Луковые кольца').getByRole('link').click();
    const rings = page.getByRole('dialog', { name: 'Луковые кольца' });
    await expect(rings).toBeVisible();
    // Its picture is the sharpest file of the card's set (its 320 px one, for 224 px or less), on
    // a phone the very file the card shows, so it does not blank while a second one comes.
    const cardPicture = card(page, 'Луковые кольца').locator('img');
    const sharpest = /(\S+) 320w/.exec((await cardPicture.getAttribute('srcset')) ?? '')?.[1];
    const file = (img: Locator) =>
      img.evaluate((i: HTMLImageElement) => (i.complete ? new URL(i.currentSrc).pathname : ''));
    expect(sharpest).toMatch(/\.webp$/);
    await expect.poll(() => file(rings.locator('.product-modal__picture img'))).toBe(sharpest);
    if (isMobile) expect(await file(cardPicture)).toBe(sharpest);
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu\/fries-and-snacks$/);
  });

  test('the city cookie changes prices', async ({ page, context, baseURL }) => {
    await page.goto('/menu/burgers');
    await ready(page);
    const moscow = await card(page, 'Гамбургер').locator('.product-card__price').textContent();
    await context.addCookies([{ name: 'city', value: 'kazan', url: baseURL ?? '' }]);
    await page.reload();
    await ready(page);
    await expect(page.getByRole('button', { name: /Цены для города/ })).toContainText('Казань');
    await expect(card(page, 'Гамбургер').locator('.product-card__price')).not.toHaveText(
      moscow ?? '',
    );
  });

  test('choosing a restaurant shows its stop-list; it can be cleared', async ({ page }) => {
    await page.goto('/menu/cold-drinks');
    await ready(page);
    await page.getByRole('button', { name: /Цены для города/ }).click();
    await page
      .getByRole('dialog', { name: 'Меню ресторана' })
      .getByRole('button', { name: RESTAURANT.address })
      .click();
    await expect(page.getByRole('button', { name: /Ресторан/ })).toContainText(RESTAURANT.address);
    const cola = catalog.products.find((p) => p.slug === STOP_LISTED)?.name ?? '';
    await expect(card(page, cola)).toContainText('Закончилось');
    expect(await cookie(page, 'selected-restaurant-for-menu-id')).toBe(RESTAURANT.xmlId);
    await page.getByRole('button', { name: 'Сбросить ресторан' }).click();
    await expect(card(page, cola)).not.toContainText('Закончилось');
    expect(await cookie(page, 'selected-restaurant-for-menu-id')).toBeUndefined();
  });

  test('switching the day part shows breakfast', async ({ page }) => {
    await page.goto('/menu/breakfast');
    await ready(page);
    await expect(card(page, 'Маффин с ветчиной и омлетом')).toHaveCount(0);
    await page.getByRole('button', { name: /Основное меню/ }).click();
    await page.getByRole('radio', { name: /Завтрак/ }).click();
    await expect(card(page, 'Маффин с ветчиной и омлетом')).toBeVisible();
    // Not in the page's own pictures: loaded beside the menu.
    const muffin = card(page, 'Маффин с ветчиной и омлетом').locator('img');
    await expect
      .poll(() => muffin.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a category page holds its own pictures; the others come with the whole menu', async ({
    page,
  }) => {
    await page.goto('/menu/burgers');
    const seed = JSON.parse((await page.locator('#menu-seed').textContent()) ?? '{}') as {
      pictures: Record<string, unknown>;
    };
    expect(Object.keys(seed.pictures)).toContain('hamburger');
    expect(Object.keys(seed.pictures)).not.toContain('caesar-salad');
    await ready(page);
    await page
      .getByRole('navigation', { name: 'Категории меню' })
      .getByRole('link', { name: 'Салаты', exact: true })
      .click();
    await expect(page).toHaveURL(/\/menu\/salads$/);
    const picture = card(page, 'Салат Цезарь').locator('img');
    await expect(picture).toHaveAttribute('src', /\/_astro\/caesar-salad\./);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the allergen filter hides products, counts them and keeps the query', async ({ page }) => {
    await page.goto('/menu/burgers');
    await ready(page);
    await page.getByText('Аллергены и диета').click();
    await page.locator('label.chip').filter({ hasText: 'Вегетарианское' }).click();
    await expect(page).toHaveURL(/\/menu\/burgers\?diet=vegetarian$/);
    await expect(card(page, 'Гамбургер')).toHaveCount(0);
    await expect(card(page, 'Вегги-бургер')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Скрыто' })).toContainText(
      /Скрыто \d+/,
    );
    await page.reload();
    await ready(page);
    await expect(card(page, 'Гамбургер')).toHaveCount(0);
  });

  test('the same flows under /menu/delivery', async ({ page }) => {
    await page.goto('/menu/delivery');
    await ready(page);
    await page
      .getByRole('navigation', { name: 'Категории меню' })
      .getByRole('link', { name: 'Роллы', exact: true })
      .click();
    await expect(page).toHaveURL(/\/menu\/delivery\/rolls$/);
    await card(page, 'Ролл Цезарь').getByRole('link').click();
    await expect(page.getByRole('dialog', { name: 'Ролл Цезарь' })).toBeVisible();
    await expect(page).toHaveURL(/\/menu\/delivery\/rolls\/caesar-roll$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
    await expect(page).toHaveURL(/\/menu\/delivery\/rolls$/);
  });

  test('axe finds no violations with the product modal open', async ({ page }) => {
    test.slow(); // axe over the whole menu page takes long on a busy machine
    await page.goto('/menu/combo');
    await ready(page);
    await card(page, 'Биг Хит Комбо').getByRole('link').click();
    await expect(page.getByRole('dialog', { name: 'Биг Хит Комбо' })).toBeVisible();
    await expect(page.getByTestId('combo-nutrition')).toBeVisible();
    // Every rule axe has, best practices too.
    expect(await axeViolations(page, [])).toEqual([]);
  });
});

test('a failing API shows the error texts with a retry', async ({ page }) => {
  await fakeMenuApi(page, { fail: true });
  await page.goto('/menu/burgers');
  await page.getByRole('button', { name: /Цены для города/ }).hover();
  await expect(page.getByText('Произошла ошибка при загрузке данных')).toBeVisible();
  await expect(
    page.getByText('Попробуй обновить или немного подождать, скоро решим проблему'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
});
