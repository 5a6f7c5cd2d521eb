/** Where a product's dialog falls back to when its code cannot run: the product's own page. */
import { menuPath } from '~/paths';
import type { MenuContext, MenuData } from './types.ts';

/**
 * The page of the product a product or nutrition dialog was opened for (by `slug` or
 * `productId` among its attributes), if `data` holds it.
 */
export function productPagePath(
  context: MenuContext,
  data: MenuData | null,
  attributes: Readonly<Record<string, unknown>> | null,
): string | undefined {
  const { slug, productId } = attributes ?? {};
  const product = Object.values(data?.products ?? {}).find(
    (p) => p.slug === slug || p.id === Number(productId),
  );
  return product && menuPath(context, product.parentCategorySlug, product.slug);
}
