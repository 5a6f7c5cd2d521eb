/**
 * The alert block (SPEC §4): requested once per page at idle; shown only when it has text. The
 * «Подробнее» button opens the `alert` modal with the detail text; «Скрыть» hides this alert for
 * the rest of the visit (session storage remembers its text).
 */
import { bindDashes } from '~/lib/consent';
import { notices } from '~/lib/notices';
import { $alert, $alertVisible, loadAlert } from '~/stores/alert';
import { $modal, closeModal, openModal } from '~/stores/modal';

/** Fill and show `root` when the alert has text, in its turn: after the consent and the city. */
export async function startAlert(root: HTMLElement): Promise<void> {
  await Promise.all([loadAlert(), notices.turnOf('alert')]);
  if (!$alertVisible.get()) return;
  const { previewText, detailText } = $alert.get();
  const key = 'alert-hidden';
  if (sessionStorage.getItem(key) === previewText) return;
  const preview = root.querySelector<HTMLElement>('[data-alert-preview]');
  if (preview) preview.textContent = bindDashes(previewText);
  root.hidden = false;
  root.querySelector('[data-alert-hide]')?.addEventListener('click', () => {
    sessionStorage.setItem(key, previewText);
    root.hidden = true;
  });
  const dialog = root.querySelector<HTMLDialogElement>('[data-alert-dialog]');
  const detail = root.querySelector<HTMLElement>('[data-alert-detail]');
  const more = root.querySelector<HTMLButtonElement>('[data-alert-more]');
  if (!dialog || !detail || !more) return;
  more.hidden = !detailText;
  more.addEventListener('click', () => {
    // detailText is our own API's trusted HTML (the alert from content).
    detail.innerHTML = bindDashes(detailText);
    openModal('alert');
  });
  $modal.listen((modal) => {
    if (modal.name === 'alert' && !dialog.open) dialog.showModal();
    if (modal.name !== 'alert' && dialog.open) dialog.close();
  });
  dialog.addEventListener('close', () => closeModal('alert'));
  root.querySelector('[data-alert-close]')?.addEventListener('click', () => closeModal('alert'));
}
