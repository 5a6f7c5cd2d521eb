/** GET /api/subscribe/unsubscribe?token: the one-click unsubscribe link of every letter. */
import { ROUTES } from '~/paths';
import { methods } from '~/server/http';
import { getStore } from '~/server/storage';
import { htmlAnswer } from '~/server/storage/form-request';
import { linkFromLetter } from '~/server/storage/letter-link';

export const prerender = false;

/** Unsubscribes by token. */
export const ALL = methods({
  GET: ({ url }) =>
    linkFromLetter(async () => {
      const token = url.searchParams.get('token') ?? '';
      const ok = token.length > 0 && token.length < 100 && (await getStore().unsubscribe(token));
      return ok
        ? htmlAnswer(
            200,
            'Ты отписался от рассылки',
            ['Больше писем не будет. Возвращайся, когда захочешь.'],
            ROUTES.email,
          )
        : htmlAnswer(
            404,
            'Ссылка устарела',
            ['Такой подписки нет или ссылка неполная.'],
            ROUTES.email,
          );
    }),
});
