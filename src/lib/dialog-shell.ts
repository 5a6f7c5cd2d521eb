/**
 * The markup of the shared dialog look (header with a title and a close button) for dialogs built
 * without React: the content modals' host, and the frames a first tap shows at once while an
 * island loads (the menu's product preview, the search and the city picker). The React dialog
 * (src/islands/ui/Dialog.tsx) renders the same classes.
 */

/** The close button's icon. */
export const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/></svg>';

/** The inside of a `<dialog>`: its title (empty, id `titleId`) and a body of class `bodyClass`. */
export const dialogShell = (titleId: string, bodyClass: string): string =>
  `<div class="dialog__body"><header class="dialog__header"><h2 id="${titleId}" class="dialog__title"></h2><button type="button" class="dialog__close" aria-label="Закрыть">${CLOSE_ICON}</button></header><div class="${bodyClass}"></div></div>`;

/** The frames shown, by the name of the modal that takes each one's place. */
const frames = new Map<string, { frame: HTMLDialogElement; opener: Element | null }>();

/**
 * Show a modal frame for the modal `name` (of class `className`, named `label`, holding `html`) at
 * once, on a tap whose island is still loading; the island's dialog takes its place
 * (takeDialogFrame). Its «×», Esc and the backdrop close it: the island, once in, then opens
 * nothing (`frame.open` is false).
 */
export function showDialogFrame(
  name: string,
  className: string,
  label: string,
  html: string,
): HTMLDialogElement {
  const frame = document.createElement('dialog');
  frame.className = `dialog ${className}`;
  frame.dataset['dialogFrame'] = name;
  frame.setAttribute('aria-label', label);
  frame.setAttribute('aria-busy', 'true');
  frame.innerHTML = html;
  frame.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === frame || target.closest('.dialog__close, [data-frame-close]')) frame.close();
  });
  frame.addEventListener('close', () => {
    if (frames.get(name)?.frame === frame) frames.delete(name);
    frame.remove();
  });
  frames.set(name, { frame, opener: document.activeElement });
  document.body.append(frame);
  frame.showModal();
  return frame;
}

/**
 * Remove the frame of the modal `name`, if one shows, just before its dialog opens: focus goes
 * back to what opened it, where the dialog returns it when it closes. Returns what was typed in
 * the frame's field.
 */
export function takeDialogFrame(name: string): string {
  const shown = frames.get(name);
  if (!shown) return '';
  frames.delete(name);
  const typed = shown.frame.querySelector('input')?.value ?? '';
  // Outside the modal frame the page is inert: the opener takes focus once the frame is gone.
  shown.frame.remove();
  if (shown.opener instanceof HTMLElement) shown.opener.focus({ preventScroll: true });
  return typed;
}
