/**
 * One handler for every form endpoint (subscribe, feedback, franchise): rate limit per client in
 * the store, the body within its limit, honeypot, captcha, the shared zod validation, then the
 * form's own action. JSON in → JSON out; a no-JS form post → a small HTML page, errors included.
 */
import type { APIContext, APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { HONEYPOT_FIELD, validateForm, type FormData, type FormName } from '~/lib/forms/schemas';
import { HttpError, StorageUnavailable } from '../http-error';
import { methods } from '../http';
import {
  captchaPasses,
  clientKey,
  formErrorAnswer,
  htmlAnswer,
  isFormPost,
  readBody,
} from './form-request';
import { getStore, type Store } from './index';
import { countFormAttempt } from './limits';

/** The version of the personal-data consent a visitor agrees to now. */
export async function consentVersion(): Promise<string> {
  const consent = await getEntry('legal', 'personal-data-consent');
  return consent?.data.version ?? 'unknown';
}

/** What sets one form endpoint apart. */
export interface FormEndpoint<F extends FormName> {
  form: F;
  /** The page of the form, linked from no-JS answers. */
  back: string;
  /** Whether the captcha (when configured) guards this form. */
  captcha: boolean;
  /** Stores the valid data (and mails, if the form does). */
  accept: (data: FormData<F>, store: Store, context: APIContext) => Promise<void>;
  /** The answer after success (also to a honeypot hit, so bots learn nothing). */
  done: (html: boolean, context: APIContext) => Response;
}

/** The POST endpoint of a form; other methods answer 405. */
export function formEndpoint<F extends FormName>(endpoint: FormEndpoint<F>): APIRoute {
  return methods({
    POST: async (context) => {
      const html = isFormPost(context.request);
      try {
        return await submit(endpoint, context, html);
      } catch (error) {
        if (error instanceof HttpError) return formErrorAnswer(error, html, endpoint.back);
        throw error;
      }
    },
  });
}

async function submit<F extends FormName>(
  endpoint: FormEndpoint<F>,
  context: APIContext,
  html: boolean,
): Promise<Response> {
  // The input is judged before storage is asked: a bad post gets its field errors (422) whether
  // the database is there, missing or down; only a post that would be stored can get a 503.
  const body = await readBody(context.request);
  const result = validateForm(endpoint.form, body);
  const key = clientKey(context, endpoint.form);
  if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '') {
    await countAttemptIfStorage(key);
    return endpoint.done(html, context);
  }
  if (!result.ok) {
    await countAttemptIfStorage(key);
    const message = 'Проверь поля формы.';
    if (html) return htmlAnswer(422, message, Object.values(result.errors), endpoint.back);
    return Response.json(
      { error: { code: 'bad_request', message }, fields: result.errors },
      { status: 422, headers: { 'cache-control': 'no-store' } },
    );
  }
  const store = getStore();
  await countFormAttempt(store, key);
  if (endpoint.captcha && !(await captchaPasses(body, key.split(':').slice(1).join(':')))) {
    const message = 'Подтверди, что ты не робот, и отправь форму ещё раз.';
    if (html) return htmlAnswer(400, 'Проверка не пройдена', [message], endpoint.back);
    return Response.json({ error: { code: 'captcha', message }, fields: {} }, { status: 400 });
  }
  await endpoint.accept(result.data, store, context);
  return endpoint.done(html, context);
}

/**
 * A post that stores nothing (invalid, or a bot's honeypot) still counts against the client's
 * limit (429 past it), but only while the store can count: its answer never depends on storage.
 */
async function countAttemptIfStorage(key: string): Promise<void> {
  try {
    await countFormAttempt(getStore(), key);
  } catch (error) {
    if (!(error instanceof StorageUnavailable)) throw error;
  }
}

/** The answer of a stored message (feedback, franchise). */
export const messageSent = (back: string) => (html: boolean) =>
  html
    ? htmlAnswer(
        200,
        'Сообщение отправлено',
        ['Спасибо! Мы ответим в течение трёх рабочих дней.'],
        back,
      )
    : Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });

/** Stores a feedback or franchise message with the consent version it was given under. */
export const storeMessage =
  (kind: 'feedback' | 'franchise') =>
  async (data: Record<string, unknown>, store: Store): Promise<void> => {
    const { consent: _consent, ...payload } = data;
    await store.saveSubmission(kind, payload, await consentVersion());
  };
