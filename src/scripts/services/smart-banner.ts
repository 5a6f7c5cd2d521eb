/**
 * Smart banner start-up (SPEC §2, §4): asks the server whether its campaign is on (`/api/time`
 * names the banner due now) and, when it is, keeps the 10 s timer running only while the
 * conditions hold. On opening it sets `showed-smart-banner` for 3600 s and mounts the modal.
 */
import { request } from '~/lib/api/http';
import { COOKIE, readCookie, writeCookie } from '~/lib/cookies';
import {
  createSmartBannerScheduler,
  isMobileClient,
  SMART_BANNER,
  smartBannerOf,
} from '~/lib/smart-banner';
import { $isModalOpen, openModal } from '~/stores/modal';

/**
 * Start watching; `element` (`[data-smart-banner]`) gets `data-state` (`off`, `waiting`, `pending`
 * while the 10 s timer runs, `open`) so the state can be inspected.
 */
export async function startSmartBanner(element: HTMLElement): Promise<void> {
  const data = element.dataset;
  const type = await request('/api/time').then(smartBannerOf, () => null);
  if (!type) {
    data['state'] = 'off';
    return;
  }
  const mobileClient = isMobileClient(navigator.userAgent, navigator.maxTouchPoints);
  const scheduler = createSmartBannerScheduler(() => {
    data['state'] = 'open';
    writeCookie(COOKIE.smartBanner, '1', { maxAge: SMART_BANNER.cookieMaxAge });
    void import('~/islands/services/mount-smart-banner').then(({ mountSmartBanner }) => {
      mountSmartBanner();
      openModal('smartBanner', { type });
    });
  });
  const update = (): void => {
    scheduler.update({
      enabled: true,
      modalOpen: $isModalOpen.get() || Boolean(document.querySelector('dialog[open]')),
      pathname: location.pathname,
      mobileClient,
      width: window.innerWidth,
      alreadyShown: readCookie(COOKIE.smartBanner) !== undefined,
    });
    if (data['state'] !== 'open') data['state'] = scheduler.pending ? 'pending' : 'waiting';
  };
  $isModalOpen.listen(update);
  window.addEventListener('resize', update);
  window.addEventListener('popstate', update);
  // Native dialogs (consent, alert, search) count as open modals too.
  new MutationObserver(update).observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  update();
}
