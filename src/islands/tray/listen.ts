/**
 * The tray view's controls, heard on its host (the view morphs its tree, so no control keeps a
 * listener of its own): the price switch, an item's size, count and «Убрать», and the actions
 * named by `data-tray-action`.
 */
import {
  $tray,
  changeCount,
  changeOffer,
  clearTray,
  removeItem,
  setTrayContext,
} from '~/stores/tray';
import { shareTray, type ShareOutcome } from './actions';

/** What the view does itself: show what sharing said, load the data again. */
export interface TrayViewHandlers {
  shared: (outcome: ShareOutcome) => void;
  retry: () => void;
}

/** Listen to the controls inside `host`; returns the function that stops listening. */
export function listenToTray(host: HTMLElement, handlers: TrayViewHandlers): () => void {
  const onClick = (event: Event): void => {
    const control = event.target instanceof Element ? event.target.closest('button') : null;
    if (!control || !host.contains(control)) return;
    const { trayContext, trayRemove, trayAction } = control.dataset;
    if (trayContext) setTrayContext(trayContext === 'delivery' ? 'delivery' : 'menu');
    else if (trayRemove) removeItem(Number(trayRemove));
    else if (trayAction === 'share')
      void shareTray($tray.get()).then((outcome) => outcome && handlers.shared(outcome));
    else if (trayAction === 'print') print();
    else if (trayAction === 'clear') clearTray();
    else if (trayAction === 'retry') handlers.retry();
  };
  const onChange = (event: Event): void => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement)) return;
    const { trayOffer, trayCount } = select.dataset;
    if (trayOffer) changeOffer(Number(trayOffer), Number(select.value));
    else if (trayCount) changeCount(Number(trayCount), Number(select.value));
  };
  // The link shown when nothing could copy it is selected whole, ready to copy by hand.
  const onFocus = (event: Event): void => {
    if (event.target instanceof HTMLInputElement && event.target.dataset['trayLink'] !== undefined)
      event.target.select();
  };
  host.addEventListener('click', onClick);
  host.addEventListener('change', onChange);
  host.addEventListener('focusin', onFocus);
  return () => {
    host.removeEventListener('click', onClick);
    host.removeEventListener('change', onChange);
    host.removeEventListener('focusin', onFocus);
  };
}
