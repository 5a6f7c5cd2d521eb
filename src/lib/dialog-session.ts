/**
 * What an open modal dialog holds on the page, shared by the React dialog (src/islands/ui/Dialog)
 * and the native content dialog (src/islands/content/content-dialog): the page's scroll is locked,
 * a history entry lets the back button close the dialog on phones instead of leaving the page,
 * and focus returns to where it was once the dialog closes.
 */
import { closeModal, type ModalName } from '~/stores/modal';

/** The modal whose history entry a first tap pushed before its dialog (pushDialogEntry). */
let entryAhead: ModalName | null = null;

/**
 * Push the history entry of the modal `name` (at `url`, the address it shows) before its dialog
 * opens: a preview shown while the island loads. The dialog's holdPageForDialog then takes this
 * entry over instead of pushing a second one, so Back closes the dialog. Returns the step back for
 * a preview closed before its dialog opened (nothing once the dialog has taken the entry over).
 */
export function pushDialogEntry(name: ModalName, url: string): () => void {
  history.pushState({ ...(history.state as object | null), modal: name }, '', url);
  entryAhead = name;
  return () => {
    if (entryAhead !== name) return;
    entryAhead = null;
    if ((history.state as { modal?: string } | null)?.modal === name) history.back();
  };
}

/** Forget the entry pushed ahead for `name` (the visitor went back past it). */
export function dropDialogEntry(name: ModalName): void {
  if (entryAhead === name) entryAhead = null;
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
  root.style.setProperty('--scrollbar-width', `${scrollbar}px`);

  const current = history.state as { modal?: string } | null;
  if (entryAhead === name && current?.modal === name) entryAhead = null;
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
    root.style.removeProperty('--scrollbar-width');
    const state = history.state as { modal?: string } | null;
    if (!closedByHistory && state?.modal === name) history.back();
    returnTo?.focus({ preventScroll: true });
  };
}
