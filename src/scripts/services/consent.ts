/**
 * Cookie consent banner (SPEC §4, §5): shown while `cookies-and-personal-data-agreement` is
 * missing. The pre-rendered preview (agreements collection) is replaced by the city's own
 * (`/api/page/personal-data-agreement/{cityCode}`); «Подробнее» loads the full text into a
 * dialog. Accepting sets the cookie for a year and lets the configured analytics load.
 */
import { getAgreement } from '~/lib/api/client';
import { bindDashes } from '~/lib/consent';
import { COOKIE, readCookie } from '~/lib/cookies';
import { acceptConsent, checkConsent } from '~/stores/consent';

/** Wire the banner in `root`; `onAccepted` runs once consent is given (now or later). */
export function startConsent(root: HTMLElement, onAccepted: () => void): void {
  if (checkConsent()) {
    onAccepted();
    return;
  }
  const city = readCookie(COOKIE.city);
  const agreement = getAgreement(city);
  const preview = root.querySelector<HTMLElement>('[data-consent-preview]');
  agreement
    .then((page) => {
      if (preview && page.previewText) preview.textContent = bindDashes(page.previewText);
    })
    .catch(() => undefined);
  root.hidden = false;

  const dialog = root.querySelector<HTMLDialogElement>('[data-consent-dialog]');
  const detail = root.querySelector<HTMLElement>('[data-consent-detail]');
  root.querySelector('[data-consent-more]')?.addEventListener('click', () => {
    if (!dialog || !detail) return;
    dialog.showModal();
    agreement
      .then((page) => {
        // detailText is our own API's trusted HTML (the agreement from content).
        detail.innerHTML = bindDashes(page.detailText);
      })
      .catch(() => undefined);
  });
  root.querySelector('[data-consent-close]')?.addEventListener('click', () => dialog?.close());
  for (const button of root.querySelectorAll('[data-consent-accept]')) {
    button.addEventListener('click', () => {
      acceptConsent();
      dialog?.close();
      root.hidden = true;
      onAccepted();
    });
  }
}
