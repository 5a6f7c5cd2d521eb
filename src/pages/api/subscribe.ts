/**
 * POST /api/subscribe: stores the address unconfirmed with a token and mails a confirmation link
 * (outbox, and SMTP when configured). Repeats are idempotent and answer the same way; an address
 * gets at most a few letters a day, and the links point at the site's own origin (SITE_URL or the
 * origin it was built for), never at the Host a request named.
 */
import { ROUTES, SUBSCRIBE_API } from '~/paths';
import { siteOrigin } from '~/server/origin';
import { mayMail } from '~/server/storage/limits';
import { sendMail } from '~/server/storage/mailer';
import { consentVersion, formEndpoint } from '~/server/storage/submission';

export const prerender = false;

/** Subscribes an address. */
export const ALL = formEndpoint({
  form: 'subscribe',
  back: ROUTES.email,
  captcha: false,
  accept: async ({ email }, store) => {
    const { subscription, needsConfirmation } = await store.subscribe(
      email,
      await consentVersion(),
    );
    if (!needsConfirmation || !(await mayMail(store, subscription.email))) return;
    const origin = siteOrigin();
    const confirm = `${origin}${SUBSCRIBE_API.confirm}?token=${subscription.token}`;
    const unsubscribe = `${origin}${SUBSCRIBE_API.unsubscribe}?token=${subscription.token}`;
    await sendMail(
      store,
      subscription.email,
      'Подтверди подписку на «Вкусно – и точка»',
      `Привет!\n\nЧтобы получать письма о новинках и акциях, подтверди подписку:\n${confirm}\n\nЕсли ты не подписывался, просто проигнорируй это письмо.\nОтписаться: ${unsubscribe}\n`,
    );
  },
  done: (html, { redirect }) =>
    html
      ? redirect(ROUTES.subscribeConfirmed, 303)
      : Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } }),
});
