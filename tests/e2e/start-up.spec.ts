import { expect, test, type Page } from '@playwright/test';
import { pageOfEachKind, tapOrClick } from './utils';

// A page's first Intl formatter loads ICU's data for it: 17–27 ms of main thread in Chromium here,
// ~200 ms of a low-tier phone's (src/lib/numbers.ts). Numbers, prices and plurals are written
// without it, so no page kind pays that before the visitor acts, nor on the first tap on a product.

/** Counts every Intl formatter the page makes, from the first script on. */
async function countIntl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['NumberFormat', 'PluralRules', 'DateTimeFormat', 'Collator']) {
      intl[name] = new Proxy(intl[name] as new (...args: unknown[]) => object, {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target, args);
        },
      });
    }
    // Number#toLocaleString and String#localeCompare make one inside.
    for (const [prototype, method] of [
      [Number.prototype, 'toLocaleString'],
      [String.prototype, 'localeCompare'],
    ] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, method);
      const original: unknown = descriptor?.value;
      if (typeof original !== 'function') continue;
      const counted = new Proxy(original, {
        apply(target, self, args) {
          made.push(method);
          const result: unknown = Reflect.apply(target, self, args);
          return result;
        },
      });
      Object.defineProperty(prototype, method, { ...descriptor, value: counted });
    }
  });
}

const intlMade = (page: Page) =>
  page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);

for (const path of pageOfEachKind()) {
  test(`${path} makes no Intl formatter while it loads`, async ({ page }) => {
    await countIntl(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Idle-time work (notices, prefetch, the service worker) has had its turn.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
    expect(await intlMade(page)).toEqual([]);
  });
}

test('the first tap on a product shows its prices without an Intl formatter', async ({
  page,
}, info) => {
  await countIntl(page);
  await page.goto('/menu/burgers', { waitUntil: 'networkidle' });
  await tapOrClick(page.locator('.product-card__link', { hasText: 'Чизбургер' }).first(), info);
  const dialog = page.getByRole('dialog', { name: 'Чизбургер' });
  await expect(dialog).toContainText(/\d\u00a0₽/);
  expect(await intlMade(page)).toEqual([]);
});

test('the city picker opens in alphabetical order without an Intl collator', async ({ page }) => {
  await countIntl(page);
  await page.goto('/company', { waitUntil: 'networkidle' });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Ваш город/ })
    .click();
  const cities = page
    .getByRole('dialog', { name: 'Выбери город' })
    .getByRole('list', { name: 'Города' })
    .getByRole('button');
  await expect(cities.first()).toBeVisible();
  const names = await cities.allTextContents();
  expect(names.length).toBeGreaterThan(40);
  expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, 'ru')));
  expect(await intlMade(page)).toEqual([]);
});
