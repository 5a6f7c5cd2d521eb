/**
 * Outgoing mail: every message is written to the outbox table; when `SMTP_URL` is set
 * (e.g. smtps://user:pass@smtp.example.ru:465) it is also sent through nodemailer.
 */
import { log } from '../log';
import type { Store } from './store';

/** Sender address (`MAIL_FROM`, default a no-reply address). */
const from = (): string =>
  process.env['MAIL_FROM'] ?? '«Вкусно – и точка» <no-reply@vkusnoitochka.ru>';

/** Queues a message and, with SMTP configured, delivers it. Delivery errors keep it queued. */
export async function sendMail(
  store: Store,
  to: string,
  subject: string,
  text: string,
): Promise<void> {
  const id = await store.queueMail(to, subject, text);
  const smtp = process.env['SMTP_URL'];
  if (!smtp) return;
  try {
    const { createTransport } = await import('nodemailer');
    await createTransport(smtp).sendMail({ from: from(), to, subject, text });
    await store.markSent(id);
  } catch (error) {
    log.error({ err: error, mail: id }, 'mail delivery failed, the message stays in the outbox');
  }
}
