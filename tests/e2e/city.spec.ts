import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../../src/lib/catalog/schema.ts';
import { formatPriceFrom } from '../../src/lib/format.ts';
import { failModule, reloadedForChunkAlready } from './utils';

/** A product of the committed catalog, by slug (its file's name). */
const catalogProduct = (slug: string): Product =>
  JSON.parse(readFileSync(`src/content/catalog/products/${slug}.json`, 'utf8')) as Product;

const cityButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /Ваш город/ });

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

test.describe('start-up city prompt', () => {
  // The question takes its turn after the cookie consent (tests/e2e/notices.spec.ts).
  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().addCookies([
      {
        name: 'cookies-and-personal-data-agreement',
        value: '1',
        url: baseURL ?? 'http://127.0.0.1',
      },
    ]);
  });

  test('asks «Ваш город — …?» and «Да» confirms the city', async ({ page }) => {
    await page.goto('/');
    const prompt = page.getByRole('region', { name: 'Выбор города' });
    await expect(prompt).toContainText('Ваш город\u00a0— Москва?');
    await prompt.getByRole('button', { name: 'Да' }).click();
    await expect(prompt).toBeHidden();
    await expect.poll(() => cookie(page, 'confirmed-city')).toBe('moscow');
    await expect.poll(() => cookie(page, 'city')).toBe('moscow');
    await page.reload();
    await expect(cityButton(page)).toContainText('Москва');
    await expect(page.getByRole('region', { name: 'Выбор города' })).toBeHidden();
  });

  test('«Выбрать другой» opens the city picker', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Выбор города' })
      .getByRole('button', { name: 'Выбрать другой' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Выбери город' })).toBeVisible();
  });

  test('when the picker cannot load, «Выбрать другой» and the city button lead to the restaurants', async ({
    page,
  }) => {
    // The picker's island (src/islands/city/mount.tsx) never arrives.
    await failModule(page, 'mount');
    await page.goto('/');
    await reloadedForChunkAlready(page);
    await page
      .getByRole('region', { name: 'Выбор города' })
      .getByRole('button', { name: 'Выбрать другой' })
      .click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await page.goto('/company');
    await reloadedForChunkAlready(page);
    await cityButton(page).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Рестораны');
  });
});

test.describe('city picker', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page
      .context()
      .addCookies([
        { name: 'confirmed-city', value: 'moscow', url: baseURL ?? 'http://127.0.0.1' },
      ]);
  });

  test('filters as you type (wrong layout too) and a choice refreshes the restaurants in place', async ({
    page,
  }) => {
    // Beside the list the map loads at once, rendered by software WebGL here (slow under load).
    test.setTimeout(90_000);
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Рестораны в Москве');
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await cityButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Выбери город' });
    // The island's dialog (the frame before it lists the cities too: first-tap.spec.ts).
    await expect(dialog.getByLabel('Найти город')).toBeVisible();
    const listStyle = await dialog
      .getByRole('list', { name: 'Города' })
      .evaluate((list) => getComputedStyle(list).display);
    expect(listStyle).toBe('grid');
    await dialog.getByLabel('Найти город').fill('rfpf');
    const cities = dialog.getByRole('list', { name: 'Города' }).getByRole('button');
    await expect(cities).toHaveCount(1);
    await expect(cities).toHaveText('Казань');
    await dialog.getByLabel('Найти город').fill('Нижн');
    await expect(cities).toHaveText(['Нижний Новгород']);
    await dialog.getByLabel('Найти город').fill('кaзань-нет');
    await expect(dialog.getByText('Такого города нет в списке')).toBeVisible();
    await dialog.getByLabel('Найти город').fill('каз');
    await cities.filter({ hasText: 'Казань' }).click();
    await expect(dialog).toBeHidden();
    await expect(cityButton(page)).toContainText('Казань');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Рестораны в Казани');
    const list = page.getByRole('list', { name: 'Рестораны в Казани' });
    await expect(list.getByRole('heading').first()).toHaveText('Комсомольский пр-т, 89');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
    await expect.poll(() => cookie(page, 'city')).toBe('kazan');
    await expect.poll(() => cookie(page, 'confirmed-city')).toBe('kazan');
    await page.goto('/');
    await expect(cityButton(page)).toContainText('Казань');
  });

  test('«Определить автоматически» finds the city from a granted position', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 56.8389, longitude: 60.6057 });
    await page.goto('/');
    await cityButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Выбери город' });
    await dialog.getByRole('button', { name: 'Определить автоматически' }).click();
    await expect(dialog).toBeHidden();
    await expect(cityButton(page)).toContainText('Екатеринбург');
    await expect.poll(() => cookie(page, 'city')).toBe('yekaterinburg');
  });

  test('denied geolocation is said in Russian and the manual choice stays', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto('/');
    await cityButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Выбери город' });
    await dialog.getByRole('button', { name: 'Определить автоматически' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Нет доступа к геопозиции');
    await expect(dialog.getByRole('alert')).toContainText('Выбери город из списка.');
    await dialog.getByRole('button', { name: 'Самара' }).click();
    await expect(cityButton(page)).toContainText('Самара');
  });
});

test.describe('city by IP', () => {
  // The test server trusts X-Forwarded-For (TRUST_PROXY=1, as behind a proxy): 5.128.0.10 is a
  // Novosibirsk address of the IP database the site ships.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '5.128.0.10' } });

  test('a first visit from Novosibirsk is asked about Novosibirsk and gets its prices after «Да»', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([
      {
        name: 'cookies-and-personal-data-agreement',
        value: '1',
        url: baseURL ?? 'http://127.0.0.1',
      },
    ]);
    await page.goto('/menu/burgers');
    const prompt = page.getByRole('region', { name: 'Выбор города' });
    await expect(prompt).toContainText('Ваш город\u00a0— Новосибирск?');
    await prompt.getByRole('button', { name: 'Да', exact: true }).click();
    await expect(cityButton(page)).toContainText('Новосибирск');
    const hamburger = catalogProduct('hamburger');
    const card = page.locator('.product-card').filter({ hasText: 'Гамбургер' }).first();
    await expect(card.locator('.product-card__price')).toHaveText(
      formatPriceFrom(hamburger.offers.map((o) => o.prices.restaurant.regions)),
    );
    expect(hamburger.offers[0]?.prices.restaurant.regions).not.toBe(
      hamburger.offers[0]?.prices.restaurant.msk,
    );
  });
});
