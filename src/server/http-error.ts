/** Errors a handler throws to answer `{ "error": { "code", "message" } }` with a status. */
import type { ApiErrorCode } from '~/lib/http/json';

/** An error thrown by a handler and answered as `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** 400 with a Russian message. */
export const badRequest = (message: string): HttpError =>
  new HttpError(400, 'bad_request', message);
/** 404 with a Russian message. */
export const notFound = (message: string): HttpError => new HttpError(404, 'not_found', message);

/** Seconds a client should wait before trying again after a storage fault. */
export const STORAGE_RETRY_AFTER = 30;

/** The Russian message of a storage fault. */
export const STORAGE_DOWN_MESSAGE =
  'Не получилось сохранить: сервис ненадолго недоступен. Попробуй ещё раз через минуту\u00a0— всё, что ты ввёл, останется в форме.';

/** The database cannot be reached or failed: 503 with Retry-After, never a 500. */
export class StorageUnavailable extends HttpError {
  override readonly name = 'StorageUnavailable';
  /** `reason` says what failed, for the log; visitors see STORAGE_DOWN_MESSAGE. */
  constructor(
    readonly reason: string,
    options: { cause?: unknown } = {},
  ) {
    super(503, 'service_unavailable', STORAGE_DOWN_MESSAGE, {
      'Retry-After': String(STORAGE_RETRY_AFTER),
    });
    if ('cause' in options) this.cause = options.cause;
  }
}
