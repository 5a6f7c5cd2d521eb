/**
 * One handler for the stored forms (feedback, franchise): Origin, rate limit per IP, honeypot,
 * captcha, shared zod validation, then the Store. JSON in → JSON out; a form post → HTML.
 */
import type { APIContext } from 'astro';
import { getEntry } from 'astro:content';
import { HONEYPOT_FIELD, validateForm } from '~/lib/forms/schemas';
import { createRateLimiter, RATE_LIMIT_MESSAGE } from '~/lib/forms/rate-limit';
import { jsonError } from '~/lib/http/json';
import {
  captchaPasses,
  checkOrigin,
  clientKey,
  htmlAnswer,
  isFormPost,
  readBody,
} from './form-request';
import { getStore, type SubmissionKind } from './index';

/** Attempts per client and form: 5 in 10 minutes (`FORM_RATE_LIMIT` overrides the 5). */
const limiter = createRateLimiter({
  limit: Number(process.env['FORM_RATE_LIMIT'] ?? 5),
  windowMs: 10 * 60_000,
});

/** The version of the personal-data consent a visitor agrees to now. */
export async function consentVersion(): Promise<string> {
  const consent = await getEntry('legal', 'personal-data-consent');
  return consent?.data.version ?? 'unknown';
}

/** Handles a POST of a stored form. */
export async function handleSubmission(
  context: APIContext,
  kind: SubmissionKind,
  back: string,
): Promise<Response> {
  const foreign = checkOrigin(context);
  if (foreign) return foreign;
  const html = isFormPost(context.request);
  const key = clientKey(context, kind);
  const decision = limiter.hit(key);
  if (!decision.allowed) {
    const headers = { 'Retry-After': String(decision.retryAfter) };
    if (html) return htmlAnswer(429, 'Слишком много попыток', [RATE_LIMIT_MESSAGE], back);
    return jsonError(429, 'too_many_requests', RATE_LIMIT_MESSAGE, headers);
  }
  const body = await readBody(context.request);
  if (!body) return jsonError(400, 'bad_request', 'Не удалось прочитать форму.');
  const ok = html
    ? htmlAnswer(
        200,
        'Сообщение отправлено',
        ['Спасибо! Мы ответим в течение трёх рабочих дней.'],
        back,
      )
    : Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
  if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '') return ok;
  if (!(await captchaPasses(body, key.split(':').slice(1).join(':')))) {
    const message = 'Подтверди, что ты не робот, и отправь форму ещё раз.';
    if (html) return htmlAnswer(400, 'Проверка не пройдена', [message], back);
    return Response.json({ error: { code: 'captcha', message }, fields: {} }, { status: 400 });
  }
  const result = validateForm(kind, body);
  if (!result.ok) {
    const message = 'Проверь поля формы.';
    if (html) return htmlAnswer(422, message, Object.values(result.errors), back);
    return Response.json(
      { error: { code: 'bad_request', message }, fields: result.errors },
      { status: 422, headers: { 'cache-control': 'no-store' } },
    );
  }
  const { consent: _consent, ...data } = result.data;
  await getStore().saveSubmission(kind, data, await consentVersion());
  return ok;
}
