/**
 * No Content-Security-Policy violation where code arrives late: search, the city picker, a
 * product's dialog and its nutrition, the menu's filter, the map and each form's checks. Page
 * loads are swept by a11y.spec.ts (every page, the same listener); WebKit and Firefox run these
 * flows in tests/engines. zod's `new Function` probe fired on search and on every form check.
 */
import { expect, test, type Page } from '@playwright/test';
import { filterOutMilk } from './menu-ready';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const refused: string[] = [];
    Object.assign(window, { refusedByCsp: refused });
    document.addEventListener('securitypolicyviolation', (event) =>
      refused.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
});

/** Nothing the page has done so far was refused. */
async function expectNoViolation(page: Page): Promise<void> {
  const refused = await page.evaluate(() => (window as { refusedByCsp?: string[] }).refusedByCsp);
  expect(refused, page.url()).toEqual([]);
}

test.afterEach(async ({ page }) => {
  await expectNoViolation(page);
});

/** Submits the form empty and waits for its Russian field errors. */
async function submitEmpty(page: Page, path: string, button: string): Promise<void> {
  await page.goto(path);
  const form = page.locator(`form[data-form]`).filter({ hasText: button }).first();
  await form.getByRole('button', { name: button, exact: true }).click();
  await expect(form.getByText(/^Заполни поле/).first()).toBeVisible();
  await expectNoViolation(page);
}

test('search', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Поиск по меню и ресторанам' }).click();
  await page.getByRole('combobox', { name: 'Поиск по меню и ресторанам' }).fill('чизбургер');
  const results = page.getByRole('listbox', { name: 'Результаты поиска' });
  await expect(results.getByRole('option', { name: /^Чизбургер/ }).first()).toBeVisible();
});

test('the city picker', async ({ page }) => {
  await page.goto('/company');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Ваш город/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Выбери город' })).toBeVisible();
});

test('a product dialog and its nutrition', async ({ page }) => {
  await page.goto('/menu/fries-and-snacks');
  await page
    .locator('.product-card')
    .filter({ has: page.getByText('Картофель фри', { exact: true }) })
    .getByRole('link')
    .click();
  const dialog = page.getByRole('dialog', { name: 'Картофель фри' });
  await dialog.getByRole('button', { name: 'Пищевая ценность и аллергены' }).click();
  const facts = page.getByRole('dialog', { name: /пищевая ценность/ });
  await expect(facts.getByRole('table')).toContainText('Белки');
});

test('the menu’s filter', async ({ page }) => {
  await page.goto('/menu/cold-drinks');
  await filterOutMilk(page);
  await expect(page).toHaveURL(/\/menu\/cold-drinks\?without=milk$/);
});

test('the map', async ({ page, isMobile }) => {
  test.setTimeout(90_000); // software WebGL here
  await page.goto('/restaurants');
  if (isMobile) await page.getByRole('button', { name: 'Карта', exact: true }).click();
  await expect(page.getByTestId('map')).toHaveAttribute('data-zoom', /\d/, { timeout: 60_000 });
});

test('each form’s checks', async ({ page }) => {
  await submitEmpty(page, '/feedback', 'Отправить');
  await submitEmpty(page, '/email', 'Подписаться');
  await submitEmpty(page, '/company/franchising', 'Отправить заявку');
});
