/**
 * «В поднос» on the menu pages: one listener for every button with `data-tray-add` (offer id),
 * `data-tray-name` and `data-tray-context`, in the cards, the product dialog and the product page's
 * static HTML, so a tap works before the menu island has hydrated. The header's count follows
 * (src/scripts/tray-button.ts) and its live region says what was added.
 */
import { addOffer, readTray, writeTray } from '~/lib/tray/changes';

/** Start adding to the tray from the page's «В поднос» buttons (enabled now). */
export function startTrayAdds(): void {
  const status = document.querySelector('[data-tray-status]');
  document.addEventListener('click', (event) => {
    const add = event.target instanceof Element ? event.target.closest('[data-tray-add]') : null;
    if (!(add instanceof HTMLElement)) return;
    const offerId = Number(add.dataset['trayAdd']);
    if (!offerId) return;
    const context = add.dataset['trayContext'] === 'delivery' ? 'delivery' : 'menu';
    writeTray(addOffer(readTray(), offerId, context));
    if (status) status.textContent = `${add.dataset['trayName'] ?? 'Блюдо'}\u00a0— в подносе`;
  });
  for (const add of document.querySelectorAll<HTMLButtonElement>('button[data-tray-add]'))
    add.disabled = false;
}
