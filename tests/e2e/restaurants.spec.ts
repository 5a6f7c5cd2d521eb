import { expect, test, type Page } from '@playwright/test';
import { expectShadeFollowsScroll } from './scroll-shade';
import { layoutShifts } from './utils';

// Пр-т Чапаева, 66, стр. 1 (id 58) in Moscow: the visitor stands right at its door.
const NEAR = { latitude: 55.728841, longitude: 37.614808 };

/** Dismiss the start-up city prompt by confirming the city in a cookie before the page loads. */
async function confirmCity(page: Page, baseURL: string | undefined): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'confirmed-city', value: 'moscow', url: baseURL ?? 'http://127.0.0.1' }]);
}

/** Open /restaurants with the map shown (phones switch to the map view). */
async function openMap(page: Page, isMobile: boolean, path = '/restaurants'): Promise<void> {
  await page.goto(path);
  if (isMobile) await page.getByRole('button', { name: 'Карта', exact: true }).click();
  await expect(page.getByRole('button', { name: /рядом, приблизить/ }).first()).toBeVisible({
    timeout: 20_000,
  });
}

test.describe('restaurants without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list of the default city and every other city is reachable', async ({ page }) => {
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { level: 1, name: 'Рестораны в Москве' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Рестораны в Москве' });
    await expect(list.getByRole('listitem')).toHaveCount(220);
    await expect(list.getByRole('link', { name: 'пр-т Королёва, 36' })).toHaveAttribute(
      'href',
      '/restaurants/moscow/1',
    );
    await page.getByRole('link', { name: /^Казань/ }).click();
    await expect(page).toHaveURL(/\/restaurants\/kazan$/);
    await expect(
      page.getByRole('list', { name: 'Рестораны в Казани' }).getByRole('listitem'),
    ).toHaveCount(30);
    await page.getByRole('link', { name: 'Комсомольский пр-т, 89' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Комсомольский пр-т, 89' }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Пн');
  });
});

test.describe('locator hydration', () => {
  test.beforeEach(async ({ page, baseURL }) => confirmCity(page, baseURL));

  /** Track whether the Locator island's code was requested. */
  async function watchIsland(page: Page): Promise<() => boolean> {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/restaurants', { waitUntil: 'networkidle' });
    const island = page.locator('astro-island', {
      has: page.getByRole('heading', { level: 1, name: /^Рестораны/ }),
    });
    const component = await island.getAttribute('component-url');
    expect(component).toMatch(/^\/_astro\/.+\.js$/);
    return () => scripts.includes(component ?? '');
  }

  test('beside the map the locator loads at once; on phones with the first tap, which still opens the map', async ({
    page,
    isMobile,
  }) => {
    const loaded = await watchIsland(page);
    if (isMobile) {
      expect(loaded()).toBe(false);
      await page.getByRole('button', { name: 'Карта', exact: true }).click();
    }
    await expect(page.getByRole('button', { name: /рядом, приблизить/ }).first()).toBeVisible({
      timeout: 20_000,
    });
    expect(loaded()).toBe(true);
  });

  test('a visitor who chose another city sees it at once', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'city', value: 'kazan', url: baseURL ?? '' }]);
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { level: 1, name: 'Рестораны в Казани' })).toBeVisible();
    // The count under the heading (live region) follows the loaded city.
    await expect(page.locator('.locator__count')).toHaveText('30 ресторанов');
  });
});

test('a restaurant page says whether it is open now, in one line that keeps its place', async ({
  page,
}) => {
  // Wednesday 12:00 in Moscow; пр-т Королёва, 36 works 08:00–22:00 from Monday to Thursday.
  await page.clock.setFixedTime(new Date('2026-11-18T12:00:00+03:00'));
  await page.goto('/restaurants/moscow/1');
  const state = page.getByText('Открыто до 22:00', { exact: true });
  await expect(state).toBeVisible();
  const shifts = await layoutShifts(page);
  expect(shifts).toBe(0);
});

test(
  'a restaurant whose hours have three services fits a 360 px phone: the table scrolls in its frame, shaded on the side still to come',
  { tag: '@mobile-only' },
  async ({ page }) => {
    // The grid's column took the table's own width (433 px) and widened the page with it.
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/restaurants/moscow/7');
    const hours = page.getByRole('region', { name: 'Часы работы' });
    await expect(hours.getByRole('columnheader')).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    // The third service's column starts past the frame's edge: a shade there says it scrolls.
    await expectShadeFollowsScroll(hours);
  },
);

test.describe('restaurant locator', () => {
  // WebGL runs in software (SwiftShader) here: the map needs more than the default 30 s budget.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page, baseURL }) => confirmCity(page, baseURL));

  test('the map draws clusters; a cluster zooms in, a pin opens its balloon', async ({
    page,
    isMobile,
  }) => {
    await openMap(page, isMobile);
    const map = page.getByTestId('map');
    await expect(map).toHaveAttribute('data-zoom', /\d/);
    const before = Number(await map.getAttribute('data-zoom'));
    await page
      .getByRole('button', { name: /рядом, приблизить/ })
      .first()
      .click();
    await expect
      .poll(async () => Number(await map.getAttribute('data-zoom')), { timeout: 10_000 })
      .toBeGreaterThan(before);
    const pin = page.getByRole('button', {
      pressed: false,
      name: /Открыто|Откроется|Закроется|Круглосуточно|Временно/,
    });
    const balloon = isMobile
      ? page.getByRole('dialog')
      : page
          .getByRole('region')
          .filter({ has: page.getByRole('link', { name: 'Меню этого ресторана' }) });
    // Software WebGL under a full test run can still be settling the zoom when the pin is tapped
    // (its marker is drawn again at the new zoom): the tap is repeated until a balloon opens.
    await expect(async () => {
      await pin.first().click();
      await expect(balloon.getByText('Маршрут')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(balloon.getByRole('link', { name: /Яндекс Карты/ })).toHaveAttribute(
      'href',
      /yandex\.ru\/maps/,
    );
    await expect(balloon.getByRole('link', { name: /2ГИС/ })).toHaveAttribute('href', /2gis\.ru/);
    await expect(balloon.getByRole('link', { name: /Google Карты/ })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );
    await expect(balloon.getByText('Зал')).toBeVisible();
    await balloon.getByRole('link', { name: 'Меню этого ресторана' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'selected-restaurant-for-menu-id')?.value).toMatch(
      /^[0-9a-f]{8}$/,
    );
  });

  test('filters combine features with AND, show counts and live in the URL', async ({ page }) => {
    await page.goto('/restaurants');
    await page.getByRole('button', { name: 'Фильтры' }).click();
    const dialog = page.getByRole('dialog', { name: 'Фильтры' });
    await expect(dialog.getByRole('button', { name: 'Авто 51' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Авто 51' }).click();
    await expect(dialog.getByRole('button', { name: 'Авто 51' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Круглосуточно 19' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Круглосуточно 19' }).click();
    await dialog.getByRole('button', { name: 'Показать 19 ресторанов' }).click();
    await expect(page.getByText('Найдено: 19 ресторанов')).toBeVisible();
    await expect(page).toHaveURL(/features=drive,24h/);
    await page.reload();
    await expect(page.getByText('Найдено: 19 ресторанов')).toBeVisible();
  });

  test('«Рядом со мной» lists the nearest restaurant first', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(NEAR);
    await page.goto('/restaurants');
    await page.getByRole('button', { name: 'Рядом со мной' }).click();
    const first = page
      .getByRole('list', { name: 'Рестораны в Москве' })
      .getByRole('listitem')
      .first();
    await expect(first.getByRole('heading')).toHaveText('пр-т Чапаева, 66, стр. 1');
    await expect(first).toContainText(/\d+\s(м|км)/);
  });

  test('«Рядом со мной» says why when geolocation is denied', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/restaurants');
    await page.getByRole('button', { name: 'Рядом со мной' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'геопозиции' })).toContainText(
      'Выбери ресторан в списке или на карте.',
    );
    await expect(
      page.getByRole('list', { name: 'Рестораны в Москве' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test('the map-load error block appears when the style cannot load', async ({
    page,
    isMobile,
  }) => {
    await page.route('**/restaurants/map-style.json', (route) => route.fulfill({ status: 503 }));
    await page.goto('/restaurants');
    if (isMobile) await page.getByRole('button', { name: 'Карта', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить карту' });
    await expect(alert.getByRole('heading', { name: 'Не удалось загрузить карту' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(alert).toContainText(
      'Попробуй обновить страницу или зайти позже\u00a0— мы уже решаем проблему',
    );
    await expect(alert.getByRole('button', { name: 'Обновить' })).toBeVisible();
  });

  test('the same block stands in for the map when the city’s restaurants cannot load', async ({
    page,
    isMobile,
  }) => {
    // Offline on a saved /restaurants whose city data was never fetched: no blank map panel.
    await page.route('**/restaurants/moscow.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/restaurants');
    if (isMobile) await page.getByRole('button', { name: 'Карта', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить карту' });
    await expect(alert.getByRole('button', { name: 'Обновить' })).toBeVisible();
  });

  test('the map works with the keyboard alone', async ({ page, isMobile }) => {
    await openMap(page, isMobile);
    const map = page.getByTestId('map');
    await expect(map).toHaveAttribute('data-zoom', /\d/);
    const before = Number(await map.getAttribute('data-zoom'));
    await page.getByRole('region', { name: 'Карта ресторанов' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(
      /рядом, приблизить|Открыто|Откроется|Закроется|Круглосуточно|Временно/,
    );
    // Walk to the first cluster and open it with Enter.
    for (let i = 0; i < 30; i++) {
      const name = (await page.locator(':focus').getAttribute('aria-label')) ?? '';
      if (name.includes('приблизить')) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => Number(await map.getAttribute('data-zoom')), { timeout: 10_000 })
      .toBeGreaterThan(before);
    // Focus stays on the map: on a marker near the centre.
    await expect(page.locator(':focus')).toHaveClass(/map-(cluster|pin)/);
    for (let i = 0; i < 40; i++) {
      const cls = (await page.locator(':focus').getAttribute('class')) ?? '';
      if (cls.includes('map-pin')) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Меню этого ресторана' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Меню этого ресторана' })).toBeHidden();
  });
});
