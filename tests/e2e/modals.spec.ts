import { expect, test, type Page } from '@playwright/test';
import { failModule, reloadedForChunkAlready } from './utils';

/** Opens a modal with a control, checks its role and name, and closes it again. */
async function openAndClose(page: Page, control: string | RegExp, name: string | RegExp) {
  await page.getByRole('button', { name: control }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Scripts the page requests, as they come. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  return scripts;
}

/** React's shared chunk (the `react` group of astro.config.mjs). */
const isReact = (url: string): boolean => /\/_astro\/react\.[\w-]+\.js$/.test(url);

test.describe('content modals', () => {
  test('offers: «offer steps» and «promo banner info»', async ({ page }) => {
    await page.goto('/offers');
    await openAndClose(page, 'Как получить', /^Как получить: /);
    await page
      .getByRole('button', { name: /Условия акции/ })
      .first()
      .click();
    const info = page.getByRole('dialog');
    await expect(info).toBeVisible();
    await expect(info).toContainText('Сроки');
    await page.keyboard.press('Escape');
    await expect(info).toHaveCount(0);
  });

  test('an event with a place: «map event»', async ({ page }) => {
    await page.goto('/events/kids-kitchen-kazan');
    await page.getByRole('button', { name: 'Показать на карте' }).click();
    const dialog = page.getByRole('dialog', { name: /на Кремлёвской/ });
    await expect(dialog.getByRole('img', { name: /Карта/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('stickermania: «detailed sticker»', async ({ page }) => {
    await page.goto('/stickermania');
    await openAndClose(page, /Весёлый бургер/, 'Весёлый бургер');
  });

  test('icecream: «ice-cream product»', async ({ page }) => {
    await page.goto('/icecream');
    await openAndClose(page, /о вкусе «Пломбир»/, 'Пломбир');
  });

  test('calendar: «calendar schedule card»', async ({ page }) => {
    await page.goto('/vkusniy-calendar');
    await openAndClose(page, /Старт календаря/, /Старт календаря/);
  });

  test(
    'after the campaign, combo pages open «combo end» once, without React',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const scripts = scriptsOf(page);
      await page.clock.install({ time: new Date('2026-01-15T12:00:00+03:00') });
      await page.goto('/kidscombo');
      const dialog = page.getByRole('dialog', { name: 'Эта акция завершилась' });
      await expect(dialog).toBeVisible();
      expect(scripts.filter(isReact)).toEqual([]);
      await dialog.getByRole('button', { name: 'Закрыть' }).click();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(dialog).toHaveCount(0);
    },
  );

  test(
    'before the campaign ends there is no «combo end»',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.clock.install({ time: new Date('2025-11-01T12:00:00+03:00') });
      await page.goto('/starcombo');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  );

  test('a dialog whose code failed to load opens on the next tap @desktop-only', async ({
    page,
  }) => {
    // The phone layout, where the page's sections are a dialog (one project is enough).
    await page.setViewportSize({ width: 360, height: 640 });
    let failing = true;
    await failModule(page, 'content-dialog', () => failing);
    await page.goto('/company');
    await reloadedForChunkAlready(page);
    const open = page.getByRole('button', { name: 'Разделы страницы' });
    const failed = page.waitForEvent('requestfailed');
    await open.click();
    await failed;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    failing = false;
    await open.click();
    await expect(page.getByRole('dialog', { name: 'Разделы страницы' })).toBeVisible();
  });

  test('long pages: «section navigation» on phones, a side list on desktop', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/company');
    if (isMobile) {
      await page.getByRole('button', { name: 'Разделы страницы' }).click();
      const dialog = page.getByRole('dialog', { name: 'Разделы страницы' });
      await dialog.getByRole('link', { name: 'Наши люди' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Наши люди' })).toBeInViewport();
    } else {
      const side = page.getByRole('navigation', { name: 'Разделы страницы' });
      await expect(side).toBeVisible();
      await side.getByRole('link', { name: 'Наши люди' }).click();
      await expect(page.getByRole('heading', { name: 'Наши люди' })).toBeInViewport();
    }
  });

  test(
    'content modals load their small host on first use, and never React',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const scripts = scriptsOf(page);
      await page.goto('/offers');
      await page.waitForLoadState('networkidle');
      const before = scripts.length;
      await page.getByRole('button', { name: 'Как получить' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(scripts.length).toBeGreaterThan(before);
      expect(scripts.filter(isReact)).toEqual([]);
    },
  );

  test('the back button closes a content modal and stays on the page; focus returns', async ({
    page,
  }) => {
    await page.goto('/offers');
    const control = page.getByRole('button', { name: 'Как получить' }).first();
    await control.click();
    const dialog = page.getByRole('dialog', { name: /^Как получить: / });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/offers$/);
    await expect(control).toBeFocused();
    await control.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(control).toBeFocused();
    // Its history entry went with it: one step back leaves /offers for where the test came from.
    await expect
      .poll(() => page.evaluate(() => (history.state as { modal?: string } | null)?.modal))
      .toBeUndefined();
  });
});

test('an open dialog covers the notices: none of them can be seen through or reached', async ({
  page,
}) => {
  await page.goto('/company');
  const consent = page.locator('[data-consent]');
  await expect(consent).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Ваш город/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Выбери город' });
  // The island's dialog, not the frame shown while it loads (src/islands/city/open-picker.ts): the
  // frame holds one control, and a Tab past it leaves the page for the browser's own controls.
  await expect(dialog.getByRole('button', { name: 'Казань' })).toBeVisible();
  for (const notice of ['[data-consent]', '[data-alert-block]']) {
    const covered = await page.evaluate((selector) => {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element || element.hidden) return true;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return true;
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top?.closest('dialog[open]') !== null;
    }, notice);
    expect(covered, `${notice} is under the dialog's backdrop`).toBe(true);
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(
    true,
  );
});
