/**
 * The product dialog at once, on a low-tier phone too: the first tap on a product of a menu page
 * that has not hydrated yet shows this dialog from the card's own markup (name, picture, price),
 * then the product's details as soon as they are in (./preview-details.ts), while React loads;
 * the product dialog replaces it as soon as it opens. Closing it first closes the product in the
 * modal store, so no other dialog opens it.
 * The address is the product's from the tap, in a history entry of its own that the island's
 * dialog takes over: Back closes the preview, or the dialog that replaced it.
 */
import type { DialogEntry } from '~/lib/dialog-session';
import { dialogShell } from '~/lib/dialog-shell';
import { $modal, closeModal } from '~/stores/modal';

/** Shows the preview of the product behind `link` (a `.product-card__link`). */
export function showProductPreview(link: HTMLAnchorElement): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'dialog dialog--sheet dialog--wide';
  dialog.dataset['productPreview'] = '';
  // The product dialog takes its place without sliding in again (src/islands/ui/Dialog.tsx).
  dialog.dataset['dialogFrame'] = 'product';
  dialog.setAttribute('aria-labelledby', 'product-preview-title');
  dialog.setAttribute('aria-busy', 'true');
  dialog.innerHTML = dialogShell('product-preview-title', 'product-modal');
  const title = dialog.querySelector('h2');
  if (title) title.textContent = link.querySelector('.product-card__name')?.textContent ?? '';
  const body = dialog.querySelector('.product-modal');
  const picture = document.createElement('div');
  picture.className = 'product-modal__picture';
  const image = link.querySelector('img')?.cloneNode();
  if (image instanceof HTMLImageElement) {
    image.removeAttribute('loading');
    // The leading card's picture has the id the page's first frame waited for
    // (scripts/leading-picture.mjs): one element only has it.
    image.removeAttribute('id');
    picture.append(image);
  }
  const info = document.createElement('div');
  info.className = 'product-modal__info';
  const price = document.createElement('p');
  price.className = 'product-modal__price';
  price.textContent = link.querySelector('.product-card__price')?.textContent ?? '';
  const loader = document.createElement('div');
  loader.className = 'loader loader--small';
  loader.setAttribute('role', 'status');
  loader.setAttribute('aria-label', 'Загружаем состав и размеры');
  info.append(price, loader);
  body?.append(picture, info);
  document.body.append(dialog);

  // The product's entry, pushed ahead of its dialog (`ahead`), which takes it over when it opens
  // (src/lib/dialog-session.ts); a preview closed before that steps back from it.
  history.pushState(
    {
      ...(history.state as DialogEntry | null),
      modal: 'product',
      ahead: true,
    } satisfies DialogEntry,
    '',
    `${link.pathname}${location.search}${location.hash}`,
  );
  const stepBack = (): void => {
    const state = history.state as DialogEntry | null;
    if (state?.modal === 'product' && state.ahead) history.back();
  };
  // Back while the preview shows: its entry is gone, the product closes.
  const onBack = (): void => closeModal('product');
  const remove = (): void => {
    stop();
    observer.disconnect();
    window.removeEventListener('popstate', onBack);
    stepBack();
    if (dialog.open) dialog.close();
    dialog.remove();
  };
  // The island's own dialog opening, or the product being closed, ends the preview.
  const observer = new MutationObserver(() => {
    if (document.querySelector('dialog[open]:not([data-product-preview])')) remove();
  });
  observer.observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['open'],
    childList: true,
  });
  const stop = $modal.listen((modal) => {
    if (modal.name !== 'product') remove();
  });
  const close = (): void => closeModal('product');
  dialog.querySelector('.dialog__close')?.addEventListener('click', close);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  dialog.showModal();
  window.addEventListener('popstate', onBack);
}
