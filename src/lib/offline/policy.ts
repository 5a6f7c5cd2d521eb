/**
 * What the service worker keeps for offline use, as plain functions of URLs: the worker, the build
 * and the tests share one answer. Pages, API answers and data files belong to one build and live
 * in caches named after it, so a new build drops them with the old precache and a page is never
 * shown with another build's assets; images and hashed assets are the same in every build.
 */

/** Where the service worker script is served: the root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Pages are asked from the network first; after this many seconds the saved copy is shown. */
export const PAGE_NETWORK_TIMEOUT_S = 3;

/** Prefix of every cache of the site's worker (Serwist's precache included). */
export const CACHE_PREFIX = 'vkusno';

const DAY = 24 * 60 * 60;

/** What each runtime cache holds at most: entries and age in seconds. */
export const CACHE_LIMITS = {
  pages: { maxEntries: 60, maxAgeSeconds: 14 * DAY },
  api: { maxEntries: 80, maxAgeSeconds: 2 * DAY },
  data: { maxEntries: 20, maxAgeSeconds: 14 * DAY },
  assets: { maxEntries: 80, maxAgeSeconds: 30 * DAY },
  images: { maxEntries: 250, maxAgeSeconds: 30 * DAY },
} as const;

/** A runtime cache of the worker. */
export type CacheKind = keyof typeof CACHE_LIMITS;

/** Kinds whose content depends on the build (the rest is addressed by content or rarely changes). */
const PER_BUILD: readonly CacheKind[] = ['pages', 'api', 'data'];

/** The name of a runtime cache: `vkusno-pages-<build>` for the per-build kinds. */
export function cacheName(kind: CacheKind, buildId: string): string {
  return PER_BUILD.includes(kind)
    ? `${CACHE_PREFIX}-${kind}-${buildId}`
    : `${CACHE_PREFIX}-${kind}`;
}

/** True for a per-build cache of another build: the worker deletes it when it takes over. */
export function isOutdatedCache(name: string, buildId: string): boolean {
  return PER_BUILD.some(
    (kind) => name.startsWith(`${CACHE_PREFIX}-${kind}-`) && name !== cacheName(kind, buildId),
  );
}

/**
 * The smallest answer never kept (it follows the clock): a page back online asks for it, and its
 * `x-client-version` says at once whether a new build came out meanwhile.
 */
export const BUILD_PROBE_PATH = '/api/time';

/** Answers that depend on the visitor or the moment: never kept, always from the network. */
export const PER_VISITOR_API: readonly string[] = [
  '/api/city/get',
  BUILD_PROBE_PATH,
  '/api/address',
];

/** Writes, and the GET links of the letters that change a subscription: never kept. */
const WRITING_API: readonly string[] = [
  '/api/subscribe', // also /api/subscribe/confirm and /api/subscribe/unsubscribe
  '/api/feedback',
  '/api/franchise',
  '/api/city/set',
];

/** The operator's probes (liveness, readiness): they report the moment, never a kept answer. */
export const PROBE_API: readonly string[] = ['/api/health', '/api/ready'];

const under = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** True for an `/api` GET whose answer is kept (stale-while-revalidate). */
export function isKeptApi(pathname: string): boolean {
  return (
    pathname.startsWith('/api/') &&
    !PER_VISITOR_API.some((path) => under(pathname, path)) &&
    !PROBE_API.some((path) => under(pathname, path)) &&
    !WRITING_API.some((path) => under(pathname, path))
  );
}

/** True for content-hashed build output (`/_astro/…`): the same URL never changes. */
export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith('/_astro/');
}

/** True for an image. */
export function isImage(pathname: string): boolean {
  return /\.(?:png|jpe?g|webp|avif|gif|svg|ico)$/i.test(pathname);
}

/** True for a data file of the build outside `/api` (a city's restaurants, the map style). */
export function isDataFile(pathname: string): boolean {
  return !pathname.startsWith('/api/') && /\.(?:json|pbf)$/i.test(pathname);
}

/**
 * True for a page: a path without a file extension (or a `.html` one) outside `/api` and
 * `/_astro`, whatever the build's file layout (`menu/index.html` or `menu.html`, both served at
 * `/menu`). The editor (`/admin`) is a tool, not a page to keep.
 */
export function isPagePath(pathname: string): boolean {
  if (pathname.startsWith('/api/') || pathname === '/api' || isHashedAsset(pathname)) return false;
  if (under(pathname, '/admin')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

/**
 * The URL a built HTML file is served at, for either file layout: `index.html` → `/`,
 * `menu/index.html` and `menu.html` → `/menu` (the site has no trailing slashes).
 */
export function pageUrlOfFile(file: string): string {
  const path = file.replaceAll('\\', '/').replace(/^\/+/, '');
  const page = path.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${page}`;
}

/** The files that may hold the page at `url`, one per layout (`menu.html`, `menu/index.html`). */
export function filesOfPage(url: string): string[] {
  const page = url.replace(/^\/+|\/+$/g, '');
  return page === '' ? ['index.html'] : [`${page}.html`, `${page}/index.html`];
}
