/**
 * The tray on its own page: a shared link (`?items=…`) becomes this device's tray, the visitor's
 * previous one can be brought back, and the address is the page's own again.
 */
import { useState } from 'react';
import { trayFromQuery } from '~/lib/tray/link';
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
  history.replaceState(history.state, '', location.pathname);
  return previous.items.length > 0 && !same(previous, shared) ? previous : null;
}

/** The tray page's island. */
function TrayPage() {
  const [previous, setPrevious] = useState<TrayState | null>(() => adoptShared());
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
