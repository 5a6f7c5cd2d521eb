import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAdapter, numberPlaceholders } from '~/server/storage/postgres';
import { sqliteAdapter } from '~/server/storage/sqlite';
import { StorageUnavailable } from '~/server/http-error';
import { Store, type SqlAdapter } from '~/server/storage/store';

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

    it('agrees on one token when the same new address is submitted in parallel', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, () => store.subscribe('parallel@example.ru', '2025-09-01')),
      );
      const tokens = new Set(results.map((r) => r.subscription.token));
      expect(tokens.size).toBe(1);
      const stored = await store.findSubscription('email', 'parallel@example.ru');
      expect(stored?.token).toBe([...tokens][0]);
    });

    it('counts attempts in a window and says when the next one is allowed', async () => {
      const at = 1_000_000;
      for (let i = 0; i < 3; i += 1) {
        expect((await store.hit('form:test:1.2.3.4', 3, 60_000, at + i)).allowed).toBe(true);
      }
      const blocked = await store.hit('form:test:1.2.3.4', 3, 60_000, at + 10_000);
      expect(blocked).toEqual({ allowed: false, retryAfter: 50 });
      expect((await store.hit('form:test:5.6.7.8', 3, 60_000, at + 10_000)).allowed).toBe(true);
      expect((await store.hit('form:test:1.2.3.4', 3, 60_000, at + 60_000)).allowed).toBe(true);
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

describe('Store over one SQLite file from two processes', () => {
  it('shares one count: the limit holds across both', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'store-')), 'site.sqlite');
    const [one, two] = [new Store(sqliteAdapter(file)), new Store(sqliteAdapter(file))];
    const allowed: boolean[] = [];
    for (let i = 0; i < 8; i += 1) {
      const store = i % 2 === 0 ? one : two;
      allowed.push((await store.hit('form:feedback:1.2.3.4', 5, 600_000)).allowed);
    }
    expect(allowed).toEqual([true, true, true, true, true, false, false, false]);
    await Promise.all([one.close(), two.close()]);
  });
});

describe('Store when the database fails', () => {
  /** An adapter whose every call fails while `down` is true. */
  function flaky() {
    const db = sqliteAdapter(':memory:');
    const state = { down: true };
    const fail = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const adapter: SqlAdapter = {
      dialect: 'sqlite',
      all: (sql, params) => (state.down ? fail() : db.all(sql, params)),
      exec: (sql) => (state.down ? fail() : db.exec(sql)),
      close: () => db.close(),
    };
    return { adapter, state };
  }

  it('answers StorageUnavailable (503) while down and works again once it is back', async () => {
    const { adapter, state } = flaky();
    const store = new Store(adapter);
    const error = await store.subscribe('ivan@example.ru', 'v1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailable);
    expect(error).toMatchObject({ status: 503, headers: { 'Retry-After': '30' } });
    state.down = false;
    const { needsConfirmation } = await store.subscribe('ivan@example.ru', 'v1');
    expect(needsConfirmation).toBe(true);
    await store.close();
  });
});

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
