/**
 * What the content says agrees with its data (issue 36, «Content truths»): a product's composition
 * counts what its text counts, «онлайн» only for an event marked online, a picture of its own for
 * each home category tile, and one clear control beside the search field.
 */
import { expect, test } from '@playwright/test';
import { fakeMenuApi } from './menu-api';
import { hydrateMenu } from './menu-ready';

test.describe('a product’s composition', () => {
  test(
    '«Биг Хит»’s page counts its two patties, as its text does',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/menu/burgers/big-hit');
      await expect(page.getByText(/две говяжьи котлеты/)).toBeVisible();
      await expect(page.locator('.composition')).toContainText('котлета из говядины\u00a0×2');
    },
  );

  test('the nutrition dialog counts them too', { tag: '@desktop-only' }, async ({ page }) => {
    await fakeMenuApi(page);
    await page.goto('/menu/burgers');
    await hydrateMenu(page);
    await page
      .locator('.product-card')
      .filter({ has: page.getByText('Биг Хит', { exact: true }) })
      .getByRole('link')
      .click();
    const dialog = page.getByRole('dialog', { name: 'Биг Хит' });
    await dialog.getByRole('button', { name: 'Пищевая ценность и аллергены' }).click();
    const facts = page.getByRole('dialog', { name: /пищевая ценность/ });
    await expect(facts).toContainText('котлета из говядины\u00a0×2');
  });
});

test.describe('events', () => {
  test(
    'an event says «онлайн» when marked online, and a venue’s address otherwise',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/events/franchise-webinar');
      const where = page.locator('.event-facts div').filter({ hasText: 'Где' }).locator('dd');
      await expect(where).toHaveText('Онлайн');
      await page.goto('/events/kids-kitchen-kazan');
      await expect(where).toHaveText(/^Ресторан\s.+,\sКазань,\sул\.\sКремлёвская,\s21$/);
      await expect(where).not.toContainText('онлайн');

      await page.goto('/events');
      const metas = await page.locator('li.tile').evaluateAll((cards) =>
        cards.map((card) => ({
          // Typeset titles carry no-break spaces (src/lib/typography.ts): compared as words.
          title: card.querySelector('.tile__title')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
          meta: card.querySelector('.tile__meta')?.textContent?.trim() ?? '',
        })),
      );
      expect(metas.length).toBeGreaterThan(1);
      const online = metas.filter(({ meta }) => /онлайн/.test(meta)).map(({ title }) => title);
      expect(online).toEqual(['Онлайн-встреча для будущих франчайзи']);
    },
  );
});

test('each home category tile has a picture of its own', async ({ page }) => {
  await page.goto('/');
  const tiles = page
    .getByRole('list')
    .filter({ has: page.locator('a.category') })
    .first();
  const pictures = await tiles.locator('a.category').evaluateAll((links) =>
    links.map((a) => ({
      name: a.textContent?.trim() ?? '',
      svg: a.querySelector('svg')?.innerHTML ?? '',
    })),
  );
  expect(pictures.length).toBeGreaterThanOrEqual(12);
  const byPicture = new Map<string, string[]>();
  for (const { name, svg } of pictures) byPicture.set(svg, [...(byPicture.get(svg) ?? []), name]);
  expect([...byPicture.values()].filter((names) => names.length > 1)).toEqual([]);
});

test('the search field has one clear control: the dialog’s own «×»', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Поиск по меню и ресторанам' }).click();
  const box = page.getByRole('combobox', { name: 'Поиск по меню и ресторанам' });
  await box.fill('чизбургер');
  // The dialog settled with its results (the field's frame and then the island's may both have
  // shown on the way): what is compared is the field as it stays.
  await expect(page.getByRole('option').first()).toBeVisible();
  // Chromium draws its own clear button in a type=search field that holds text; getComputedStyle
  // cannot read that pseudo-element, so compare the field with it hidden on purpose.
  const drawn = await box.screenshot();
  await page.evaluate(() => {
    // A constructed sheet: the page's CSP refuses inline <style>.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.search__input::-webkit-search-cancel-button { display: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  expect(drawn.equals(await box.screenshot())).toBe(true);
  await page.getByRole('button', { name: 'Закрыть поиск' }).click();
  await expect(box).toHaveCount(0);
  await page.getByRole('button', { name: 'Поиск по меню и ресторанам' }).click();
  await expect(page.getByRole('combobox', { name: 'Поиск по меню и ресторанам' })).toHaveValue('');
});
