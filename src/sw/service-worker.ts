/// <reference lib="webworker" />
/**
 * The site's service worker, bundled and given its precache list after `astro build`
 * (scripts/service-worker.ts). Serwist does the caching; this file only says what is kept
 * (src/lib/offline/policy.ts):
 * - precached: the shell's assets, the React chunk, the stylesheets, the fonts, the offline page;
 * - pages: network first, the saved copy after 3 s or without a network, else the offline page;
 *   the menu and the restaurants (the offline page's links) are saved when the worker installs;
 * - shared `/api` answers: stale-while-revalidate; per-visitor answers and writes pass through;
 * - data files: network first; hashed assets and images: cache first.
 * Pages, answers and data are kept per build and dropped when a new build's worker takes over,
 * which then tells open pages its build id (they reload on their next in-page navigation).
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
  type StrategyHandler,
} from 'serwist';
import { CLIENT_VERSION_HEADER } from '../lib/reload.ts';
import {
  CACHE_LIMITS,
  cacheName,
  isDataFile,
  isHashedAsset,
  isImage,
  isKeptApi,
  isOutdatedCache,
  isPagePath,
  PAGE_NETWORK_TIMEOUT_S,
  type CacheKind,
} from '../lib/offline/policy.ts';
import { markSavedPage, pageBuildId, SAVED_AT_HEADER } from '../lib/offline/saved.ts';
import { ROUTES, SAVED_AT_INSTALL } from '../paths.ts';

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST?: (PrecacheEntry | string)[];
};

const BUILD = __BUILD_ID__;

/** A copy of an answer with other headers and, optionally, another body. */
function copy(response: Response, headers: Headers, body: BodyInit | null): Response {
  // The body is already decoded; the original length and encoding no longer describe it.
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Pages: only this build's pages are kept, stamped with when they were saved. */
const ownBuildPages: SerwistPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    const html = await response.text();
    if (pageBuildId(html) !== BUILD) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return copy(response, headers, html);
  },
  // Called only when the saved copy stands in for the network's answer: the page is told so.
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return null;
    const savedAt = cachedResponse.headers.get(SAVED_AT_HEADER) ?? '';
    const html = markSavedPage(await cachedResponse.text(), savedAt);
    return copy(cachedResponse, new Headers(cachedResponse.headers), html);
  },
};

/**
 * API answers: 200s the server lets be stored. A kept answer drops its build id: an old answer
 * must not make a page think a new build is out (the worker's own update says that).
 */
const sharedAnswers: SerwistPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    if (/no-store/.test(response.headers.get('cache-control') ?? '')) return null;
    const headers = new Headers(response.headers);
    headers.delete(CLIENT_VERSION_HEADER);
    return copy(response, headers, await response.arrayBuffer());
  },
};

/** Only answers worth keeping: 200 (an error or a redirect is never served from a cache). */
const okOnly: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => (response.status === 200 ? response : null),
};

/** Bounds of a cache (entries, age), emptied first when the device runs out of space. */
const bounded = (kind: CacheKind): ExpirationPlugin =>
  new ExpirationPlugin({ ...CACHE_LIMITS[kind], purgeOnQuotaError: true });

/**
 * Network first, where a failed navigation preload counts as no network. Offline, Firefox resolves
 * `preloadResponse` with a network-error answer (type "error") instead of rejecting; Serwist
 * takes any answer it gets as the network's, so Firefox never reached the saved copy: every page
 * opened offline showed the offline page (issue 33, tests/engines).
 */
class PageNetworkFirst extends NetworkFirst {
  override _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const preload = handler.getPreloadResponse.bind(handler);
    handler.getPreloadResponse = async () => {
      const response = await preload();
      return response?.type === 'error' ? undefined : response;
    };
    return super._handle(request, handler);
  }
}

/** Pages: network first, this build's saved copy after 3 s or without a network. */
const pages = new PageNetworkFirst({
  cacheName: cacheName('pages', BUILD),
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
  matchOptions: { ignoreSearch: true, ignoreVary: true },
  plugins: [bounded('pages'), ownBuildPages],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST ?? [],
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isPagePath(url.pathname),
      handler: pages,
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isKeptApi(url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: cacheName('api', BUILD),
        plugins: [bounded('api'), sharedAnswers],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isDataFile(url.pathname),
      handler: new NetworkFirst({
        cacheName: cacheName('data', BUILD),
        networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
        plugins: [bounded('data'), okOnly],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isImage(url.pathname),
      handler: new CacheFirst({
        cacheName: cacheName('images', BUILD),
        plugins: [bounded('images'), okOnly],
      }),
    },
    {
      // Lazy chunks a visited page loaded (the editor's own bundle is not kept).
      matcher: ({ url, request, sameOrigin }) =>
        sameOrigin &&
        isHashedAsset(url.pathname) &&
        !new URL(request.referrer || self.location.href).pathname.startsWith(ROUTES.admin),
      handler: new CacheFirst({
        cacheName: cacheName('assets', BUILD),
        plugins: [bounded('assets'), okOnly],
      }),
    },
  ],
  fallbacks: {
    entries: [
      { url: ROUTES.offline, matcher: ({ request }) => request.destination === 'document' },
    ],
  },
});

// The offline page links to the menu and the restaurants: this build's copies are kept at once,
// and the tray's page (its items are on the device already).
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.allSettled(
      SAVED_AT_INSTALL.map((url) => pages.handleAll({ event, request: new Request(url) })[1]),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (isOutdatedCache(name, BUILD)) await caches.delete(name);
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages) page.postMessage({ build: BUILD });
    })(),
  );
});

serwist.addEventListeners();
