/**
 * SPEC §8's page-level rules for a failed start-up or island load, loaded only when one fails
 * (src/scripts/services/page-error-view.ts): where a server error sends the page, and no error
 * page or redirect for crawlers (SPEC §4).
 */
import {
  ApiError,
  field,
  MAINTENANCE_PATH,
  NOT_FOUND_MESSAGE,
  UNESCAPED_CHARACTERS,
  UNKNOWN_ERROR_MESSAGE,
  type PageFailure,
} from './errors.ts';
import { withQuery } from './query.ts';

/** What to do with a server error on a page. */
export type ServerErrorAction =
  { kind: 'redirect'; to: string } | { kind: 'fatal'; status: number; message: string };

/** SPEC §8 server-error rules for an error met while showing `location` (path + query). */
export function resolveServerError(
  error: unknown,
  location: { pathname: string; search: string },
): ServerErrorAction {
  const code = field(error, 'code');
  const status = Number(field(error, 'status') ?? field(error, 'statusCode') ?? 0) || 0;
  if (code === UNESCAPED_CHARACTERS)
    return { kind: 'fatal', status: 404, message: NOT_FOUND_MESSAGE };
  if (status >= 500 && location.pathname !== MAINTENANCE_PATH) {
    return { kind: 'redirect', to: MAINTENANCE_PATH };
  }
  if (status === 301) {
    const data = field(error, 'data');
    const to = field(data, 'redirect') ?? field(data, 'location') ?? field(data, 'url');
    if (typeof to === 'string' && to)
      return { kind: 'redirect', to: withQuery(to, location.search) };
  }
  if (status === 404) return { kind: 'fatal', status: 404, message: NOT_FOUND_MESSAGE };
  // An ApiError's `message` falls back to the toasts' «Произошла ошибка»: the page says its own.
  const raw = error instanceof ApiError ? error.detail : field(error, 'message');
  const message = typeof raw === 'string' && raw ? raw : UNKNOWN_ERROR_MESSAGE;
  return { kind: 'fatal', status: status || 500, message };
}

/** Crawlers by user agent (SPEC §4: bots get no error page). */
const BOT_AGENT =
  /(?:bot|crawler|spider)\/|googlebot|bingbot|yandex(?!browser)|slurp|bingpreview|facebookexternalhit|vkshare|lighthouse/i;

/** True for a crawler's or a script's user agent. */
export const isBot = (userAgent: string): boolean => BOT_AGENT.test(userAgent);

/** The action for a failure handed over by handlePageError, or null for a crawler. */
export function pageErrorAction({
  error,
  where,
  userAgent,
}: PageFailure): ServerErrorAction | null {
  return isBot(userAgent) ? null : resolveServerError(error, where);
}
