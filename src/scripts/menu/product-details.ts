/**
 * The first product tapped on a menu page whose island has not hydrated: its details are asked
 * for at once, while React loads (about a second on a low-tier phone), from the page's own menu and
 * the visitor's city or chosen restaurant, and drawn into the preview (./preview-details.ts). The
 * product dialog's root (src/islands/menu/mount-product.tsx) then renders them as it mounts, and
 * the island starts from the same state.
 */
import type { MenuScope } from '~/lib/api/types';
import type { MenuStartProps } from '~/lib/menu/start-props';
import { menuSeed } from '~/lib/menu/seed';
import type { CityRef } from '~/stores/city';
import { locateMenu, menuScope, startMenu } from '~/stores/menu';
import { startMenuPictures } from '~/stores/menu-pictures';
import { loadProduct } from '~/stores/product';
import { showPreviewDetails } from './preview-details';

/**
 * Starts the menu's state as the island will, and loads the product `slug` where the visitor's
 * menu comes from: `city`, already asked (null: a restaurant is chosen, or it could not be told);
 * never rejects.
 */
export async function loadFirstProduct(
  props: MenuStartProps,
  slug: string,
  city: Promise<CityRef | null> | null,
): Promise<void> {
  const seed = menuSeed(location.pathname);
  startMenu({ ...props, data: seed.data, productSlug: slug });
  startMenuPictures(seed.pictures);
  const known = await city;
  let scope: MenuScope | null = known ? { cityId: known.cityId } : null;
  if (!scope) {
    await locateMenu();
    scope = menuScope();
  }
  if (!scope) return;
  await loadProduct(scope, slug, {
    offerId: null,
    ...(props.context === 'delivery' ? { type: 'delivery' as const } : {}),
  }).then(showPreviewDetails, () => undefined);
}
