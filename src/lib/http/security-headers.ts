/**
 * Security and cache headers, declared once. The Node server (scripts/serve.ts), the Astro
 * middleware (on-demand answers) and netlify.toml all apply these; a unit test checks that
 * netlify.toml mirrors them exactly.
 */
import { SERVICE_WORKER_PATH } from '../offline/policy.ts';

/** Headers sent with every answer, pages and API alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Pages whose logins open a popup on another origin that posts back to its opener (the editor). */
const POPUP_LOGIN_PAGES = new Set(['/admin']);

/**
 * The security headers of a path: SECURITY_HEADERS, except that the editor keeps its login popup's
 * opener (`same-origin-allow-popups`): GitHub's or Netlify's login window posts the token back to it,
 * and `same-origin` would cut that link.
 */
export function securityHeadersFor(pathname: string): Readonly<Record<string, string>> {
  const page = pathname.replace(/(?:\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
  if (!POPUP_LOGIN_PAGES.has(page)) return SECURITY_HEADERS;
  return { ...SECURITY_HEADERS, 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' };
}

/**
 * CSP directives beyond script-src/style-src (Astro adds those with hashes per page).
 * `extraConnect` lists origins the browser may call besides our own (API base, Sentry, tiles);
 * `extraImages` origins it may load images from (the basemap's).
 */
export function cspDirectives(
  extraConnect: readonly string[] = [],
  extraImages: readonly string[] = [],
): string[] {
  const connect = ["'self'", ...extraConnect].join(' ');
  return [
    "default-src 'self'",
    ["img-src 'self' data: blob:", ...extraImages].join(' '),
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
}

/** CSP for answers that are not pages (JSON, files): nothing may run or embed them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** One year, immutable: for content-hashed files under /_astro/. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Pages: always revalidate, so a deploy shows at once. */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';

/**
 * The service worker script: always revalidated (a new build's worker is found at once), and a
 * CSP of its own, since a worker obeys its script's policy: it fetches from this origin only.
 * `worker-src 'self'`: WebKit checks the worker's `fetch()` of a page's worker script (the map's
 * MapLibre worker) against this policy's worker-src, not connect-src, and without it refused the
 * answer, so the map failed for every returning visitor in Safari (issue 33).
 */
export const SERVICE_WORKER_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-cache',
  'Content-Security-Policy':
    "default-src 'none'; connect-src 'self'; worker-src 'self'; frame-ancestors 'none'; base-uri 'none'",
};

/** CSP for a static file that is not a page. */
export function staticCsp(pathname: string): string {
  return pathname === SERVICE_WORKER_PATH
    ? (SERVICE_WORKER_HEADERS['Content-Security-Policy'] ?? NON_PAGE_CSP)
    : NON_PAGE_CSP;
}

/** Cache-Control for a static path, or undefined to leave the server's default. */
export function staticCacheControl(pathname: string): string {
  if (pathname === SERVICE_WORKER_PATH)
    return SERVICE_WORKER_HEADERS['Cache-Control'] ?? PAGE_CACHE;
  if (pathname.startsWith('/_astro/')) return IMMUTABLE_CACHE;
  if (pathname.startsWith('/fonts/')) return IMMUTABLE_CACHE;
  if (/\.(?:png|jpe?g|webp|avif|svg|ico|woff2?)$/.test(pathname)) return 'public, max-age=86400';
  return PAGE_CACHE;
}
