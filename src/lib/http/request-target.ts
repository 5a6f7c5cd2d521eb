/**
 * Reading a request's raw target and headers safely, for the Node server (scripts/serve.ts): any
 * bytes may arrive in the path, the method or the Host header, and none of them may crash the
 * process, leave /api, or put a foreign or invalid address into a Location header.
 */

/** The parts of a request target the server routes on. */
export interface RequestTarget {
  /** The decoded, normalised path (`/a/../b` → `/b`); undefined when malformed. */
  readonly pathname: string | undefined;
  /** The query string with its `?` (as sent), or ''. */
  readonly search: string;
  /** Under /api by the raw path, decided before decoding so that `..%2F` cannot leave it. */
  readonly isApi: boolean;
}

/** Resolves `.` and `..` segments and collapses repeated slashes, POSIX style, never above `/`. */
function normalizePath(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}${path.length > 1 && path.endsWith('/') && out.length > 0 ? '/' : ''}`;
}

/** Splits and decodes a raw request target (`req.url`). */
export function parseTarget(url: string): RequestTarget {
  const mark = url.indexOf('?');
  const raw = mark === -1 ? url : url.slice(0, mark);
  const search = mark === -1 ? '' : url.slice(mark);
  const isApi = /^\/api(?:\/|$)/.test(raw);
  let pathname: string | undefined;
  try {
    const decoded = decodeURIComponent(raw);
    if (decoded.startsWith('/') && !/[\0\\]/.test(decoded)) pathname = normalizePath(decoded);
  } catch {
    pathname = undefined;
  }
  return { pathname, search, isApi };
}

/**
 * A same-origin Location for a decoded path: every segment percent-encoded (so no byte above
 * U+007F, no CR/LF/tab and no backslash reaches the header) and exactly one leading slash, so a
 * browser can never read it as `//host` or `/\host`. The query string is re-encoded the same way.
 */
export function sameOriginLocation(pathname: string, search = ''): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const path = `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
  return path + safeQuery(search);
}

/** A query string safe for a header: only printable ASCII, anything else percent-encoded. */
export function safeQuery(search: string): string {
  if (!search || search === '?') return '';
  return search.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}

/** True for a Host header a URL can be built from: a name or an IP literal, an optional port. */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 255) return false;
  return /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(
    host,
  );
}

/** Methods the API endpoints may answer (each endpoint narrows them with 405 and Allow). */
export const API_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]);
