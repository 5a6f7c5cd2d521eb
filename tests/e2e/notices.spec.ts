/**
 * A phone visitor's first minute: the page's notices take turns (consent, then the city question,
 * then the alert), a dismissed one stays dismissed, and at no moment do they cover more than a fifth
 * of the screen (360×640 on phones, 1440×900 on desktop), so the heading stays in view.
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * The largest share of the viewport the visible notices cover (union of their boxes, 4 px grid),
 * sampled on every frame for `ms` milliseconds (0: once, now).
 */
function coveredShare(page: Page, ms = 0): Promise<number> {
  return page.evaluate(async (duration) => {
    const measure = (): number => {
      const cell = 4;
      const cols = Math.ceil(innerWidth / cell);
      const rows = Math.ceil(innerHeight / cell);
      const grid = new Uint8Array(cols * rows);
      for (const notice of document.querySelectorAll<HTMLElement>('[data-notice]')) {
        const style = getComputedStyle(notice);
        if (style.display === 'none' || style.visibility === 'hidden' || notice.closest('[hidden]'))
          continue;
        const box = notice.getBoundingClientRect();
        for (
          let y = Math.max(0, Math.floor(box.top / cell));
          y < Math.min(rows, Math.ceil(box.bottom / cell));
          y++
        )
          for (
            let x = Math.max(0, Math.floor(box.left / cell));
            x < Math.min(cols, Math.ceil(box.right / cell));
            x++
          )
            grid[y * cols + x] = 1;
      }
      return grid.reduce((sum, v) => sum + v, 0) / grid.length;
    };
    let worst = measure();
    const end = performance.now() + duration;
    while (performance.now() < end) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      worst = Math.max(worst, measure());
    }
    return worst;
  }, ms);
}

/** Notices shown now, by name. */
const shown = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-notice]')]
      .filter((n) => !n.closest('[hidden]') && getComputedStyle(n).display !== 'none')
      .map((n) => n.getAttribute('aria-label') ?? n.getAttribute('aria-labelledby') ?? n.className),
  );

const ALERT = {
  previewText: 'В праздничные дни часы работы некоторых ресторанов изменятся.',
  detailText: '<p>Подробности.</p>',
};

test.beforeEach(async ({ page }) => {
  await page.route('**/api/page/alerts-information-block', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(ALERT) }),
  );
});

for (const path of ['/', '/menu/burgers', '/menu/burgers/hamburger', '/restaurants']) {
  test(`notices never cover more than a fifth of the screen on ${path}, and the heading stays in view`, async ({
    page,
  }, info) => {
    const phone = info.project.name === 'mobile';
    await page.setViewportSize(phone ? { width: 360, height: 640 } : { width: 1440, height: 900 });
    await page.goto(path, { waitUntil: 'commit' });
    const worst = await coveredShare(page, 3000);
    expect(worst, `covered share of ${path}`).toBeGreaterThan(0);
    expect(worst, `covered share of ${path}`).toBeLessThanOrEqual(0.2);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
}

test(
  'one notice at a time, in order: consent, then the city question, then the alert',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/menu/burgers');
    const consent = page.getByRole('region', { name: 'Cookies и персональные данные' });
    const city = page.getByRole('region', { name: 'Выбор города' });
    const alert = page.getByRole('complementary', { name: 'Важное объявление' });
    await expect(consent).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shown(page)).toHaveLength(1);
    await consent.getByRole('button', { name: 'Принять' }).click();
    await expect(city).toBeVisible();
    await expect(alert).toBeHidden();
    expect(await shown(page)).toHaveLength(1);
    await city.getByRole('button', { name: 'Да', exact: true }).click();
    await expect(alert).toBeVisible();
    expect(await shown(page)).toHaveLength(1);
    expect(await coveredShare(page)).toBeLessThanOrEqual(0.2);
    await alert.getByRole('button', { name: 'Скрыть' }).click();
    await expect(alert).toBeHidden();

    // Dismissed stays dismissed: the next page shows none of them.
    await page.goto('/menu/chicken-and-fish');
    await page.waitForLoadState('networkidle');
    await expect(consent).toBeHidden();
    await expect(city).toBeHidden();
    await expect(alert).toBeHidden();
  },
);

test(
  'a city question put away is not asked again on this visit',
  { tag: '@desktop-only' },
  async ({ page, baseURL }) => {
    await page.context().addCookies([
      {
        name: 'cookies-and-personal-data-agreement',
        value: '1',
        url: baseURL ?? 'http://127.0.0.1',
      },
    ]);
    await page.goto('/');
    const city = page.getByRole('region', { name: 'Выбор города' });
    await expect(city).toBeVisible();
    await city.getByRole('button', { name: 'Закрыть' }).click();
    await expect(city).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Важное объявление' })).toBeVisible();
    await page.goto('/company');
    await page.waitForLoadState('networkidle');
    await expect(city).toBeHidden();
  },
);
