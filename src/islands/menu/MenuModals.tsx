/**
 * The menu island's dialogs, each loaded when first opened. A dialog whose code fails to load (a
 * flaky network) must not take the menu down with it: a product, or its nutrition facts, opens as
 * the product's page instead; the other dialogs close with a toast (React keeps a failed import's
 * error until the page is loaded again).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import ErrorBoundary from '~/islands/ui/ErrorBoundary';
import { handleHttpError } from '~/lib/errors';
import type { MenuContext, MenuData, Pictures } from '~/lib/menu/types';
import { productPagePath } from '~/lib/menu/product-page';
import { $modal, closeModal, type ModalName } from '~/stores/modal';
import { $productDialogHosted } from '~/stores/product';

/** Said when a dialog of the menu could not load. */
export const DIALOG_LOAD_FAILED =
  'Не получилось открыть окно. Проверь подключение к интернету и обнови страницу.';

const ProductModal = lazy(() => import('./ProductModal'));
const NutritionModal = lazy(() => import('./NutritionModal'));
const MenuTypesModal = lazy(() => import('./MenuTypesModal'));
const MenuRestaurantsModal = lazy(() => import('./MenuRestaurantsModal'));

interface MenuModalsProps {
  context: MenuContext;
  data: MenuData;
  pictures: Pictures;
}

/** The open dialog of the menu, if any. */
export default function MenuModals({ context, data, pictures }: MenuModalsProps) {
  const modal = useStore($modal);

  // The first product tapped before the island hydrated mounted the product dialog on its own.
  const productElsewhere = useStore($productDialogHosted);
  const failed = (name: ModalName) => (error: unknown) => {
    const page =
      name === 'product' || name === 'nutritionFacts'
        ? productPagePath(context, data, modal.attributes)
        : undefined;
    if (page) {
      location.assign(page);
      return;
    }
    closeModal(name);
    handleHttpError(error, { source: 'menu-dialog', message: DIALOG_LOAD_FAILED });
  };
  const dialog = (name: ModalName, element: ReactNode) =>
    modal.name === name && (
      <ErrorBoundary fallback={null} onError={failed(name)}>
        {element}
      </ErrorBoundary>
    );

  return (
    <Suspense fallback={null}>
      {!productElsewhere && dialog('product', <ProductModal pictures={pictures} />)}
      {dialog('nutritionFacts', <NutritionModal />)}
      {dialog('menuTypes', <MenuTypesModal />)}
      {dialog('menuRestaurants', <MenuRestaurantsModal />)}
    </Suspense>
  );
}
