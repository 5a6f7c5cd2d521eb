/**
 * The tray on its own page: a shared link (`?items=…`) becomes this device's tray, the visitor's
 * previous one can be brought back, and the address is the page's own again (with the rest of its
 * query).
 */
import { useEffect, useState } from 'react';
import { withoutParams, withQuery } from '~/lib/query';
import { CONTEXT_PARAM, ITEMS_PARAM, trayFromQuery } from '~/lib/tray/link';
import { readTray } from '~/lib/tray/changes';
import type { TrayState } from '~/lib/tray/storage';
import { setTray } from '~/stores/tray';
import TrayView from './TrayView';
import './tray.css';
import { withIslandBoundary } from '~/islands/ui/IslandBoundary';

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

/** The tray page's island. */
function TrayPage() {
  const [previous, setPrevious] = useState<TrayState | null>(() => adoptShared());
  // The page's breadcrumbs (pre-rendered) carry its query as the tray's own links do.
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('.breadcrumbs a[href]'))
      link.setAttribute('href', withQuery(link.getAttribute('href') ?? '', location.search));
  }, []);
  return (
    <>
      {previous && (
        <p className="tray__shared" role="status">
          Это поднос из ссылки, он заменил твой.{' '}
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => {
              setTray(previous);
              setPrevious(null);
            }}
          >
            Вернуть мой поднос
          </button>
        </p>
      )}
      <TrayView level={2} onPage />
    </>
  );
}

/** The island, inside its error boundary. */
export default withIslandBoundary('tray-page', TrayPage);
