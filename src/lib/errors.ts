/**
 * The error model of SPEC §8: failed calls become ApiError (status, statusText, message);
 * handleHttpError deduplicates per (source, status, message) for 3000 ms, logs, and shows a toast
 * or raises a fatal error; handlePageError hands a failed start-up or island load to the page,
 * whose handler turns it into the page-level action of ./page-errors.ts (loaded only then).
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
  /** The error's own message, '' when it has none (`message` is then the toast default). */
  readonly detail: string;
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    extra: { code?: string; data?: unknown } = {},
  ) {
    super(message || DEFAULT_ERROR_MESSAGE);
    this.detail = message;
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

/** A property of an unknown value, if it is an object. */
export function field(value: unknown, key: string): unknown {
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
  return new ApiError(status, statusText, typeof message === 'string' ? message : '', {
    ...(typeof code === 'string' ? { code } : {}),
    data,
  });
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

/** True the first time `key` comes within ERROR_DEDUP_MS (SPEC §8), false for its repeats. */
export function firstInWindow(key: string): boolean {
  const now = Date.now();
  for (const [k, at] of recent) if (now - at >= ERROR_DEDUP_MS) recent.delete(k);
  if (recent.has(key)) return false;
  recent.set(key, now);
  return true;
}

/**
 * Report a failed call once per (source, status, message) in 3000 ms: log it, then toast it, or
 * throw a FatalError when fatal. Returns the ApiError so callers may rethrow it.
 */
export function handleHttpError(error: unknown, options: HandleOptions): ApiError {
  const apiError = toApiError(error);
  const message = options.message ?? apiError.message ?? DEFAULT_ERROR_MESSAGE;
  const duplicate = !firstInWindow(`${options.source}\u0000${apiError.status}\u0000${message}`);
  if (!duplicate) logger(options.source, apiError);
  if (options.fatal) throw new FatalError(apiError.status || 500, message);
  if (!duplicate && options.toast !== false) notifier?.({ type: options.type ?? 'error', message });
  return apiError;
}

/** A failed start-up or island load that got an answer: what, where and who asked. */
export interface PageFailure {
  error: unknown;
  where: { pathname: string; search: string };
  userAgent: string;
}

type PageErrorHandler = (failure: PageFailure) => void;
let pageErrorHandler: PageErrorHandler | undefined;

/** Connect what carries out a page-level failure (the browser's services, or a test spy). */
export function setPageErrorHandler(fn?: PageErrorHandler): void {
  pageErrorHandler = fn;
}

/**
 * The one client handler of failed start-up and island loads (SPEC §8): an HTTP error is handed
 * to the page's handler, which applies the rules of ./page-errors.ts (5xx → /maintenance_mode,
 * 301 → follow, else the error page; nothing for bots); a failure without an answer (offline) is
 * left to the island's own message. Returns true when the failure was handed over.
 */
export function handlePageError(
  error: unknown,
  where: { pathname: string; search: string } = globalThis.location ?? {
    pathname: '/',
    search: '',
  },
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): boolean {
  const status = Number(field(error, 'status') ?? field(error, 'statusCode') ?? 0) || 0;
  if (!status && field(error, 'code') !== UNESCAPED_CHARACTERS) return false;
  pageErrorHandler?.({ error, where, userAgent });
  return true;
}
