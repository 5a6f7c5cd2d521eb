/** Open the search dialog from the header button (loaded on the first interaction with it). */
import { flushSync } from 'react-dom';
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
  // At once, in this task: the caller has just seen the frame still open, and an Esc that closed
  // it before a later render would be lost (the dialog opened over a page the visitor had left).
  const shown = root;
  flushSync(() =>
    shown.render(
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
    ),
  );
}
