/**
 * The first tap on a product of a menu page whose island has not hydrated: the product's details
 * (./product-details.ts, no React) are asked for and drawn into the preview, then the product
 * dialog's own root (src/islands/menu/mount-product.tsx) takes its place; the island hydrates
 * after it, so its ~130 cards do not hold a slow phone's main thread before them (issue 44: 3.3 s
 * to the sizes at CPU ×10).
 */
import type { MenuStartProps } from '~/lib/menu/start-props';
import { COOKIE, readCookie } from '~/lib/cookies';
import { afterNextPaint } from '~/lib/start-up';
import { loadCurrentCity } from '~/stores/city';

/**
 * Shows the product `slug` in a dialog of its own (`href`, its page, should that fail); resolves
 * once its details are drawn, rejects if its code could not load: then the island shows it.
 */
export async function openFirstProduct(
  props: MenuStartProps,
  slug: string,
  href: string,
): Promise<void> {
  // The visitor's city is asked at once, through the shell's store (a chosen restaurant is looked
  // up with the menu's code): on a slow phone the answer would otherwise wait for React's start.
  const city = readCookie(COOKIE.menuRestaurant) ? null : loadCurrentCity().catch(() => null);
  const { loadFirstProduct } = await import('./product-details');
  await loadFirstProduct(props, slug, city);
  // React's start (about a third of a second at CPU ×10) waits for the preview's details: the
  // product's answer would otherwise wait for it.
  await afterNextPaint();
  const { mountProductDialog } = await import('~/islands/menu/mount-product');
  mountProductDialog(href);
  // The frame that draws it comes first.
  await afterNextPaint();
}
