/**
 * What the form endpoints share: reading JSON or posted forms within the body limit, the client
 * key for rate limits, the captcha check, and answers for JS (JSON) and no-JS (a small HTML page).
 */
import type { APIContext } from 'astro';
import { jsonError } from '~/lib/http/json';
import { readBytes } from '../body';
import { clientAddress } from '../client-address';
import { HttpError } from '../http-error';

/** True when the request is a classic form post (no JS), so it gets HTML back. */
export const isFormPost = (request: Request): boolean =>
  /^(?:application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i.test(
    request.headers.get('content-type') ?? '',
  );

const FORM_TYPES =
  /^(?:application\/json|application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The request body as a flat record (JSON or urlencoded/multipart), or 400/413/415. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!FORM_TYPES.test(type)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Отправь форму как JSON или как обычную форму.',
    );
  }
  const bytes = await readBytes(request);
  try {
    if (/^application\/json\b/i.test(type)) {
      const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        return body as Record<string, unknown>;
      }
    } else {
      const form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
      const out: Record<string, unknown> = {};
      for (const [key, value] of form) if (typeof value === 'string') out[key] = value;
      return out;
    }
  } catch {
    // answered below
  }
  throw new HttpError(400, 'bad_request', 'Не удалось прочитать форму.');
}

/** Rate-limit key: the client address (src/server/client-address.ts) plus the form. */
export function clientKey(context: APIContext, form: string): string {
  return `${form}:${clientAddress(context) ?? 'unknown'}`;
}

/**
 * Captcha (Yandex SmartCaptcha) when `CAPTCHA_SERVER_KEY` is set and `CAPTCHA_DISABLED` is not
 * "true": the form must carry a `smart-token` that the captcha service accepts.
 */
export async function captchaPasses(body: Record<string, unknown>, ip: string): Promise<boolean> {
  const secret = process.env['CAPTCHA_SERVER_KEY'];
  if (!secret || process.env['CAPTCHA_DISABLED'] === 'true') return true;
  const token = typeof body['smart-token'] === 'string' ? body['smart-token'] : '';
  if (!token) return false;
  try {
    const url = new URL('https://smartcaptcha.yandexcloud.net/validate');
    url.search = new URLSearchParams({ secret, token, ip }).toString();
    const answer = (await (await fetch(url, { method: 'POST' })).json()) as { status?: string };
    return answer.status === 'ok';
  } catch {
    return true; // the captcha service being down must not block people
  }
}

const escape = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** A minimal HTML answer for no-JS form posts (the browser's Back keeps what was typed). */
export function htmlAnswer(
  status: number,
  title: string,
  lines: string[],
  back: string,
  headers: Readonly<Record<string, string>> = {},
): Response {
  const items = lines.map((l) => `<li>${escape(l)}</li>`).join('');
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><ul>${items}</ul><p><a href="${escape(back)}">Вернуться к форме</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    },
  });
}

/** Titles of the no-JS answers by status. */
const HTML_TITLES: Readonly<Record<number, string>> = {
  403: 'Форма отправлена с чужого сайта',
  413: 'Слишком большая форма',
  415: 'Не удалось прочитать форму',
  429: 'Слишком много попыток',
  503: 'Сервис ненадолго недоступен',
};

/** An HttpError as the answer a form post expects: JSON for JS, a small page for no-JS. */
export function formErrorAnswer(error: HttpError, html: boolean, back: string): Response {
  if (!html) return jsonError(error.status, error.code, error.message, error.headers);
  const title = HTML_TITLES[error.status] ?? 'Не удалось отправить форму';
  return htmlAnswer(error.status, title, [error.message], back, error.headers);
}
