/** Waiting for the menu island in browser tests (it hydrates on the first interaction). */
import { expect, type Page } from '@playwright/test';

/**
 * The menu island hydrated (Astro drops its `ssr` mark as it starts React) and has its visitor's
 * menu (`aria-busy="false"`, which only the hydrated grid carries).
 */
async function menuHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[component-url*="MenuBrowser"]')).not.toHaveAttribute(
    'ssr',
  );
  await expect(page.locator('.menu-browser')).toHaveAttribute('aria-busy', 'false');
}

/**
 * Hydrate the menu island the way a visitor does (the pointer over it) and wait until it has
 * loaded the city's menu.
 */
export async function hydrateMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Цены для города|Ресторан/ }).hover();
  await menuHydrated(page);
}

/** Opens the menu's filter as a visitor taps it and leaves out products with milk. */
export async function filterOutMilk(page: Page): Promise<void> {
  const filter = page.getByText('Аллергены и диета');
  // In view above the notices fixed at the bottom of a phone screen, as a visitor would tap it.
  await filter.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await filter.click();
  await page
    .getByRole('group', { name: 'Исключить, если содержит' })
    .getByText('Без молока')
    .click();
}
