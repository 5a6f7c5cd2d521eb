/**
 * What the Node server's access log (scripts/serve/access-log.ts) writes about a request, as pure
 * functions: the path without the query's values (a query may carry an e-mail, a phone, a place or
 * a letter's token: personal data has no place in a log) and the request's id.
 */

/** Longest path written; anything longer is cut (a hostile target may be kilobytes). */
export const LOGGED_PATH_MAX = 1024;

/** A query parameter's name as sites write them; anything else may be a value in disguise. */
const PARAMETER_NAME = /^[A-Za-z0-9_.[\]-]{1,64}$/;

/**
 * The request target for the log: the raw path as sent, then the query's parameter names without
 * their values (`/api/city/near?lat=55.7&lon=37.6` → `/api/city/near?lat&lon`). A part without
 * `=`, or a name that does not look like one, is itself a value and is left out.
 */
export function loggedPath(target: string): string {
  const mark = target.indexOf('?');
  const path = (mark === -1 ? target : target.slice(0, mark)).slice(0, LOGGED_PATH_MAX);
  if (mark === -1) return path;
  const names = target
    .slice(mark + 1)
    .split('&')
    .filter((part) => part.includes('='))
    .map((part) => part.slice(0, part.indexOf('=')))
    .filter((name) => PARAMETER_NAME.test(name));
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
}

/** A request id a trusted proxy may hand on: a short token of safe characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of a request: the one in its `x-request-id` header when a proxy we trust set it
 * (`TRUST_PROXY=1`) and it is a short safe token, so a balancer's id follows the request into our
 * log; otherwise a fresh one, since a client could write anything there.
 */
export function chooseRequestId(
  header: string | string[] | undefined,
  trustProxy: boolean,
  fresh: () => string,
): string {
  if (trustProxy && typeof header === 'string' && SAFE_REQUEST_ID.test(header)) return header;
  return fresh();
}
