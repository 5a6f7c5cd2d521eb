/**
 * The error model of SPEC §8: failed calls become ApiError (status, statusText, message);
 * handleHttpError deduplicates per (source, status, message) for 3000 ms, logs, and shows a toast
 * or raises a fatal error; resolveServerError maps an error to the page-level action.
 */

/** The default text of an error without a message. */
export const DEFAULT_ERROR_MESSAGE = 'Произошла ошибка';
/** The text of a missing page. */
export const NOT_FOUND_MESSAGE = 'Страница не найдена.';
/** The text of a fatal error without status or message. */
export const UNKNOWN_ERROR_MESSAGE = 'Неизвестная ошибка';
/** How long the same error is shown only once, ms. */
export const ERROR_DEDUP_MS = 3000;
/** The page of server errors. */
export const MAINTENANCE_PATH = '/maintenance_mode';
/** Node's code for a request path with unescaped characters. */
export const UNESCAPED_CHARACTERS = 'ERR_UNESCAPED_CHARACTERS';

/** A failed API call. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Machine-readable code from the answer body, when any. */
  readonly code: string | undefined;
  /** The answer body, when any. */
  readonly data: unknown;
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    extra: { code?: string; data?: unknown } = {},
  ) {
    super(message || DEFAULT_ERROR_MESSAGE);
    this.code = extra.code;
    this.data = extra.data;
  }
}

/** An error that must replace the page with the error page. */
export class FatalError extends Error {
  override readonly name = 'FatalError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** Turn anything thrown by a call (ofetch's FetchError, a network error) into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const status = Number(field(error, 'status') ?? field(error, 'statusCode') ?? 0) || 0;
  const rawStatusText = field(error, 'statusText');
  const statusText = typeof rawStatusText === 'string' ? rawStatusText : '';
  const data = field(error, 'data');
  const body = field(data, 'error');
  const message = field(body, 'message') ?? field(data, 'message');
  const code = field(body, 'code') ?? field(error, 'code');
  return new ApiError(
    status,
    statusText,
    typeof message === 'string' && message ? message : DEFAULT_ERROR_MESSAGE,
    { ...(typeof code === 'string' ? { code } : {}), data },
  );
}

/** Toast types of SPEC §3. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** What the handler asks the toasts UI to show. */
export interface ErrorNotice {
  type: ToastType;
  message: string;
}

type Notifier = (notice: ErrorNotice) => void;
type Logger = (source: string, error: ApiError) => void;

let notifier: Notifier | undefined;
let logger: Logger = (source, error) => console.error(`[${source}]`, error.status, error.message);
const recent = new Map<string, number>();

/** Connect the toasts UI (or a test spy); without an argument, disconnect. */
export function setErrorNotifier(fn?: Notifier): void {
  notifier = fn;
}

/** Replace the logger (an error-reporting service, or a test spy). */
export function setErrorLogger(fn: Logger): void {
  logger = fn;
}

/** Forget the dedup history (tests). */
export function resetErrorDedup(): void {
  recent.clear();
}

/** How handleHttpError reports an error. */
export interface HandleOptions {
  /** Who called: part of the dedup key. */
  source: string;
  /** Show a toast (default true unless fatal). */
  toast?: boolean;
  /** Toast type, error by default. */
  type?: ToastType;
  /** Raise a FatalError instead of a toast. */
  fatal?: boolean;
  /** Text to show instead of the error's own message. */
  message?: string;
}

/**
 * Report a failed call once per (source, status, message) in 3000 ms: log it, then toast it, or
 * throw a FatalError when fatal. Returns the ApiError so callers may rethrow it.
 */
export function handleHttpError(error: unknown, options: HandleOptions): ApiError {
  const apiError = toApiError(error);
  const message = options.message ?? apiError.message ?? DEFAULT_ERROR_MESSAGE;
  const key = `${options.source}\u0000${apiError.status}\u0000${message}`;
  const now = Date.now();
  for (const [k, at] of recent) if (now - at >= ERROR_DEDUP_MS) recent.delete(k);
  const duplicate = recent.has(key);
  if (!duplicate) {
    recent.set(key, now);
    logger(options.source, apiError);
  }
  if (options.fatal) throw new FatalError(apiError.status || 500, message);
  if (!duplicate && options.toast !== false) notifier?.({ type: options.type ?? 'error', message });
  return apiError;
}

/** What to do with a server error on a page. */
export type ServerErrorAction =
  { kind: 'redirect'; to: string } | { kind: 'fatal'; status: number; message: string };

/** Keep the current query string on a redirect target that has none. */
function withQuery(target: string, search: string): string {
  if (!search || search === '?' || target.includes('?')) return target;
  const hash = target.indexOf('#');
  return hash === -1 ? target + search : target.slice(0, hash) + search + target.slice(hash);
}

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
  const raw = field(error, 'message');
  const message = typeof raw === 'string' && raw ? raw : UNKNOWN_ERROR_MESSAGE;
  return { kind: 'fatal', status: status || 500, message };
}

/** Crawlers by user agent (SPEC §4: bots get no error page). */
const BOT_AGENT =
  /(?:bot|crawler|spider)\/|googlebot|bingbot|yandex(?!browser)|slurp|bingpreview|facebookexternalhit|vkshare|lighthouse/i;

/** True for a crawler's or a script's user agent. */
export const isBot = (userAgent: string): boolean => BOT_AGENT.test(userAgent);

type PageErrorHandler = (action: ServerErrorAction) => void;
let pageErrorHandler: PageErrorHandler | undefined;

/** Connect what carries out a page-level action (the browser's services, or a test spy). */
export function setPageErrorHandler(fn?: PageErrorHandler): void {
  pageErrorHandler = fn;
}

/**
 * The one client handler of failed start-up and island loads (SPEC §8): an HTTP error becomes the
 * page-level action of resolveServerError (5xx → /maintenance_mode, 301 → follow, else the error
 * page); a failure without an answer (offline) is left to the island's own message; bots get no
 * error page and no redirect. Returns the action taken, if any.
 */
export function handlePageError(
  error: unknown,
  where: { pathname: string; search: string } = globalThis.location ?? {
    pathname: '/',
    search: '',
  },
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): ServerErrorAction | null {
  const status = Number(field(error, 'status') ?? field(error, 'statusCode') ?? 0) || 0;
  const unescaped = field(error, 'code') === UNESCAPED_CHARACTERS;
  if ((!status && !unescaped) || isBot(userAgent)) return null;
  const action = resolveServerError(error, where);
  pageErrorHandler?.(action);
  return action;
}
