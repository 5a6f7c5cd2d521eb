/** GET /api/subscribe/confirm?token: confirms and sends to /email-confirmed or /email-unconfirmed. */
import type { APIRoute } from 'astro';
import { ROUTES } from '~/paths';
import { getStore } from '~/server/storage';

export const prerender = false;

/** Confirms a subscription by its token. */
export const GET: APIRoute = async ({ url, redirect }) => {
  const token = url.searchParams.get('token') ?? '';
  const ok = token.length > 0 && token.length < 100 && (await getStore().confirm(token));
  return redirect(ok ? ROUTES.emailConfirmed : ROUTES.emailUnconfirmed, 303);
};
