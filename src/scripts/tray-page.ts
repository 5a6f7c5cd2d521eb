/**
 * The tray page's start-up (no React: issue 44): a shared link (`?items=…`) becomes this device's
 * tray, the visitor's previous one can be brought back, the address is the page's own again (with
 * the rest of its query), and the tray's view fills the place the page holds for it.
 */
import { withoutParams, withQuery } from '~/lib/query';
import { postTask, startInTurns } from '~/lib/start-up';
import { readTray } from '~/lib/tray/changes';
import { CONTEXT_PARAM, ITEMS_PARAM, trayFromQuery } from '~/lib/tray/link';
import type { TrayState } from '~/lib/tray/storage';
import { setTray } from '~/stores/tray';
import { h } from '~/islands/tray/dom';
import { mountTrayView } from '~/islands/tray/view';

const same = (a: TrayState, b: TrayState): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Take the shared tray of the address, once; returns the tray it replaced, if any. */
function adoptShared(): TrayState | null {
  const shared = trayFromQuery(location.search);
  if (!shared) return null;
  const previous = readTray();
  setTray(shared);
  // The tray's own parameters are spent; the rest (a campaign's tags) stays for the page's links.
  const rest = withoutParams(location.search, [ITEMS_PARAM, CONTEXT_PARAM]);
  history.replaceState(history.state, '', `${location.pathname}${rest}${location.hash}`);
  return previous.items.length > 0 && !same(previous, shared) ? previous : null;
}

/** «Это поднос из ссылки, он заменил твой» with the button that brings `previous` back. */
function sharedNotice(previous: TrayState): HTMLElement {
  const restore = h(
    'button',
    { type: 'button', class: 'btn btn--outline btn--sm' },
    'Вернуть мой поднос',
  );
  const notice = h(
    'p',
    { class: 'tray__shared', role: 'status' },
    'Это поднос из ссылки, он заменил твой. ',
    restore,
  );
  restore.addEventListener('click', () => {
    setTray(previous);
    notice.remove();
  });
  return notice;
}

/** Start the tray page. */
export function startTrayPage(): void {
  const host = document.querySelector<HTMLElement>('[data-tray-view]');
  if (!host) return;
  // In turns, the first after this module's evaluation, which evaluates the shell too: together
  // they were the page's longest task at a low-tier phone's CPU (issue 44).
  postTask(() =>
    startInTurns([
      () => {
        const previous = adoptShared();
        // The page's breadcrumbs (pre-rendered) carry its query as the tray's own links do.
        for (const link of document.querySelectorAll<HTMLAnchorElement>('.breadcrumbs a[href]'))
          link.setAttribute('href', withQuery(link.getAttribute('href') ?? '', location.search));
        if (previous) host.before(sharedNotice(previous));
      },
      () => mountTrayView(host, { name: 'tray-page', level: 2, onPage: true }),
    ]),
  );
}
