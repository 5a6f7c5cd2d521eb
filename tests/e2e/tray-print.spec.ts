import { expect, test } from '@playwright/test';

// «Распечатать» on /menu/tray (issue 45 item 7): the print media shows the tray alone, one column,
// black on white, and Chromium's print to PDF holds it on one A4 sheet. A first visit, so the
// consent banner is on screen (the city question sits in the header) and must stay off paper.

/** Offers in the link: a hamburger, two portions of nuggets and small fries. */
const THREE_ITEMS = '/menu/tray?items=50011-50211x2-50341';

test(
  'the tray prints alone, one column, black on white, on one sheet',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto(THREE_ITEMS);
    const main = page.getByRole('main');
    const items = main.getByRole('list', { name: 'Что в подносе' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    const consent = page.getByRole('region', { name: 'Cookies и персональные данные' });
    await expect(consent).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      consent,
      page.getByRole('banner'),
      main.getByRole('navigation', { name: 'Навигационная цепочка' }),
      main.getByRole('button', { name: 'Распечатать' }),
      main.getByRole('radiogroup', { name: 'Цены' }),
    ])
      await expect(chrome).toBeHidden();
    await expect(main.getByRole('heading', { name: 'Мой поднос', level: 1 })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Пищевая ценность подноса' })).toBeVisible();

    // One column: the items one under another at the same left edge.
    const boxes = await items.evaluateAll((list) => list.map((li) => li.getBoundingClientRect()));
    for (const [i, box] of boxes.entries()) {
      expect(box.left).toBe(boxes[0]?.left);
      if (i > 0) expect(box.top).toBeGreaterThanOrEqual((boxes[i - 1]?.bottom ?? 0) - 1);
    }

    // Black on white: text near black (no colour, no grey) on no tinted background.
    const tinted = await main.evaluate((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((el) => el.checkVisibility())
        .map((el) => ({ el: `${el.tagName}.${el.className}`, style: getComputedStyle(el) }))
        .filter(({ style }) => {
          const dark = (style.color.match(/\d+/g) ?? []).slice(0, 3).every((c) => Number(c) <= 48);
          const plain = ['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'].includes(style.backgroundColor);
          return !dark || !plain;
        })
        .map(({ el, style }) => `${el}: ${style.color} on ${style.backgroundColor}`),
    );
    expect(tinted).toEqual([]);

    // Chromium's print to PDF: one A4 page (the tray started on the second one, issue 45).
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
  },
);
