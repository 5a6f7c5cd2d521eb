import { expect, test, type Page } from '@playwright/test';
import { filterOutMilk, hydrateMenu } from './menu-ready';

// Every link on the menu pages keeps the page's query (issue 45 item 5, SPEC §2: a campaign's
// tags and the filter survive a step inside the site): the breadcrumbs and the restaurant/delivery
// switch as the category chips do, before and after the island starts; a product's dialog and its
// Back; the tray's dialog, its page and a shared tray's link.

const MOSCOW_NOON = new Date('2026-03-02T09:00:00Z');

test.beforeEach(async ({ page, baseURL }) => {
  const url = baseURL ?? 'http://127.0.0.1';
  await page.context().addCookies([
    { name: 'cookies-and-personal-data-agreement', value: '1', url },
    { name: 'confirmed-city', value: 'moscow', url },
  ]);
  await page.clock.setFixedTime(MOSCOW_NOON);
});

/** The addresses of the menu header's links: the breadcrumbs and the switch. */
async function headerLinks(page: Page): Promise<string[]> {
  const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link');
  const where = page.getByRole('navigation', { name: 'Где заказать' }).getByRole('link');
  const links = [...(await crumbs.all()), ...(await where.all())];
  expect(links.length).toBeGreaterThanOrEqual(3);
  return Promise.all(links.map(async (link) => (await link.getAttribute('href')) ?? ''));
}

/** Every header link ends with `query`. */
async function expectHeaderQuery(page: Page, query: string): Promise<void> {
  await expect
    .poll(async () => (await headerLinks(page)).filter((href) => !href.endsWith(query)))
    .toEqual([]);
}

test('the breadcrumbs and the switch keep the query, the filter’s too', async ({ page }) => {
  await page.goto('/menu/burgers?utm_source=x');
  await expectHeaderQuery(page, '?utm_source=x');
  await hydrateMenu(page);
  await filterOutMilk(page);
  await expect(page).toHaveURL(/\/menu\/burgers\?utm_source=x&without=milk$/);
  await expectHeaderQuery(page, '?utm_source=x&without=milk');
  // Another category in place: its breadcrumbs are written anew, with the query.
  await page
    .getByRole('navigation', { name: 'Категории меню' })
    .getByRole('link', { name: 'Роллы', exact: true })
    .click();
  await expect(page).toHaveURL(/\/menu\/rolls\?utm_source=x&without=milk$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Роллы');
  await expectHeaderQuery(page, '?utm_source=x&without=milk');
});

test('a product’s dialog and its Back keep the query', async ({ page }) => {
  await page.goto('/menu/burgers?utm_source=x', { waitUntil: 'networkidle' });
  await page.locator('.product-card__link', { hasText: 'Чизбургер' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Чизбургер' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/burgers\/cheeseburger\?utm_source=x$/);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/menu\/burgers\?utm_source=x$/);
  await expectHeaderQuery(page, '?utm_source=x');
});

test('the tray’s dialog, its page and a shared tray keep the query', async ({ page }) => {
  await page.goto('/menu/burgers?utm_source=x');
  await page.getByRole('button', { name: 'В поднос: Гамбургер', exact: true }).click();
  const trayButton = page.getByRole('banner').getByRole('link', { name: /^Мой поднос/ });
  await expect(trayButton).toHaveAccessibleName('Мой поднос (товаров: 1)');
  await trayButton.click();
  const tray = page.getByRole('dialog', { name: 'Мой поднос' });
  await expect(tray.getByRole('link', { name: 'Гамбургер' })).toHaveAttribute(
    'href',
    '/menu/burgers/hamburger?utm_source=x',
  );
  const trayPage = tray.getByRole('link', { name: 'Поднос на отдельной странице' });
  await expect(trayPage).toHaveAttribute('href', '/menu/tray?utm_source=x');
  await tray.getByRole('button', { name: 'Закрыть' }).click();
  await expect(tray).toBeHidden();
  await expect(page).toHaveURL(/\/menu\/burgers\?utm_source=x$/);

  // A shared tray's link: its own parameters are spent, the campaign's stay.
  await page.goto('/menu/tray?items=50011x2&utm_source=x');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Гамбургер' })).toHaveAttribute(
    'href',
    '/menu/burgers/hamburger?utm_source=x',
  );
  await expect(page).toHaveURL(/\/menu\/tray\?utm_source=x$/);
  await expect(
    main.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', {
      name: 'Меню',
    }),
  ).toHaveAttribute('href', '/menu?utm_source=x');
});
