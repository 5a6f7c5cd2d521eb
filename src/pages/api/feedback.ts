/** POST /api/feedback: the feedback form (validated, rate-limited, stored). */
import { ROUTES } from '~/paths';
import { formEndpoint, messageSent, storeMessage } from '~/server/storage/submission';

export const prerender = false;

/** Stores a feedback message. */
export const ALL = formEndpoint({
  form: 'feedback',
  back: ROUTES.feedback,
  captcha: true,
  accept: storeMessage('feedback'),
  done: messageSent(ROUTES.feedback),
});
