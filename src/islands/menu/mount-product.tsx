/**
 * The product dialog in a React root of its own, mounted by the first tap on a product of a menu
 * page whose island has not hydrated (src/scripts/menu/start.ts). Hydrating the menu's ~130 cards
 * took about two seconds of a low-tier phone's main thread before the island's own dialog could
 * show the product's sizes; this root needs React and the dialog only, and the island hydrates
 * after it. It then shows every product dialog of the page; the island leaves that one out.
 */
import { useStore } from '@nanostores/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import ErrorBoundary from '~/islands/ui/ErrorBoundary';
import { productPagePath } from '~/lib/menu/product-page';
import { $menu } from '~/stores/menu';
import { $menuPictures } from '~/stores/menu-pictures';
import { $modal } from '~/stores/modal';
import { $productDialogHosted } from '~/stores/product';
import ProductModal from './ProductModal';

/** The product dialog while the modal store has a product open. */
function ProductDialog({ fallback }: { fallback: string }) {
  const modal = useStore($modal);
  const pictures = useStore($menuPictures);
  if (modal.name !== 'product') return null;
  // A dialog that fails opens as the product's page, as the island's own does (MenuModals).
  const failed = (): void => {
    const { context, data } = $menu.get();
    location.assign(productPagePath(context, data, modal.attributes) ?? fallback);
  };
  return (
    <ErrorBoundary fallback={null} onError={failed}>
      <ProductModal pictures={pictures} />
    </ErrorBoundary>
  );
}

/**
 * Mounts the product dialog's root, once, and renders it at once (the product open in the modal
 * store, `fallback` the tapped product's page should it fail).
 */
export function mountProductDialog(fallback: string): void {
  if ($productDialogHosted.get()) return;
  $productDialogHosted.set(true);
  const host = document.createElement('div');
  host.dataset['island'] = 'product-dialog';
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(<ProductDialog fallback={fallback} />));
}
