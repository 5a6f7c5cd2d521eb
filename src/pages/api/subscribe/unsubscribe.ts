/** GET /api/subscribe/unsubscribe?token: the one-click unsubscribe link of every letter. */
import type { APIRoute } from 'astro';
import { ROUTES } from '~/paths';
import { getStore } from '~/server/storage';
import { htmlAnswer } from '~/server/storage/form-request';

export const prerender = false;

/** Unsubscribes by token. */
export const GET: APIRoute = async ({ url }) => {
  const token = url.searchParams.get('token') ?? '';
  const ok = token.length > 0 && token.length < 100 && (await getStore().unsubscribe(token));
  return ok
    ? htmlAnswer(
        200,
        'Ты отписался от рассылки',
        ['Больше писем не будет. Возвращайся, когда захочешь.'],
        ROUTES.email,
      )
    : htmlAnswer(404, 'Ссылка устарела', ['Такой подписки нет или ссылка неполная.'], ROUTES.email);
};
