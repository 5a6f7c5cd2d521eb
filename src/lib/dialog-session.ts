/**
 * What an open modal dialog holds on the page, shared by the React dialog (src/islands/ui/Dialog)
 * and the native content dialog (src/islands/content/content-dialog): the page's scroll is locked,
 * a history entry lets the back button close the dialog on phones instead of leaving the page,
 * and focus returns to where it was once the dialog closes.
 */
import { closeModal, type ModalName } from '~/stores/modal';

/**
 * A modal's history entry. `ahead` marks one a first tap's preview pushed before the island loaded
 * (src/scripts/menu/product-preview.ts, which imports only this type: a value imported from here
 * would pull this module into the menu's first-load code); the dialog takes it over when it opens.
 */
export interface DialogEntry {
  modal?: string;
  ahead?: boolean;
}

/**
 * Start holding the page for the open modal `name`; returns the release to call when it closes.
 * The back button closes the modal through the store.
 */
export function holdPageForDialog(name: ModalName): () => void {
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  root.classList.add('scroll-locked');
  // The page keeps its width where the scrollbar was. A padding, not a custom property on the
  // root: every element inherits those, and setting one restyled the whole page (a menu page's
  // ~130 cards: 0.2 s of a low-tier phone's main thread as the product dialog opened).
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;

  // A first tap's preview may have pushed the modal's entry already (`ahead`): take it over.
  const current = history.state as DialogEntry | null;
  if (current?.modal === name && current.ahead)
    history.replaceState({ ...current, ahead: false }, '');
  else history.pushState({ ...current, modal: name }, '');
  let closedByHistory = false;
  const onPopState = (): void => {
    closedByHistory = true;
    closeModal(name);
  };
  window.addEventListener('popstate', onPopState);

  return () => {
    window.removeEventListener('popstate', onPopState);
    root.classList.remove('scroll-locked');
    if (scrollbar > 0) root.style.removeProperty('padding-right');
    const state = history.state as DialogEntry | null;
    if (!closedByHistory && state?.modal === name) history.back();
    returnTo?.focus({ preventScroll: true });
  };
}
