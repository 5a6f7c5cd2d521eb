/**
 * Which origins are ours, for the same-site check of writes and for links in letters. The request's
 * own URL is what Astro saw; behind a proxy (only with `TRUST_PROXY=1`) the scheme and host the
 * visitor used come from `X-Forwarded-Proto` / `X-Forwarded-Host`. Links in letters never come from
 * a request: a runtime `SITE_URL`, else the origin the site was built for.
 */
import { addressSettings, type AddressSettings } from './client-address';

/** The origin visitors use: runtime `SITE_URL`, else the build's `site`. */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  for (const candidate of [env['SITE_URL'], import.meta.env.SITE]) {
    try {
      if (candidate) return new URL(candidate).origin;
    } catch {
      // not a URL: try the next one
    }
  }
  return 'http://localhost:4321';
}

/** The first value of a proxy header, if it is a plain token. */
const forwarded = (request: Request, name: string): string | undefined => {
  const value = request.headers.get(name)?.split(',')[0]?.trim();
  return value && /^[\w.:[\]-]+$/.test(value) ? value : undefined;
};

/** The origin of this request as the visitor sent it. */
export function requestOrigin(
  request: Request,
  url: URL,
  settings: AddressSettings = addressSettings(),
): string {
  if (settings.onNetlify || !settings.trustProxy) return url.origin;
  const proto = forwarded(request, 'x-forwarded-proto');
  const host = forwarded(request, 'x-forwarded-host') ?? url.host;
  return `${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host}`;
}

/** Origins a write may come from: this request's, the site's, and `ALLOWED_ORIGINS`. */
function ourOrigins(request: Request, url: URL, settings?: AddressSettings): Set<string> {
  const extra = (process.env['ALLOWED_ORIGINS'] ?? '').split(',').map((s) => s.trim());
  return new Set([requestOrigin(request, url, settings), siteOrigin(), ...extra.filter(Boolean)]);
}

/**
 * True for a write another site made the browser send: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` that is not ours (`null` included). A write without `Origin` passes: old browsers and
 * no-JS form posts of some browsers send none, and a forged request can say anything anyway.
 */
export function isCrossSiteWrite(request: Request, url: URL, settings?: AddressSettings): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method.toUpperCase())) return false;
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  return !ourOrigins(request, url, settings).has(origin);
}

/** True when the visitor's connection is HTTPS (for the Secure flag of cookies). */
export const isHttps = (request: Request, url: URL): boolean =>
  requestOrigin(request, url).startsWith('https:');
