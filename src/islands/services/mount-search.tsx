/** Open the search dialog from the header button (loaded on the first interaction with it). */
import { createRoot, type Root } from 'react-dom/client';
import IslandBoundary from '~/islands/ui/IslandBoundary';
import Search from './Search';

let root: Root | null = null;
let host: HTMLElement | null = null;

/**
 * Show the search dialog (in place of the frame shown while this module loaded); focus returns to
 * `opener` when it closes.
 */
export function openSearch(opener: HTMLElement): void {
  host ??= Object.assign(document.createElement('div'), { className: 'search-host' });
  if (!host.isConnected) document.body.append(host);
  root ??= createRoot(host);
  opener.setAttribute('aria-expanded', 'true');
  root.render(
    <IslandBoundary name="search" dialog>
      <Search
        key={Date.now()}
        onClose={() => {
          opener.setAttribute('aria-expanded', 'false');
          root?.render(null);
          opener.focus();
        }}
      />
    </IslandBoundary>,
  );
}
