/**
 * The alert block (SPEC §4): requested once per page at idle; shown only when it has text. The
 * «Подробнее» button opens the `alert` modal with the detail text.
 */
import { $alert, $alertVisible, loadAlert } from '~/stores/alert';
import { $modal, closeModal, openModal } from '~/stores/modal';

/** Fill and show `root` when the alert has text. */
export async function startAlert(root: HTMLElement): Promise<void> {
  await loadAlert();
  if (!$alertVisible.get()) return;
  const { previewText, detailText } = $alert.get();
  const preview = root.querySelector<HTMLElement>('[data-alert-preview]');
  if (preview) preview.textContent = previewText;
  document.querySelector('.site-header')?.after(root);
  root.hidden = false;
  const dialog = root.querySelector<HTMLDialogElement>('[data-alert-dialog]');
  const detail = root.querySelector<HTMLElement>('[data-alert-detail]');
  const more = root.querySelector<HTMLButtonElement>('[data-alert-more]');
  if (!dialog || !detail || !more) return;
  more.hidden = !detailText;
  more.addEventListener('click', () => {
    // detailText is our own API's trusted HTML (the alert from content).
    detail.innerHTML = detailText;
    openModal('alert');
  });
  $modal.listen((modal) => {
    if (modal.name === 'alert' && !dialog.open) dialog.showModal();
    if (modal.name !== 'alert' && dialog.open) dialog.close();
  });
  dialog.addEventListener('close', () => closeModal('alert'));
  root.querySelector('[data-alert-close]')?.addEventListener('click', () => closeModal('alert'));
}
