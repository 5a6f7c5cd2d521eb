/** Waiting for the menu island in browser tests (it hydrates on the first interaction). */
import { expect, type Page } from '@playwright/test';

/** The menu island hydrated: its filter controls, disabled in the static HTML, are enabled. */
async function menuHydrated(page: Page): Promise<void> {
  await expect(
    page.getByRole('checkbox', { name: 'Без глютена', includeHidden: true }),
  ).toBeEnabled();
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
