/**
 * The Netlify SSR function around Astro's handler (bundled by scripts/netlify-finish.mjs). Netlify
 * runs a function that has a path before its redirect rules and applies [[headers]] only to files it
 * serves, so this function answers the site's redirects from the one list (where the CDN's own
 * rules did not already) and puts the site's security headers and a CSP on every answer it gives,
 * its 404 page included, as scripts/serve.ts does locally.
 */
import {
  redirectLocation,
  redirectMatcher,
  type RedirectRule,
} from '../../src/lib/http/redirects.ts';
import { parseTarget } from '../../src/lib/http/request-target.ts';
import { NON_PAGE_CSP, SECURITY_HEADERS } from '../../src/lib/http/security-headers.ts';

/** A Netlify function handler (Astro's, or this wrapper). */
export type SiteHandler = (request: Request, context: unknown) => Promise<Response>;

/** The answer with the site's headers where it has none of its own. */
export function withSiteHeaders(answer: Response, notFoundCsp: string): Response {
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (!headers.has('content-security-policy')) {
    const page = answer.status === 404 && (headers.get('content-type') ?? '').includes('text/html');
    headers.set('content-security-policy', page ? notFoundCsp : NON_PAGE_CSP);
    if (page) headers.set('cache-control', 'no-store');
  }
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  });
}

/**
 * Wraps Astro's handler; `notFoundCsp` is the CSP Astro computed for the 404 page, `rules` the
 * site's redirects (SITE_REDIRECTS, inlined by the build).
 */
export function siteFunction(
  astro: SiteHandler,
  notFoundCsp: string,
  rules: readonly RedirectRule[],
): SiteHandler {
  const findRedirect = redirectMatcher(rules);
  return async (request, context) => {
    const url = new URL(request.url);
    const { pathname, isApi } = parseTarget(url.pathname);
    const rule =
      !isApi && pathname
        ? (findRedirect(pathname, true) ?? findRedirect(pathname, false))
        : undefined;
    if (rule) {
      const headers = { Location: redirectLocation(rule, url.search), 'Cache-Control': 'no-cache' };
      return withSiteHeaders(new Response(null, { status: rule.status, headers }), notFoundCsp);
    }
    return withSiteHeaders(await astro(request, context), notFoundCsp);
  };
}
