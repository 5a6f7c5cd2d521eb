/**
 * POST /api/subscribe: stores the address unconfirmed with a token and mails a confirmation link
 * (outbox, and SMTP when configured). Repeats are idempotent and answer the same way.
 */
import type { APIRoute } from 'astro';
import { validateForm, HONEYPOT_FIELD } from '~/lib/forms/schemas';
import { createRateLimiter, RATE_LIMIT_MESSAGE } from '~/lib/forms/rate-limit';
import { jsonError } from '~/lib/http/json';
import { ROUTES, SUBSCRIBE_API } from '~/paths';
import { getStore } from '~/server/storage';
import {
  checkOrigin,
  clientKey,
  htmlAnswer,
  isFormPost,
  readBody,
} from '~/server/storage/form-request';
import { sendMail } from '~/server/storage/mailer';
import { consentVersion } from '~/server/storage/submission';

export const prerender = false;

const limiter = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 });

/** Subscribes an address. */
export const POST: APIRoute = async (context) => {
  const foreign = checkOrigin(context);
  if (foreign) return foreign;
  const html = isFormPost(context.request);
  if (!limiter.hit(clientKey(context, 'subscribe')).allowed) {
    return html
      ? htmlAnswer(429, 'Слишком много попыток', [RATE_LIMIT_MESSAGE], ROUTES.email)
      : jsonError(429, 'too_many_requests', RATE_LIMIT_MESSAGE);
  }
  const body = await readBody(context.request);
  if (!body) return jsonError(400, 'bad_request', 'Не удалось прочитать форму.');
  const done = html
    ? context.redirect(ROUTES.subscribeConfirmed, 303)
    : Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
  if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '') return done;
  const result = validateForm('subscribe', body);
  if (!result.ok) {
    if (html)
      return htmlAnswer(422, 'Проверь поля формы', Object.values(result.errors), ROUTES.email);
    return Response.json(
      { error: { code: 'bad_request', message: 'Проверь поля формы.' }, fields: result.errors },
      { status: 422 },
    );
  }
  const store = getStore();
  const { subscription, needsConfirmation } = await store.subscribe(
    result.data.email,
    await consentVersion(),
  );
  if (needsConfirmation) {
    const origin = process.env['SITE_URL'] ?? context.url.origin;
    const confirm = `${origin}${SUBSCRIBE_API.confirm}?token=${subscription.token}`;
    const unsubscribe = `${origin}${SUBSCRIBE_API.unsubscribe}?token=${subscription.token}`;
    await sendMail(
      store,
      subscription.email,
      'Подтверди подписку на «Вкусно – и точка»',
      `Привет!\n\nЧтобы получать письма о новинках и акциях, подтверди подписку:\n${confirm}\n\nЕсли ты не подписывался, просто проигнорируй это письмо.\nОтписаться: ${unsubscribe}\n`,
    );
  }
  return done;
};
