/**
 * A tiny loader: enables the page's modal controls and, on the first click of one (or when a
 * script opens one), imports the native content dialog (src/islands/content/content-dialog).
 */
import type { ModalName } from '~/stores/modal';
import type * as Host from './content-dialog';

let host: Promise<typeof Host> | null = null;

/**
 * Imports (once) the modal host and opens a content modal by its template key. A host that failed
 * to load (a flaky network) is asked for again on the next click instead of being kept as failed.
 */
export async function openContentModal(name: ModalName, key: string): Promise<void> {
  host ??= import('./content-dialog').catch((error: unknown) => {
    host = null;
    throw error;
  });
  // No module: the reload watcher took the failure and reloads the page.
  const loaded: typeof Host | undefined = await host;
  if (!loaded) {
    host = null;
    return;
  }
  loaded.showContentModal(name, key);
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>('[data-modal-open]');
  if (!control) return;
  event.preventDefault();
  const name = control.dataset['modalOpen'] as ModalName;
  void openContentModal(name, control.dataset['modalKey'] ?? '');
}

/** Enables the page's modal controls and listens for their first click. */
export function startLazyModals(): void {
  if (document.documentElement.dataset['lazyModals']) return;
  document.documentElement.dataset['lazyModals'] = 'on';
  document.addEventListener('click', onClick);
  for (const control of document.querySelectorAll<HTMLButtonElement>('[data-modal-open]')) {
    control.disabled = false;
  }
}
