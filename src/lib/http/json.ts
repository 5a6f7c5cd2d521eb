/** JSON answers of the API: data, and errors shaped `{ "error": { "code", "message" } }`. */

/** An error code of the API. */
export type ApiErrorCode =
  | 'bad_request'
  | 'not_found'
  | 'method_not_allowed'
  | 'forbidden'
  | 'too_many_requests'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'service_unavailable'
  | 'internal';

/** The body of every API error. */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string };
}

/** A JSON error answer; never includes a stack trace or the raw input. */
export function jsonError(
  status: number,
  code: ApiErrorCode,
  message: string,
  headers: HeadersInit = {},
): Response {
  const body: ApiErrorBody = { error: { code, message } };
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) },
  });
}

/** Russian messages for the generic errors. */
export const ERROR_MESSAGES = {
  notFound: 'Такого адреса в API нет.',
  methodNotAllowed: 'Этот метод здесь не поддерживается.',
  internal: 'Внутренняя ошибка сервера. Попробуй чуть позже.',
} as const;
