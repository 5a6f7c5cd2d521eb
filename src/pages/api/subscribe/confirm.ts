/** GET /api/subscribe/confirm?token: confirms and sends to /email-confirmed or /email-unconfirmed. */
import { ROUTES } from '~/paths';
import { methods } from '~/server/http';
import { getStore } from '~/server/storage';
import { linkFromLetter } from '~/server/storage/letter-link';

export const prerender = false;

/** Confirms a subscription by its token. */
export const ALL = methods({
  GET: ({ url, redirect }) =>
    linkFromLetter(async () => {
      const token = url.searchParams.get('token') ?? '';
      const ok = token.length > 0 && token.length < 100 && (await getStore().confirm(token));
      return redirect(ok ? ROUTES.emailConfirmed : ROUTES.emailUnconfirmed, 303);
    }),
});
