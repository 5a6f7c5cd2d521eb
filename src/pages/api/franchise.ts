/** POST /api/franchise: the franchise enquiry (validated, rate-limited, stored). */
import { ROUTES } from '~/paths';
import { formEndpoint, messageSent, storeMessage } from '~/server/storage/submission';

export const prerender = false;

/** Stores a franchise enquiry. */
export const ALL = formEndpoint({
  form: 'franchise',
  back: ROUTES.companyFranchising,
  captcha: true,
  accept: storeMessage('franchise'),
  done: messageSent(ROUTES.companyFranchising),
});
