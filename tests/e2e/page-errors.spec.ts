/**
 * The shared client handler of failed start-up and island loads (SPEC §8, §4): a 5xx of the
 * city-by-IP call on a first visit sends the visitor to /maintenance_mode, a fatal answer shows the
 * error page in place (its own message, else «Неизвестная ошибка»), a 301 follows the redirect in
 * its data, and a crawler gets none of them.
 */
import { expect, test, type Page } from '@playwright/test';

const consent = (baseURL: string | undefined) => ({
  name: 'cookies-and-personal-data-agreement',
  value: '1',
  url: baseURL ?? 'http://127.0.0.1',
});

/**
 * The visitor chose Saint Petersburg (the menu island starts at once, not on the first tap), and
 * its menu call (`/api/menu/city/2`) answers `status` with `body` the first time it is asked.
 */
async function failPetersburgMenu(
  page: Page,
  baseURL: string | undefined,
  status: number,
  body: unknown,
) {
  await page
    .context()
    .addCookies([
      consent(baseURL),
      { ...consent(baseURL), name: 'city', value: 'saint-petersburg' },
    ]);
  await page.route(
    /\/api\/menu\/city\/2(?:\?.*)?$/,
    (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
    { times: 1 },
  );
}

/** The city-by-IP call answers `status` with a JSON error. */
const failCityLookup = (page: Page, status: number) =>
  page.route('**/api/city/get', (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'x', message: 'Ошибка для теста' } }),
    }),
  );

test(
  'a 5xx of the start-up flow leads to /maintenance_mode',
  { tag: '@desktop-only' },
  async ({ page, baseURL }) => {
    await page.context().addCookies([consent(baseURL)]);
    await failCityLookup(page, 503);
    await page.goto('/company');
    await expect(page).toHaveURL(/\/maintenance_mode$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);

test(
  'a fatal answer shows the error page in place, with «В меню» for a 404',
  { tag: '@desktop-only' },
  async ({ page, baseURL }) => {
    await page.context().addCookies([consent(baseURL)]);
    await failCityLookup(page, 404);
    await page.goto('/company');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeVisible();
    await expect(page.getByText('Ошибка 404')).toBeVisible();
    // The 404 page's own block (issue 47): its illustration and description too.
    await expect(page.getByRole('main').locator('svg.not-found-art')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Похоже, ссылка устарела');
    await expect(page.getByRole('link', { name: 'В меню' })).toHaveAttribute('href', '/menu');
    await expect(page).toHaveTitle('404 ошибка - страница не найдена - «Вкусно – и точка»');
    await expect(page).toHaveURL(/\/company$/);
  },
);

test(
  'a crawler gets no error page and no redirect',
  { tag: '@desktop-only' },
  async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL: baseURL ?? '',
      userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    });
    await context.addCookies([consent(baseURL)]);
    const page = await context.newPage();
    await failCityLookup(page, 503);
    const asked = page.waitForResponse('**/api/city/get');
    await page.goto('/company');
    await asked;
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/не найдена|пошло не так/);
    await context.close();
  },
);

test(
  'an island load failing without a message says «Неизвестная ошибка», its status in the title',
  { tag: '@desktop-only' },
  async ({ page, baseURL }) => {
    await failPetersburgMenu(page, baseURL, 418, {});
    await page.goto('/menu/burgers');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Что-то пошло не так' }),
    ).toBeVisible();
    await expect(page.getByText('Ошибка 418')).toBeVisible();
    await expect(page.getByText('Неизвестная ошибка', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').locator('svg.error-art')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Обновить' })).toBeVisible();
    await expect(page).toHaveTitle('418 ошибка - «Вкусно – и точка»');
  },
);

test(
  'an API answer of 301 sends the page to the redirect in its data, keeping the query',
  { tag: '@desktop-only' },
  async ({ page, baseURL }) => {
    await failPetersburgMenu(page, baseURL, 301, { redirect: '/menu/delivery' });
    await page.goto('/menu/burgers?keep=1');
    await expect(page).toHaveURL(/\/menu\/delivery\?keep=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Меню доставки');
  },
);
