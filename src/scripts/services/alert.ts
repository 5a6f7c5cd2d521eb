/**
 * The alert block (SPEC §4): requested once per page at idle; shown only when it has text. The
 * «Подробнее» button opens the `alert` modal with the detail text; «Скрыть» hides this alert for
 * the rest of the visit (session storage remembers its text).
 */
import { bindDashes } from '~/lib/consent';
import { $alert, $alertVisible, loadAlert } from '~/stores/alert';
import { $modal, closeModal, openModal } from '~/stores/modal';

/** The gap between stacked notices, px (--space-2). */
const NOTICE_GAP = 8;

/**
 * Fill and show `root` when the alert has text, above the consent banner when that is on screen.
 */
export async function startAlert(root: HTMLElement, consent: HTMLElement | null): Promise<void> {
  await loadAlert();
  if (!$alertVisible.get()) return;
  const { previewText, detailText } = $alert.get();
  const key = 'alert-hidden';
  if (sessionStorage.getItem(key) === previewText) return;
  const preview = root.querySelector<HTMLElement>('[data-alert-preview]');
  if (preview) preview.textContent = bindDashes(previewText);
  // offsetHeight is 0 while the banner is not displayed (hidden, or kept off by the gate).
  const below = consent?.offsetHeight ? consent.offsetHeight + NOTICE_GAP : 0;
  root.style.setProperty('--notice-below', `${below}px`);
  root.hidden = false;
  // Accepting cookies removes the banner below: the alert then moves down (after that click).
  if (consent) {
    new MutationObserver(() => {
      if (consent.hidden) root.style.setProperty('--notice-below', '0px');
    }).observe(consent, { attributes: true, attributeFilter: ['hidden'] });
  }
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
