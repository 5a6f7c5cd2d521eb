import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './sweep';
import type { Allergen, Product, ZonePrices } from '../../src/lib/catalog/schema.ts';
import { readCatalogFolder } from '../../src/lib/catalog/read-entry-files.ts';
import { formatRub } from '../../src/lib/format.ts';
import { DAILY_REFERENCE, NUTRITION_ROWS, formatNutrient } from '../../src/lib/menu/nutrition.ts';

// «Мой поднос» (issue 35) in both projects: adding from the menu's cards, the product dialog and
// the product page, the header's count, totals against the catalog, size, count, removal, the
// allergen union, a reload, a shared link in a fresh browser, a city change, offline, axe.

const products = readCatalogFolder('src/content/catalog', 'products');
const bySlug = (slug: string): Product => {
  const found = products.find((p) => p.slug === slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
};

/** One chosen offer: a product, which of its offers, how many. */
type Choice = [slug: string, offer: number, count: number];

/** What the catalog says the tray should total: price in a zone and context, sums and percents. */
function expected(picks: Choice[], zone: keyof ZonePrices = 'msk', delivery = false) {
  const values = NUTRITION_ROWS.map(({ key }) => {
    const sum = picks.reduce((total, [slug, i, n]) => {
      const p = bySlug(slug);
      return total + (p.offers[i]?.nutrition ?? p.nutrition).perPortion[key] * n;
    }, 0);
    return Math.round(sum * 100) / 100;
  });
  const price = picks.reduce((total, [slug, i, n]) => {
    const offer = bySlug(slug).offers[i];
    return total + (offer?.prices[delivery ? 'delivery' : 'restaurant'][zone] ?? NaN) * n;
  }, 0);
  const allergens = new Set<Allergen>(
    picks.flatMap(([slug]) => [
      ...bySlug(slug).allergens.contains,
      ...bySlug(slug).allergens.mayContain,
    ]),
  );
  return { price, values, allergens };
}

const MOSCOW_NOON = new Date('2026-03-02T09:00:00Z');

// Each test checks every total row of the table up to three times: over 30 s on a loaded machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, baseURL }) => {
  const url = baseURL ?? 'http://127.0.0.1';
  await page.context().addCookies([
    { name: 'cookies-and-personal-data-agreement', value: '1', url },
    { name: 'confirmed-city', value: 'moscow', url },
  ]);
  await page.clock.setFixedTime(MOSCOW_NOON);
});

const trayButton = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Мой поднос/ });

/** The tray's totals shown in `scope` (the dialog or the page) equal the catalog's. */
async function expectTotals(scope: Locator, picks: Choice[], zone: keyof ZonePrices = 'msk') {
  const want = expected(picks, zone);
  await expect(scope.getByTestId('tray-total-price')).toHaveText(formatRub(want.price));
  const table = scope.getByRole('table');
  for (const [i, row] of NUTRITION_ROWS.entries()) {
    const value = want.values[i] ?? NaN;
    const cells = table.getByRole('row').filter({
      has: scope.page().getByRole('rowheader', { name: row.label, exact: true }),
    });
    const total = cells.getByRole('cell').last();
    await expect(total).toContainText(formatNutrient(value, row.unit));
    if (row.daily) {
      const percent = Math.round((value * 100) / DAILY_REFERENCE[row.daily]);
      await expect(total).toContainText(`${percent}\u00a0%`);
    }
  }
  const terms = await scope.getByRole('term').allTextContents();
  expect(new Set(terms)).toEqual(want.allergens);
}

test('three products from a fresh menu: header count, totals, size, count, removal, allergens', async ({
  page,
}) => {
  await page.goto('/menu');
  await expect(trayButton(page)).toBeHidden();
  await page.getByRole('button', { name: 'В поднос: Гамбургер', exact: true }).click();
  await expect(trayButton(page)).toHaveAccessibleName('Мой поднос (товаров: 1)');

  // A non-default size from the product dialog.
  await page
    .getByRole('link', { name: /Картофель фри Маленький/ })
    .first()
    .click();
  const product = page.getByRole('dialog', { name: 'Картофель фри' });
  await product.getByRole('radio', { name: 'Средний' }).click();
  await product.getByRole('button', { name: 'В поднос: Картофель фри, Средний' }).click();
  await expect(trayButton(page)).toHaveAccessibleName('Мой поднос (товаров: 2)');
  await product.getByRole('button', { name: 'Закрыть' }).click();
  await expect(product).toBeHidden();

  await page.getByRole('button', { name: 'В поднос: Кола', exact: true }).click();
  await page.getByRole('button', { name: 'В поднос: Кола', exact: true }).click();
  await expect(trayButton(page)).toHaveAccessibleName('Мой поднос (товаров: 4)');

  await trayButton(page).click();
  const tray = page.getByRole('dialog', { name: 'Мой поднос' });
  const items = tray.getByRole('list', { name: 'Что в подносе' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expectTotals(tray, [
    ['hamburger', 0, 1],
    ['fries', 1, 1],
    ['cola', 0, 2],
  ]);

  await tray.getByRole('combobox', { name: 'Размер: Картофель фри' }).selectOption('Большой');
  await tray.getByRole('combobox', { name: 'Количество: Гамбургер' }).selectOption('3');
  await expectTotals(tray, [
    ['hamburger', 0, 3],
    ['fries', 2, 1],
    ['cola', 0, 2],
  ]);
  await expect(trayButton(page)).toHaveAccessibleName('Мой поднос (товаров: 6)');

  await tray.getByRole('button', { name: /^Убрать из подноса: Кола/ }).click();
  await expect(items).toHaveCount(2);
  await expectTotals(tray, [
    ['hamburger', 0, 3],
    ['fries', 2, 1],
  ]);
  // Each allergen names the items that bring it: the burger contains gluten, the fries may.
  await expect(tray.getByRole('definition').first()).toHaveText(
    'Содержит: Гамбургер; может содержать: Картофель фри',
  );

  // Back closes the dialog on a phone and leaves the page where it was.
  await page.goBack();
  await expect(tray).toBeHidden();
  await expect(page).toHaveURL(/\/menu$/);
});

test('the tray survives a reload; its link opens the same tray in a fresh browser', async ({
  page,
  browser,
}) => {
  // The share sheet and the clipboard hand the link to the test.
  await page.addInitScript(() => {
    const keep = (url: string): void => void Object.assign(window, { sharedUrl: url });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => Promise.resolve(keep(data.url ?? '')),
    });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(keep(text)) },
    });
  });
  await page.goto('/menu/chicken-and-fish/nuggets');
  await page.getByRole('button', { name: 'В поднос: Наггетсы, 9 шт.' }).click();
  await page.getByRole('button', { name: 'В поднос: Наггетсы, 9 шт.' }).click();
  await page.goto('/menu/breakfast/syrniki');
  await page.getByRole('button', { name: 'В поднос: Сырники со сметаной' }).click();
  await page.reload();
  await expect(trayButton(page)).toHaveAccessibleName('Мой поднос (товаров: 3)');

  await page.goto('/menu/tray');
  const main = page.getByRole('main');
  const picks: Choice[] = [
    ['nuggets', 1, 2],
    ['syrniki', 0, 1],
  ];
  await expectTotals(main, picks);
  // Noon: the breakfast item is marked, not dropped.
  await expect(main.getByText('Только на завтрак, 06:00–10:30')).toBeVisible();

  await main.getByRole('button', { name: 'Поделиться' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as { sharedUrl?: string }).sharedUrl))
    .toMatch(/\/menu\/tray\?items=/);
  const link = await page.evaluate(() => (window as { sharedUrl?: string }).sharedUrl ?? '');

  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.clock.setFixedTime(MOSCOW_NOON);
    await fresh.goto(link);
    const shared = fresh.getByRole('main');
    await expectTotals(shared, picks);
    await expect(shared.getByRole('combobox', { name: 'Количество: Наггетсы' })).toHaveValue('2');
    await expect(fresh).toHaveURL(/\/menu\/tray$/);
  } finally {
    await other.close();
  }
});

test('a shared link replaces the visitor’s own tray, which one tap brings back', async ({
  page,
}) => {
  await page.goto('/menu/burgers/hamburger');
  await page.getByRole('list', { name: 'Цена' }).getByRole('button', { name: 'В поднос' }).click();
  await expect(trayButton(page)).toHaveAccessibleName('Мой поднос (товаров: 1)');
  const nuggets = bySlug('nuggets').offers[1]?.id;
  await page.goto(`/menu/tray?items=${nuggets}x2&utm_source=chat`);
  const main = page.getByRole('main');
  const notice = main.getByRole('status').filter({ hasText: 'Это поднос из ссылки' });
  await expect(notice).toHaveText('Это поднос из ссылки, он заменил твой. Вернуть мой поднос');
  await expect(main.getByRole('combobox', { name: 'Количество: Наггетсы' })).toHaveValue('2');
  // The tray's own parameters are spent; a campaign's tag stays.
  await expect(page).toHaveURL(/\/menu\/tray\?utm_source=chat$/);
  await expect(trayButton(page)).toHaveAccessibleName('Мой поднос (товаров: 2)');

  await notice.getByRole('button', { name: 'Вернуть мой поднос' }).click();
  await expect(notice).toHaveCount(0);
  await expectTotals(main, [['hamburger', 0, 1]]);
  await expect(trayButton(page)).toHaveAccessibleName('Мой поднос (товаров: 1)');
});

test('a change of city re-prices the tray', async ({ page }) => {
  await page.goto('/menu/burgers/hamburger');
  await page.getByRole('list', { name: 'Цена' }).getByRole('button', { name: 'В поднос' }).click();
  await page.goto('/menu/tray');
  const main = page.getByRole('main');
  await expectTotals(main, [['hamburger', 0, 1]]);
  await expect(main.getByText('Цены для города Москва')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Ваш город/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Выбери город' });
  await picker.getByLabel('Найти город').fill('Новосибирск');
  await picker
    .getByRole('list', { name: 'Города' })
    .getByRole('button', { name: 'Новосибирск' })
    .click();
  await expect(main.getByText('Цены для города Новосибирск')).toBeVisible();
  await expectTotals(main, [['hamburger', 0, 1]], 'regions');
  expect(expected([['hamburger', 0, 1]], 'regions').price).not.toBe(
    expected([['hamburger', 0, 1]]).price,
  );
});

test('axe finds nothing on the tray page and in the dialog with the tray filled', async ({
  page,
}) => {
  await page.goto('/menu/burgers/hamburger');
  await page.getByRole('list', { name: 'Цена' }).getByRole('button', { name: 'В поднос' }).click();
  await trayButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Мой поднос' });
  await expect(dialog.getByTestId('tray-total-price')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/menu/tray');
  await expect(page.getByRole('main').getByTestId('tray-total-price')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 60_000 });

  test('the tray opens from the saved page and from the header', async ({ page, context }) => {
    await page.goto('/menu');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('button', { name: 'В поднос: Гамбургер', exact: true }).click();
    // In the tray (the tap loads the tray's code first): the header counts it.
    await expect(trayButton(page)).toHaveAccessibleName('Мой поднос (товаров: 1)');
    // The worker keeps the tray's page, its dialog and its data when it installs.
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            Boolean(
              (await caches.match('/menu/tray', { ignoreSearch: true })) &&
              (await caches.match('/menu/tray.json', { ignoreSearch: true })),
            ),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    await context.setOffline(true);
    await page.goto('/menu/tray');
    await expectTotals(page.getByRole('main'), [['hamburger', 0, 1]]);
    await page.goto('/menu');
    await trayButton(page).click();
    await expectTotals(page.getByRole('dialog', { name: 'Мой поднос' }), [['hamburger', 0, 1]]);
  });
});

test('a long tray shows its first items at once, the rest below them, and nothing moves', async ({
  page,
}) => {
  // What the page held when the list first appeared, and every layout shift (issue 44: the view
  // renders a long tray over several frames, each part added below the ones shown).
  await page.addInitScript(() => {
    const seen = { first: -1, totalBeforeAll: false, shift: 0 };
    Object.assign(window, { seen });
    new MutationObserver(() => {
      const items = document.querySelectorAll('.tray-items > li').length;
      if (items > 0 && seen.first < 0) seen.first = items;
      if (document.querySelector('.tray__total') && items < 8) seen.totalBeforeAll = true;
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.shift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/menu/tray?items=50011x2-50021-50031-50041-50051-50061-50071-50081');
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: 'Что в подносе' }).getByRole('listitem')).toHaveCount(
    8,
  );
  await expect(main.getByRole('button', { name: 'Очистить поднос' })).toBeVisible();
  const seen = await page.evaluate(
    () =>
      (window as unknown as { seen: { first: number; totalBeforeAll: boolean; shift: number } })
        .seen,
  );
  expect(seen.first).toBeGreaterThan(0);
  expect(seen.first).toBeLessThanOrEqual(3);
  expect(seen.totalBeforeAll).toBe(false);
  expect(seen.shift).toBeLessThan(0.01);
});
