/**
 * Registers the service worker (src/sw/service-worker.ts) once the page has loaded and the browser
 * is idle, so it never competes with the first visit. When a worker takes this page over (the
 * first one, or a new build's), it is asked to keep this page and what it loaded before it came;
 * a worker of another build marks the page stale (./reload.ts), so the next in-page navigation
 * loads the new build. Back online, the page asks the API for its build id and the worker for an
 * update at once: listened for from the start, so a connection back before the page's idle
 * start-up is heard too.
 */
import { request } from '~/lib/api/http';
import { BUILD_PROBE_PATH, SERVICE_WORKER_PATH } from '~/lib/offline/policy';
import { markStale } from './reload';

/** Register the worker (call after load, at idle). */
export function startOffline(): void {
  const workers = navigator.serviceWorker;
  workers.addEventListener('message', (event: MessageEvent<{ build?: string } | null>) =>
    markStale(event.data?.build),
  );
  workers.addEventListener('controllerchange', () =>
    workers.controller?.postMessage({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          location.href,
          ...performance.getEntriesByType('resource').map((e) => e.name),
        ],
      },
    }),
  );
  workers.register(SERVICE_WORKER_PATH).catch(() => undefined);
}

/** Back online: ask for the build id, and the worker (once registered) for an update. */
export function watchOnline(): void {
  addEventListener('online', () => {
    // The probe's x-client-version reaches ./reload.ts at once; the new worker follows.
    request(BUILD_PROBE_PATH).catch(() => undefined);
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.update())
      .catch(() => undefined);
  });
}
