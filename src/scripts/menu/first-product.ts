/**
 * The first tap on a product of a menu page whose island has not hydrated: the product's details
 * (./product-details.ts, no React) are asked for while the product dialog's own root loads
 * (src/islands/menu/mount-product.tsx); the island hydrates once they are drawn, so its ~130 cards
 * do not hold a slow phone's main thread before them (issue 44: 3.3 s to the sizes at CPU ×10).
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
  const details = import('./product-details');
  const dialog = import('~/islands/menu/mount-product');
  await Promise.all([
    details.then(({ loadFirstProduct }) => loadFirstProduct(props, slug, city)),
    dialog.then(({ mountProductDialog }) => {
      mountProductDialog(href);
    }),
  ]);
  // The frame that draws them comes first.
  await afterNextPaint();
}
