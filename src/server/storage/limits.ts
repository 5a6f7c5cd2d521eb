/**
 * The limits the whole site shares, counted in the store (so every process over one database
 * keeps one count): form attempts per client address and form, and letters per recipient.
 */
import { HttpError } from '../http-error';
import type { Store } from './store';

const MINUTE_MS = 60_000;

/** Attempts per client and form in 10 minutes: `FORM_RATE_LIMIT`, default 5. */
export const formLimit = (): { limit: number; windowMs: number } => {
  const configured = Number(process.env['FORM_RATE_LIMIT']);
  return {
    limit: Number.isInteger(configured) && configured > 0 ? configured : 5,
    windowMs: 10 * MINUTE_MS,
  };
};

/** Confirmation letters one address may receive in a day. */
export const LETTERS_PER_DAY = 3;

/** The Russian message of a 429 answer. */
export const RATE_LIMIT_MESSAGE =
  'Слишком много попыток подряд. Подожди несколько минут и отправь форму ещё раз.';

/** Counts a form attempt of a client; throws 429 with Retry-After when over the limit. */
export async function countFormAttempt(store: Store, key: string): Promise<void> {
  const { limit, windowMs } = formLimit();
  const decision = await store.hit(`form:${key}`, limit, windowMs);
  if (!decision.allowed) {
    throw new HttpError(429, 'too_many_requests', RATE_LIMIT_MESSAGE, {
      'Retry-After': String(decision.retryAfter),
    });
  }
}

/** True when another letter may go to this address today (counted when true). */
export async function mayMail(store: Store, recipient: string): Promise<boolean> {
  const decision = await store.hit(`letter:${recipient}`, LETTERS_PER_DAY, 24 * 60 * MINUTE_MS);
  return decision.allowed;
}
