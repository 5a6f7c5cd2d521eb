/**
 * Reload on a new build (SPEC §4). API answers carry `x-client-version`; when it differs from the
 * page's `<meta name="build-id">` the page is stale. A link click already loads a fresh document
 * (the site is a multi-page app), so what needs forcing is what stays inside this document: the
 * islands' history.pushState/replaceState route changes, back/forward (popstate) to another path
 * and a page restored from the back-forward cache. Each becomes a full load, at most once per path
 * per 10 s. Closing a modal steps back to an entry of the same path: no navigation, no reload.
 * A chunk that fails to load (deleted by the new deploy) reloads once under the same guard.
 * The service worker of a new build says so too when it takes over (./offline.ts).
 */
import { claimReload, CLIENT_VERSION_HEADER, isNewBuild } from '~/lib/reload';

const pageBuild = document.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? '';
let stale = false;

function reloadTo(url: string): boolean {
  const path = new URL(url, location.href).pathname;
  if (!claimReload(sessionStorage, path, Date.now())) return false;
  location.assign(url);
  return true;
}

/** Mark the page as one of an older build (an API answer or the service worker said so). */
export function markStale(buildId: string | null | undefined): void {
  if (stale || !isNewBuild(pageBuild, buildId)) return;
  stale = true;
  document.documentElement.dataset['staleBuild'] = 'true';
}

/** Watch API answers for a different build id. */
const nativeFetch = window.fetch.bind(window);
window.fetch = async (...args: Parameters<typeof fetch>): Promise<Response> => {
  const response = await nativeFetch(...args);
  markStale(response.headers.get(CLIENT_VERSION_HEADER));
  return response;
};

/** The path the page shows: a history step that keeps it (a modal's entry) is no navigation. */
let shownPath = location.pathname;

for (const method of ['pushState', 'replaceState'] as const) {
  const original = history[method].bind(history);
  history[method] = (data: unknown, unused: string, url?: string | URL | null): void => {
    if (stale && url != null) {
      const target = new URL(url, location.href);
      if (target.pathname !== location.pathname && reloadTo(target.href)) return;
    }
    original(data, unused, url);
    shownPath = location.pathname;
  };
}

window.addEventListener('popstate', () => {
  const moved = location.pathname !== shownPath;
  shownPath = location.pathname;
  if (stale && moved) reloadTo(location.href);
});
window.addEventListener('pageshow', (event) => {
  if (event.persisted && stale) reloadTo(location.href);
});
window.addEventListener('vite:preloadError', (event) => {
  // Offline a chunk the device has not saved cannot load: the island shows its error instead.
  // Within the guard (Vite reports a chunk's preload and its import apart; a flaky network), the
  // import fails as without this handler, so what asked for it can fall back (the city picker).
  if (navigator.onLine && reloadTo(location.href)) event.preventDefault();
});

/** True once an answer came from a newer build (tests, debugging). */
export const isStale = (): boolean => stale;
