/**
 * Closures and special days as a visitor sees them on the day they read the page: the page is
 * static, so each check pins the browser's clock (Moscow time) and reads what the script made of it.
 * Студенческий пр-т, 29 (id 2) is closed for repairs from 1 to 5 December 2026; пер. Труда, 96
 * (id 3) opens 10:00–03:00 on New Year's Eve and is closed on 1 January.
 */
import { expect, test, type Page } from '@playwright/test';
import { layoutShifts } from './utils';

const REPAIRED = '/restaurants/moscow/2';
const NEW_YEAR = '/restaurants/moscow/3';

/** Open `path` with the page's clock fixed at `local`, a Moscow date and time. */
async function openAt(page: Page, path: string, local: string): Promise<void> {
  await page.clock.setFixedTime(new Date(`${local}+03:00`));
  await page.goto(path);
}

/** The hours table's rows after its header: the coming seven days, today first. */
const days = (page: Page) => page.getByRole('table', { name: 'Часы работы' }).getByRole('row');

/** The `n`th coming day (1 = today) reads `weekday`, `name` (date or label) and `cells`. */
async function expectDay(
  page: Page,
  n: number,
  [weekday, name, ...cells]: readonly string[],
): Promise<void> {
  const row = days(page).nth(n);
  await expect(row.getByRole('rowheader').locator('abbr')).toHaveText(weekday ?? '');
  await expect(row.getByRole('rowheader').locator('[data-day-name]')).toHaveText(name ?? '');
  await expect(row.getByRole('cell')).toHaveText(cells);
}

test('a coming closure is announced with its dates, and the day it begins reads «Закрыто»', async ({
  page,
}) => {
  // Wednesday 25 November 2026, noon.
  await openAt(page, REPAIRED, '2026-11-25T12:00:00');
  await expect(page.getByText('Открыто до\u00a022:00', { exact: true })).toBeVisible();
  const note = page.getByRole('note');
  await expect(note).toContainText('С\u00a01 по\u00a05\u00a0декабря ресторан будет закрыт');
  await expect(note).toContainText('Ремонт');
  await expectDay(page, 1, ['Ср', '25\u00a0ноября', '07:00–22:00', '10:00–01:00']);
  await expect(days(page).nth(1)).toHaveAttribute('data-today', '');
  await expectDay(page, 7, ['Вт', '1\u00a0декабря', 'Закрыто', 'Закрыто']);
  await expect(
    page.getByText('Часы проверены 12\u00a0ноября 2026', { exact: false }),
  ).toBeVisible();
});

test('while the closure is in effect the page says until when, and the days it covers are closed', async ({
  page,
}) => {
  await openAt(page, REPAIRED, '2026-12-03T12:00:00');
  await expect(page.getByText('Закрыт по\u00a05\u00a0декабря', { exact: true })).toBeVisible();
  await expect(page.getByRole('note')).toContainText(
    'Ресторан закрыт по\u00a05\u00a0декабря включительно, откроется 6\u00a0декабря',
  );
  await expectDay(page, 1, ['Чт', '3\u00a0декабря', 'Закрыто', 'Закрыто']);
  await expectDay(page, 3, ['Сб', '5\u00a0декабря', 'Закрыто', 'Закрыто']);
  await expectDay(page, 4, ['Вс', '6\u00a0декабря', '07:00–22:00', '10:00–01:00']);
});

test('once the closure is over the page shows nothing of it', async ({ page }) => {
  await openAt(page, REPAIRED, '2026-12-06T12:00:00');
  await expect(page.getByText('Открыто до\u00a022:00', { exact: true })).toBeVisible();
  await expectDay(page, 1, ['Вс', '6\u00a0декабря', '07:00–22:00', '10:00–01:00']);
  await expect(page.getByRole('note')).toBeHidden();
  await expect(page.getByRole('table', { name: 'Часы работы' })).not.toContainText('Закрыто');
});

test('a special day is named with its own hours, open past midnight into the next date, with nothing moving', async ({
  page,
}) => {
  // 23:30 on New Year's Eve: the usual hours would close at 01:00, the special day's at 03:00.
  await openAt(page, NEW_YEAR, '2026-12-31T23:30:00');
  await expect(page.getByText('Открыто до\u00a003:00', { exact: true })).toBeVisible();
  await expectDay(page, 1, ['Чт', 'Новогодняя ночь', '10:00–03:00', '10:00–20:00']);
  await expectDay(page, 2, ['Пт', '1\u00a0января', 'Закрыто', 'Закрыто']);
  expect(await layoutShifts(page)).toBe(0);
  await expect(page.getByRole('note')).toHaveCount(0);

  // 01:00 on 1 January: the night of the 31st still runs; today is the closed 1 January.
  await openAt(page, NEW_YEAR, '2027-01-01T01:00:00');
  await expect(page.getByText('Открыто до\u00a003:00', { exact: true })).toBeVisible();
  await expectDay(page, 1, ['Пт', '1\u00a0января', 'Закрыто', 'Закрыто']);
});

test(
  'the locator’s «Открыто сейчас» leaves out a restaurant closed for repairs, which the full list marks',
  { tag: '@desktop-only' },
  async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page
      .context()
      .addCookies([
        { name: 'confirmed-city', value: 'moscow', url: baseURL ?? 'http://127.0.0.1' },
      ]);
    await page.clock.setFixedTime(new Date('2026-12-03T12:00:00+03:00'));
    await page.goto('/restaurants');
    const list = page.getByRole('list', { name: 'Рестораны в Москве' });
    const repaired = list.getByRole('listitem').filter({ hasText: 'Студенческий пр-т, 29' });
    await expect(repaired).toContainText('Закрыт по\u00a05\u00a0декабря', { timeout: 20_000 });

    await page.goto('/restaurants?open=1');
    // The island read the filter from the address and applied it.
    await expect(page.getByRole('button', { name: /^Фильтры 1/ })).toBeVisible({ timeout: 20_000 });
    await expect(list.getByRole('link', { name: 'пр-т Королёва, 36' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Студенческий пр-т, 29' })).toHaveCount(0);
  },
);
