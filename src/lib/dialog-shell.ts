/**
 * The markup of the shared dialog look (header with a title and a close button) for dialogs built
 * without React: the content modals' host and the product preview of the menu's first tap. The
 * React dialog (src/islands/ui/Dialog.tsx) renders the same classes.
 */

/** The close button's icon. */
export const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/></svg>';

/** The inside of a `<dialog>`: its title (empty, id `titleId`) and a body of class `bodyClass`. */
export const dialogShell = (titleId: string, bodyClass: string): string =>
  `<div class="dialog__body"><header class="dialog__header"><h2 id="${titleId}" class="dialog__title"></h2><button type="button" class="dialog__close" aria-label="Закрыть">${CLOSE_ICON}</button></header><div class="${bodyClass}"></div></div>`;
