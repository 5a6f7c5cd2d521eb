import { expect, test, type Page } from '@playwright/test';
import { holdModule, tapOrClick } from './utils';

// Issue 34: a phone visitor's first tap answers at once, while the island behind it still loads
// (about a second on a low-tier phone; bench:first-tap measures it). Each test holds the island's
// module back until the tap's first answer is checked, so each would fail if that answer waited
// for the island; then lets it in and checks that the island takes over without a second dialog.

/** Noon in Moscow: the day part the menu pages are pre-rendered for (the island waits for a tap). */
const MOSCOW_NOON = new Date('2026-03-02T09:00:00Z');

/** A fresh page at `path`, as a visitor who has answered the cookie banner and the city question. */
async function visit(page: Page, path: string): Promise<void> {
  const url = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  await page.context().addCookies([
    { name: 'cookies-and-personal-data-agreement', value: '1', url },
    { name: 'confirmed-city', value: 'moscow', url },
  ]);
  await page.clock.setFixedTime(MOSCOW_NOON);
  await page.goto(path, { waitUntil: 'networkidle' });
}

// A phone's first tap (the desktop project leaves @mobile-only out; menu-hydration.spec.ts and
// services.spec.ts cover a desktop's first click).
test.describe('the first tap answers before its island is in', { tag: '@mobile-only' }, () => {
  test('a menu card: the product dialog and address at once; Back closes it', async ({
    page,
  }, info) => {
    const release = await holdModule(page, 'MenuBrowser');
    await visit(page, '/menu/burgers');
    await tapOrClick(page.locator('.product-card__link', { hasText: 'Чизбургер' }).first(), info);
    const dialog = page.getByRole('dialog', { name: 'Чизбургер' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toBeVisible();
    await expect(dialog).toContainText('₽');
    await expect(page).toHaveURL(/\/menu\/burgers\/cheeseburger$/);
    release();
    // The product's own dialog takes the preview's place (its price, sizes, «В поднос»), one
    // dialog, also once the island is in.
    await expect(dialog.getByTestId('product-price')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page).toHaveURL(/\/menu\/burgers\/cheeseburger$/);
    // One Back closes it: the preview's history entry is the dialog's.
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu\/burgers$/);
  });

  test('a product closed before its island is in stays closed, at the list address', async ({
    page,
  }, info) => {
    const release = await holdModule(page, 'MenuBrowser');
    await visit(page, '/menu/burgers');
    await tapOrClick(page.locator('.product-card__link', { hasText: 'Чизбургер' }).first(), info);
    await expect(page).toHaveURL(/\/menu\/burgers\/cheeseburger$/);
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu\/burgers$/);
    release();
    const island = page.locator('astro-island[component-url*="MenuBrowser"]');
    await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 });
    await expect(page.locator('.menu-browser')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu\/burgers$/);
  });

  test('the city picker: its frame at once, then the cities', async ({ page }, info) => {
    const release = await holdModule(page, 'mount');
    await visit(page, '/menu');
    const button = page.locator('[data-city-button]').first();
    await tapOrClick(button, info);
    const dialog = page.getByRole('dialog', { name: 'Выбери город' });
    await expect(dialog).toBeVisible();
    // The cities are there in the frame already (issue 44), styled as the island's list.
    await expect(dialog.getByRole('button', { name: 'Казань' })).toBeEnabled();
    const list = dialog.getByRole('list', { name: 'Города' });
    expect(await list.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    release();
    await expect(dialog.getByRole('searchbox', { name: 'Найти город' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('the city picker: a city tapped before its code is in is chosen', async ({ page }, info) => {
    const release = await holdModule(page, 'mount');
    await visit(page, '/menu');
    const button = page.locator('[data-city-button]').first();
    await tapOrClick(button, info);
    const dialog = page.getByRole('dialog', { name: 'Выбери город' });
    await tapOrClick(dialog.getByRole('button', { name: 'Казань' }), info);
    // At once: the frame closes and the header shows the city.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toContainText('Казань');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/city/set') && response.ok(),
    );
    release();
    await saved;
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'city')?.value).toBe('kazan');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toContainText('Казань');
  });

  test('a city tapped in the frame that cannot be saved: the message, the picker, the city as it was', async ({
    page,
  }, info) => {
    const release = await holdModule(page, 'mount');
    await page.route('**/api/city/set', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"Сломалось"}}',
      }),
    );
    await visit(page, '/menu');
    const button = page.locator('[data-city-button]').first();
    await tapOrClick(button, info);
    await tapOrClick(page.getByRole('dialog', { name: 'Выбери город' }).getByText('Казань'), info);
    await expect(button).toContainText('Казань');
    release();
    await expect(page.getByText('Не получилось сменить город. Попробуй ещё раз.')).toBeVisible({
      timeout: 15_000,
    });
    const picker = page.getByRole('dialog', { name: 'Выбери город' });
    await expect(picker.getByRole('searchbox', { name: 'Найти город' })).toBeVisible();
    await expect(button).toContainText('Москва');
  });

  test('search: its field at once, and what was typed there is searched', async ({
    page,
  }, info) => {
    const release = await holdModule(page, 'mount-search');
    await visit(page, '/menu');
    await tapOrClick(page.getByRole('button', { name: 'Поиск по меню и ресторанам' }), info);
    const field = page.getByRole('searchbox', { name: 'Поиск по меню и ресторанам' });
    await expect(field).toBeFocused();
    await page.keyboard.type('кола');
    release();
    const results = page.getByRole('dialog', { name: 'Поиск' }).getByRole('option');
    await expect(results.filter({ hasText: 'Кола' }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Поиск по меню и ресторанам' })).toHaveValue(
      'кола',
    );
  });

  test('the filter: its options tick at once, and the island applies them', async ({
    page,
  }, info) => {
    const release = await holdModule(page, 'MenuBrowser');
    await visit(page, '/menu/cold-drinks');
    await tapOrClick(page.getByText('Аллергены и диета'), info);
    const group = page.getByRole('group', { name: 'Исключить, если содержит' });
    const option = group.getByRole('checkbox', { name: 'Без молока' });
    await expect(option).toBeEnabled();
    await tapOrClick(group.getByText('Без молока'), info);
    await expect(option).toBeChecked();
    await expect(page).toHaveURL(/\/menu\/cold-drinks\?without=milk$/);
    release();
    await expect(
      page.locator('.product-card', { hasText: 'Айс латте' }).filter({ visible: true }),
    ).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('.product-card', { hasText: 'Кола' }).first()).toBeVisible();
    await expect(option).toBeChecked();
  });
});
