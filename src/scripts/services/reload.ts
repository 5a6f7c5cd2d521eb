/**
 * Reload on a new build (SPEC §4). API answers carry `x-client-version`; when it differs from the
 * page's `<meta name="build-id">` the page is stale. A link click already loads a fresh document
 * (the site is a multi-page app), so what needs forcing is what stays inside this document: the
 * islands' history.pushState/replaceState route changes, back/forward (popstate) to another path
 * and a page restored from the back-forward cache. Each becomes a full load, at most once per path
 * per 10 s. Closing a modal steps back to an entry of the same path: no navigation, no reload.
 * A chunk that fails to load reloads once under the same guard, when the server's build is newer.
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
window.addEventListener('vite:preloadError', () => {
  // A chunk that cannot load reloads the page only once the server says it runs a newer build,
  // whose deploy deleted the chunk. Firefox and WebKit abort a page's loads as soon as a
  // navigation away starts; reloading then would replace the page the visitor is going to. The
  // import fails as without this handler, so what asked for it falls back (an island's error, the
  // city picker's page); offline nothing is asked.
  if (!navigator.onLine) return;
  fetch('/api/health', { method: 'HEAD', cache: 'no-store' })
    .then(() => {
      if (stale) reloadTo(location.href);
    })
    .catch(() => undefined);
});

/** True once an answer came from a newer build (tests, debugging). */
export const isStale = (): boolean => stale;
