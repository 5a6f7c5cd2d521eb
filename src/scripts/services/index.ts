/**
 * Site-wide services, started from every page. Only the reload watcher, the error-reporting
 * loader and the toasts store run at once (a few hundred bytes); everything else is imported when
 * the page is idle or on the first interaction that needs it, so no page pays for React here.
 */
import './reload';
import './sentry-loader';
import { COOKIE, readCookie, removeCookie, writeCookie } from '~/lib/cookies';
import { setErrorNotifier } from '~/lib/errors';
import { FLUID_FONT_DEBUG, FLUID_FONT_DEBUG_MAX_AGE, isFluidFontShortcut } from '~/lib/fluid-font';
import { $toasts, showToast } from '~/stores/toasts';
import { watchDevice } from '~/stores/device';

const idle = (fn: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout: 3000 });
  else setTimeout(fn, 1500);
};

// Toasts: errors of the API handler become error toasts; the view loads with the first toast.
setErrorNotifier(({ type, message }) => showToast({ type, text: message }));
const stopToastWatch = $toasts.listen((toasts) => {
  if (toasts.length === 0) return;
  stopToastWatch();
  void import('./toasts-view');
});

// Search: the island loads on the first interaction with the header button.
const searchButton = document.querySelector<HTMLButtonElement>('[data-search-open]');
if (searchButton) {
  const load = () => import('~/islands/services/mount-search');
  for (const type of ['pointerenter', 'focus', 'touchstart'] as const)
    searchButton.addEventListener(type, () => void load(), { once: true, passive: true });
  searchButton.addEventListener('click', () => {
    void load().then(({ openSearch }) => openSearch(searchButton));
  });
  searchButton.disabled = false;
}

// Fluid font debug: query parameter or Ctrl+Alt+O toggles; the cookie keeps it for a day.
const toggleFluidFont = (): void => {
  const on = readCookie(FLUID_FONT_DEBUG) === undefined;
  if (on) writeCookie(FLUID_FONT_DEBUG, '1', { maxAge: FLUID_FONT_DEBUG_MAX_AGE });
  else removeCookie(FLUID_FONT_DEBUG);
  void import('./fluid-font-debug').then((m) =>
    on ? m.showFluidFontDebug() : m.hideFluidFontDebug(),
  );
};
if (new URLSearchParams(location.search).has(FLUID_FONT_DEBUG)) toggleFluidFont();
else if (readCookie(FLUID_FONT_DEBUG) !== undefined)
  void import('./fluid-font-debug').then((m) => m.showFluidFontDebug());
document.addEventListener('keydown', (event) => {
  if (isFluidFontShortcut(event)) {
    event.preventDefault();
    toggleFluidFont();
  }
});

idle(() => {
  watchDevice();
  const consent = document.querySelector<HTMLElement>('[data-consent]');
  if (consent) {
    void import('./consent').then(({ startConsent }) =>
      startConsent(consent, () => void import('./analytics').then((m) => m.startAnalytics())),
    );
  }
  const alert = document.querySelector<HTMLElement>('[data-alert-block]');
  if (alert) void import('./alert').then((m) => m.startAlert(alert));
  const campaign = document.querySelector<HTMLElement>('[data-smart-banner]');
  if (campaign && readCookie(COOKIE.smartBanner) === undefined) {
    void import('./smart-banner').then((m) => m.startSmartBanner(campaign));
  }
  if (document.querySelector('[data-tooltip], [data-tooltip-for]')) void import('./tooltips');
  const hint = document.querySelector<HTMLElement>('[data-scroll-hint]');
  if (hint) void import('./scroll-hint').then((m) => m.startScrollHints());
});
