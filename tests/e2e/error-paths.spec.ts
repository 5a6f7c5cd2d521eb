/**
 * The error paths (issue 47): ordinary navigation raises no uncaught error (a view transition
 * Chromium cannot run rejects its promises: src/lib/view-transitions.ts settles them), and an
 * island that throws while rendering shows the error block in its own place, is reported, and
 * leaves the rest of the page working (src/islands/ui/IslandBoundary.tsx). The in-place error page
 * is checked in page-errors.spec.ts.
 */
import { expect, test } from '@playwright/test';

/** Full page loads a visitor makes by following links (a script's navigation, as a link's is). */
const WALK = [
  '/menu/burgers',
  '/menu/desserts',
  '/company',
  '/menu/sauces',
  '/restaurants',
  '/menu',
];

test.describe('between pages', () => {
  // A visitor's pages come through the site's service worker, and only then does Chromium abort
  // some transitions (Playwright blocks workers by default; tests/e2e/offline.spec.ts allows them).
  test.use({ serviceWorkers: 'allow' });

  test('five full-page navigations, three times over, raise no uncaught error', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
    // The abort was intermittent (two runs in three): the walk is made three times.
    for (let round = 0; round < 3; round += 1) {
      await page.goto(WALK[0] ?? '/');
      for (const path of WALK.slice(1)) {
        await page.evaluate((to) => location.assign(to), path);
        await page.waitForURL((url) => url.pathname === path);
      }
    }
    expect(uncaught).toEqual([]);
  });
});

test('an island that throws shows the error block in its place; the page around it works', async ({
  page,
}) => {
  const reported: string[] = [];
  page.on('pageerror', (error) => reported.push(error.message));
  // A hamburger in the tray, then the tray's data as a build of another shape might have left
  // it in a cache: each product's sizes an object instead of a list, which the tray page's view
  // cannot draw.
  await page.goto('/menu/burgers/hamburger');
  await page.getByRole('list', { name: 'Цена' }).getByRole('button', { name: 'В поднос' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Мой поднос/ }),
  ).toHaveAccessibleName('Мой поднос (товаров: 1)');
  await page.route('**/menu/tray.json', async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as { products: { offers: unknown[] }[] };
    const products = data.products.map((product) => ({
      ...product,
      offers: { ...product.offers },
    }));
    await route.fulfill({ response, json: { ...data, products } });
  });
  await page.goto('/menu/tray');
  const block = page.getByRole('main').getByRole('alert');
  await expect(block).toContainText('Что-то пошло не\u00a0так');
  await expect(block.getByRole('button', { name: 'Обновить' })).toBeVisible();
  // Reported as an uncaught error is (the window's error event the error reporting takes), once.
  await expect
    .poll(() => reported.filter((m) => /is not iterable|is not a function/.test(m)))
    .toHaveLength(1);
  // The page's title and the header still work: search opens from it.
  await expect(page.getByRole('heading', { level: 1, name: 'Мой поднос' })).toBeVisible();
  await page.getByRole('button', { name: 'Поиск по меню и ресторанам' }).click();
  await expect(page.getByRole('dialog', { name: /Поиск/ })).toBeVisible();
  // «Обновить» loads the page again.
  await page.unroute('**/menu/tray.json');
  await page.keyboard.press('Escape');
  await Promise.all([
    page.waitForEvent('load'),
    block.getByRole('button', { name: 'Обновить' }).click(),
  ]);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});
