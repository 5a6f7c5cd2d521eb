/**
 * What the form endpoints share: the Origin check, reading JSON or posted forms, the client key for
 * rate limiting, the captcha check, and answers for JS (JSON) and no-JS (a small HTML page).
 */
import type { APIContext } from 'astro';
import { jsonError } from '~/lib/http/json';
import { clientAddress } from '../client-address';

/** True when the request is a classic form post (no JS), so it gets HTML back. */
export const isFormPost = (request: Request): boolean =>
  !(request.headers.get('content-type') ?? '').includes('application/json');

/** Same-origin POSTs only: a missing Origin (old clients) passes; a foreign one does not. */
export function checkOrigin(context: APIContext): Response | null {
  const origin = context.request.headers.get('origin');
  if (!origin || origin === context.url.origin) return null;
  const extra = (process.env['ALLOWED_ORIGINS'] ?? '').split(',').map((s) => s.trim());
  if (extra.includes(origin)) return null;
  return jsonError(403, 'forbidden', 'Запрос пришёл с чужого сайта.');
}

/** The request body as a flat record of strings/booleans (JSON or urlencoded/multipart). */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    if (!isFormPost(request)) {
      const body: unknown = await request.json();
      return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
    }
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    for (const [key, value] of form) if (typeof value === 'string') out[key] = value;
    return out;
  } catch {
    return null;
  }
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
export function htmlAnswer(status: number, title: string, lines: string[], back: string): Response {
  const items = lines.map((l) => `<li>${escape(l)}</li>`).join('');
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><ul>${items}</ul><p><a href="${escape(back)}">Вернуться к форме</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
