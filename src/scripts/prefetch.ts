/**
 * Prefetches pages a visitor is about to open (pointer over a link, focus, touch) with
 * <link rel="prefetch">, at most 4 at a time (SPEC §9). Skipped on Save-Data and slow networks.
 * Loaded with the first such event, not with the page: before it there is nothing to prefetch.
 */
import { createPrefetchQueue } from '~/lib/prefetch-queue';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}
const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
const slow = connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');

const queue = createPrefetchQueue(
  (url) =>
    new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => resolve());
      document.head.append(link);
    }),
);

const candidate = (target: EventTarget | null): string | undefined => {
  const link = (target as Element | null)?.closest?.('a');
  if (
    !link ||
    link.target ||
    link.hasAttribute('download') ||
    link.dataset['noPrefetch'] !== undefined
  )
    return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return undefined;
  if (url.pathname === location.pathname) return undefined;
  return url.pathname + url.search;
};

/**
 * Start prefetching with the visitor's first sign of intent, `first` (src/scripts/shell.ts loads
 * this module then): it is handled at once, and every later one as it comes.
 */
export function startPrefetch(first: Event): void {
  if (slow) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onPointer = (event: Event): void => {
    const url = candidate(event.target);
    clearTimeout(timer);
    if (url) timer = setTimeout(() => queue.add(url), 80);
  };
  const onFocusOrTouch = (event: Event): void => {
    const url = candidate(event.target);
    if (url) queue.add(url);
  };
  document.addEventListener('pointerover', onPointer);
  for (const type of ['focusin', 'touchstart'] as const)
    document.addEventListener(type, onFocusOrTouch, { passive: true });
  if (first.type === 'pointerover') onPointer(first);
  else if (first.type === 'touchstart') onFocusOrTouch(first);
}
