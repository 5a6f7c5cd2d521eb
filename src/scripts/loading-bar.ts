/**
 * Drives the top loading bar: page unloads (a followed link, a form sent) and island loads
 * tracked in the loading store. Small and framework-free; the shell starts it with the visitor's
 * first sign of intent (src/scripts/shell.ts).
 */
import { createLoadingBar } from '~/lib/loading-bar';
import { $isLoading } from '~/stores/loading';

/** Starts the loading bar, if the page has one. */
export function startLoadingBar(): void {
  const element = document.querySelector<HTMLElement>('[data-loading-bar]');
  if (!element) return;
  const bar = createLoadingBar((view) => {
    element.style.transitionDuration = `${view.transitionMs}ms`;
    element.style.transform = `scaleX(${view.progress / 100})`;
    element.dataset['visible'] = String(view.visible);
  });

  $isLoading.listen((loading) => (loading ? bar.start() : bar.finish()));
  // An island's load may be under way already (it started on the same first interaction).
  if ($isLoading.get()) bar.start();

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest('a');
    if (!link || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin) return;
    if (url.pathname === location.pathname && url.search === location.search) return;
    bar.start();
  });
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) bar.start();
  });
  // Back from the bfcache, or a navigation that did not happen (a download): end the bar.
  window.addEventListener('pageshow', () => bar.finish());
  window.addEventListener('error', () => bar.finish());
}
