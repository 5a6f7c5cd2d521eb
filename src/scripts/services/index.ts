/**
 * Site-wide services, started from every page. Only the reload watcher, the error-reporting
 * loader and the error handlers run at once; the shell starts the rest in turns (startNotices,
 * startPageServices, startIdleServices); the service worker registers after load; everything
 * else is imported when the page is idle, on the first interaction that needs it or with the
 * first toast, so no page pays for React here.
 * The smart banner is only considered on phones and tablets (user agent or touch).
 */
import './reload';
import './sentry-loader';
import { loadSearch, openSearchFrom } from '~/islands/services/open-search';
import { COOKIE, readCookie } from '~/lib/cookies';
import { setErrorNotifier, setPageErrorHandler } from '~/lib/errors';
import { FLUID_FONT_DEBUG, isFluidFontShortcut } from '~/lib/fluid-font';
import { notices } from '~/lib/notices';
import { whenIdle } from '~/lib/start-up';
import { isCampaignNear, isExcludedPath, isMobileClient } from '~/lib/smart-banner-audience';
import { watchDevice } from '~/stores/device';
import { startAlert } from './alert';
import type * as FluidFontDebug from './fluid-font-debug';
import { startConsent } from './consent';
import { startOffline } from './offline';
import { TOOLTIP_ANCHOR, TOOLTIP_EVENTS } from './tooltip-events';

const idle = (fn: () => void): void => whenIdle(fn, 3000, 1500);

// Toasts: errors of the API handler become error toasts; the store and its view load with the
// first one.
setErrorNotifier(({ type, message }) => {
  void Promise.all([import('~/stores/toasts'), import('./toasts-view')]).then(([toasts]) =>
    toasts.showToast({ type, text: message }),
  );
});

// Failed start-up and island loads (SPEC §8): the rules and the error page drawn in place load
// only then; a redirect stays on this site.
setPageErrorHandler((failure) => {
  void import('./page-error-view').then((view) => view.carryOutPageError(failure));
});

// Fluid font debug: query parameter or Ctrl+Alt+O toggles; the cookie keeps it for a day. Its
// module does the toggling, so the shell carries only the checks.
const fluidFontDebug = (): Promise<typeof FluidFontDebug> => import('./fluid-font-debug');
/** The consent banner's buttons (it may be on screen from the first paint) and the notices' turns. */
export function startNotices(): void {
  // Consent: the banner may be on screen from the first paint, so its buttons are wired in the
  // shell's first turn (the module is part of this chunk); analytics wait for idle.
  // Notices take turns (src/lib/notices.ts): one a page does not carry is done at once.
  const consent = document.querySelector<HTMLElement>('[data-consent]');
  if (consent) {
    void startConsent(consent, () =>
      idle(() => void import('./analytics').then((m) => m.startAnalytics())),
    ).catch(() => undefined);
  } else notices.done('consent');
  if (!document.querySelector('city-button')) notices.done('city');
}

/** The header's search button, the tooltips' anchors and the fluid-font debug switch. */
export function startPageServices(): void {
  // Search: the island loads on the first interaction with the header button.
  const searchButton = document.querySelector<HTMLButtonElement>('[data-search-open]');
  if (searchButton) {
    for (const type of ['pointerenter', 'focus', 'touchstart'] as const)
      searchButton.addEventListener(type, () => void loadSearch().catch(() => undefined), {
        once: true,
        passive: true,
      });
    searchButton.addEventListener('click', () => openSearchFrom(searchButton));
    searchButton.disabled = false;
  }

  // Tooltips: the anchors work at once (disabled in the HTML, they do nothing without a script);
  // the tooltips module and Floating UI load with the first event on an anchor, and every event
  // until then is handed over in order, so the hover or tap that asked for them still counts.
  if (document.querySelector(TOOLTIP_ANCHOR)) {
    const early: Event[] = [];
    const hold = (event: Event): void => {
      if (early.length === 0) {
        if (!(event.target instanceof Element && event.target.closest(TOOLTIP_ANCHOR))) return;
        void import('./tooltips').then(({ handleTooltipEvent }) => {
          for (const type of TOOLTIP_EVENTS) document.removeEventListener(type, hold);
          for (const held of early.splice(0)) handleTooltipEvent(held);
        });
      }
      early.push(event);
    };
    for (const type of TOOLTIP_EVENTS) document.addEventListener(type, hold);
    for (const anchor of document.querySelectorAll<HTMLButtonElement>(
      `button:is(${TOOLTIP_ANCHOR})`,
    ))
      anchor.disabled = false;
  }

  if (new URLSearchParams(location.search).has(FLUID_FONT_DEBUG))
    void fluidFontDebug().then((m) => m.toggleFluidFontDebug());
  else if (readCookie(FLUID_FONT_DEBUG) !== undefined)
    void fluidFontDebug().then((m) => m.showFluidFontDebug());
  document.addEventListener('keydown', (event) => {
    if (isFluidFontShortcut(event)) {
      event.preventDefault();
      void fluidFontDebug().then((m) => m.toggleFluidFontDebug());
    }
  });
}

/** What waits for idle: the service worker, device state, the alert, the smart banner, scroll hints. */
export function startIdleServices(): void {
  // Offline: the service worker is registered after load, when the browser is idle.
  if ('serviceWorker' in navigator) {
    if (document.readyState === 'complete') idle(startOffline);
    else addEventListener('load', () => idle(startOffline), { once: true });
  }

  // Each service starts in its own idle task: together they were one task of ~17 ms on this
  // 2-core machine (70 ms at a low-tier phone's CPU), long enough to count as blocking.
  idle(watchDevice);
  // The alert waits for its turn, after the consent and the city question.
  const alert = document.querySelector<HTMLElement>('[data-alert-block]');
  if (alert) idle(() => void startAlert(alert));
  const campaign = document.querySelector<HTMLElement>('[data-smart-banner]');
  // Pages where it never shows (SPEC §2) do not load it either, nor does a phone whose clock is
  // days away from the campaign (the server's time decides near it).
  if (campaign && !isExcludedPath(location.pathname)) {
    idle(() => {
      const mobile = isMobileClient(navigator.userAgent, navigator.maxTouchPoints);
      if (!mobile || readCookie(COOKIE.smartBanner) !== undefined) return;
      const { start = '', end = '' } = campaign.dataset;
      if (!isCampaignNear(start, end, Date.now())) campaign.dataset['state'] = 'off';
      else void import('./smart-banner').then((m) => m.startSmartBanner(campaign));
    });
  }
  if (document.querySelector('[data-scroll-hint]'))
    idle(() => void import('./scroll-hint').then((m) => m.startScrollHints()));
}
