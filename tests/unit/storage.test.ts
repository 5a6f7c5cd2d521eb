import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAdapter, numberPlaceholders } from '~/server/storage/postgres';
import { sqliteAdapter } from '~/server/storage/sqlite';
import { Store } from '~/server/storage/store';

/** The same behaviour, whatever engine is underneath. */
function storeContract(name: string, open: () => Store) {
  describe(`Store on ${name}`, () => {
    let store: Store;
    beforeAll(() => {
      store = open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('stores a subscription unconfirmed with a token, idempotently', async () => {
      const first = await store.subscribe('ivan@example.ru', '2025-09-01');
      expect(first.needsConfirmation).toBe(true);
      expect(first.subscription.status).toBe('pending');
      expect(first.subscription.token).toMatch(/^[\w-]{20,}$/);
      const again = await store.subscribe('ivan@example.ru', '2025-09-01');
      expect(again.subscription.token).toBe(first.subscription.token);
    });

    it('confirms by token, refuses unknown tokens, and stays confirmed on repeat', async () => {
      const { subscription } = await store.subscribe('olga@example.ru', '2025-09-01');
      expect(await store.confirm('no-such-token')).toBe(false);
      expect(await store.confirm(subscription.token)).toBe(true);
      const repeat = await store.subscribe('olga@example.ru', '2025-09-01');
      expect(repeat.needsConfirmation).toBe(false);
      expect(repeat.subscription.status).toBe('confirmed');
    });

    it('unsubscribes, and a new subscription starts over with a new token', async () => {
      const { subscription } = await store.subscribe('petr@example.ru', '2025-09-01');
      expect(await store.unsubscribe(subscription.token)).toBe(true);
      expect(await store.confirm(subscription.token)).toBe(false);
      const back = await store.subscribe('petr@example.ru', '2025-09-01');
      expect(back.needsConfirmation).toBe(true);
      expect(back.subscription.token).not.toBe(subscription.token);
    });

    it('stores submissions with the consent version', async () => {
      const id = await store.saveSubmission(
        'feedback',
        { name: 'Анна', message: 'Спасибо!' },
        '2025-09-01',
      );
      expect(id).toBeGreaterThan(0);
      const [saved] = await store.listSubmissions('feedback');
      expect(saved).toEqual({
        id,
        payload: { name: 'Анна', message: 'Спасибо!' },
        consentVersion: '2025-09-01',
      });
    });

    it('keeps mail in the outbox until it is sent', async () => {
      const id = await store.queueMail('ivan@example.ru', 'Тема', 'Текст письма');
      let [mail] = await store.outbox('ivan@example.ru');
      expect(mail).toMatchObject({ id, subject: 'Тема', body: 'Текст письма', sentAt: null });
      await store.markSent(id);
      [mail] = await store.outbox('ivan@example.ru');
      expect(mail?.sentAt).not.toBeNull();
    });
  });
}

storeContract('SQLite (node:sqlite)', () => new Store(sqliteAdapter(':memory:')));

/** A free loopback port. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('PostgreSQL over the wire (PGlite socket server, pg driver)', () => {
  let db: PGlite;
  let server: PGLiteSocketServer;
  let url = '';
  beforeAll(async () => {
    db = await PGlite.create();
    const port = await freePort();
    server = new PGLiteSocketServer({ db, port, host: '127.0.0.1' });
    await server.start();
    url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    await db.close();
  });

  it('numbers placeholders for pg', () => {
    expect(numberPlaceholders('SELECT ? , ?')).toBe('SELECT $1 , $2');
  });

  storeContract('PostgreSQL', () => new Store(postgresAdapter(url, 1)));
});
