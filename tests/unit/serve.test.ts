import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect, type AddressInfo } from 'node:net';
import { createListener, createSiteServer } from '../../scripts/serve.ts';
import { capturedLog } from './helpers/captured-log';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

let captured = capturedLog();

/** Serves with the given stand-in for Astro's handler; resolves to the origin. */
async function serve(
  astro: (req: IncomingMessage, res: ServerResponse) => unknown,
): Promise<string> {
  captured = capturedLog();
  server = createSiteServer(createListener(astro, { log: captured.log }));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

describe('a failure inside a request', () => {
  it('answers 500 JSON under /api and the server keeps serving, whether the handler throws or rejects', async () => {
    let calls = 0;
    const origin = await serve(() => {
      calls += 1;
      if (calls === 1) throw new Error('thrown');
      return Promise.reject(new Error('rejected'));
    });
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(`${origin}/api/time`);
      expect(answer.status).toBe(500);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(await answer.json()).toEqual({
        error: { code: 'internal', message: 'Внутренняя ошибка сервера. Попробуй чуть позже.' },
      });
    }
    // Each failure once on stderr with its stack, and the visitor saw none of it.
    expect(
      captured.err.map((line) => [line['msg'], (line['err'] as { message: string }).message]),
    ).toEqual([
      ['request failed', 'thrown'],
      ['request failed', 'rejected'],
    ]);
    expect((captured.err[0]?.['err'] as { stack: string }).stack).toContain('serve.test.ts');
  });

  it('turns a text/plain 5xx written by the adapter into JSON', async () => {
    const origin = await serve((_req, res) => {
      res.statusCode = 500;
      res.end('Internal Server Error');
    });
    const answer = await fetch(`${origin}/api/menu/city/1`);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ error: { code: 'internal' } });
  });

  it('never hands the adapter a request it would choke on', async () => {
    const astro = vi.fn();
    const origin = await serve(astro);
    expect((await fetch(`${origin}/api/time`, { method: 'PROPFIND' })).status).toBe(405);
    expect((await fetch(`${origin}/api/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${origin}/api/%zz`)).status).toBe(400);
    const big = await fetch(`${origin}/api/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(70_000),
    });
    expect(big.status).toBe(413);
    expect(astro).not.toHaveBeenCalled();
  });
});

describe('keep-alive', () => {
  it('a connection left idle past Node’s default (5 s and its 1 s grace) still takes the next request', async () => {
    const origin = await serve((_req, res) => res.end('ok'));
    const socket = connect(Number(new URL(origin).port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    const ask = () => socket.write('GET /api/time HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const answers = () => received.split('HTTP/1.1 ').length - 1;
    const until = async (count: number) => {
      while (answers() < count) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await new Promise((resolve) => socket.once('connect', resolve));
    ask();
    await until(1);
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(socket.destroyed || socket.readyState !== 'open').toBe(false);
    ask();
    await until(2);
    socket.destroy();
    expect(answers()).toBe(2);
  }, 15_000);
});
