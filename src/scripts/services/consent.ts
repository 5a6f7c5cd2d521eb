/**
 * Cookie consent banner (SPEC §4, §5): shown while `cookies-and-personal-data-agreement` is
 * missing. It is pre-rendered visible with the default preview (agreements collection); when a
 * city is chosen, the gate in <head> keeps it off screen until that city's own preview
 * (`/api/page/personal-data-agreement/{cityCode}`) has replaced the default one or that request
 * failed, so its text never changes while on screen (CLS 0). «Подробнее» loads the full text into
 * a dialog. Accepting sets the cookie for a year and lets the configured analytics load.
 */
import { CONSENT_GATE, CONSENT_GATE_ATTRIBUTE } from '~/lib/consent-gate';
import { fetchAgreement, type TextPage } from '~/lib/site-texts';
import { bindDashes } from '~/lib/consent';
import { COOKIE, readCookie } from '~/lib/cookies';
import { notices } from '~/lib/notices';
import { acceptConsent, checkConsent } from '~/stores/consent';

/**
 * Wire the banner in `root` (its buttons work at once); `onAccepted` runs once consent is given
 * (now or later). Resolves when the banner is on screen (or not needed), so later notices can
 * take their place above it.
 */
export async function startConsent(root: HTMLElement, onAccepted: () => void): Promise<void> {
  if (checkConsent()) {
    root.hidden = true;
    notices.done('consent');
    onAccepted();
    return;
  }
  const city = readCookie(COOKIE.city);
  let agreement: Promise<TextPage> | undefined;
  const loadAgreement = (): Promise<TextPage> => (agreement ??= fetchAgreement(city));

  const dialog = root.querySelector<HTMLDialogElement>('[data-consent-dialog]');
  const detail = root.querySelector<HTMLElement>('[data-consent-detail]');
  root.querySelector('[data-consent-more]')?.addEventListener('click', () => {
    if (!dialog || !detail) return;
    dialog.showModal();
    loadAgreement()
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
      notices.done('consent');
      onAccepted();
    });
  }

  const html = document.documentElement;
  if (html.getAttribute(CONSENT_GATE_ATTRIBUTE) !== CONSENT_GATE.city) return;
  const preview = root.querySelector<HTMLElement>('[data-consent-preview]');
  await loadAgreement()
    .then((page) => {
      if (preview && page.previewText) preview.textContent = bindDashes(page.previewText);
    })
    .catch(() => undefined);
  html.removeAttribute(CONSENT_GATE_ATTRIBUTE);
}
