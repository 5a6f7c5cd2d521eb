/**
 * The Node server's operator side, in process (scripts/serve.ts with a stand-in for Astro's
 * handler): the access log's lines and request ids, and the graceful stop's handling of
 * connections. tests/e2e/operations.spec.ts does the same with the real build and signals.
 */
import {
  Agent,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createListener, createSiteServer } from '../../scripts/serve.ts';
import {
  answersInFlight,
  drainServer,
  shutdownGraceMs,
} from '../../scripts/serve/graceful-stop.ts';
import { capturedLog } from './helpers/captured-log';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  return new Promise<void>((resolve) =>
    server?.listening ? server.close(() => resolve()) : resolve(),
  );
});

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Serves `astro` behind the site's listener; resolves to the port. */
async function serve(
  astro: Handler,
  options: Parameters<typeof createListener>[1],
): Promise<number> {
  server = createSiteServer(createListener(astro, options));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server?.address() as AddressInfo).port;
}

const json =
  (body: unknown): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

describe('the access log', () => {
  it('writes one JSON line per request with time, method, path without values, status, bytes, duration and id', async () => {
    const { log, out, err } = capturedLog();
    const port = await serve(json({ found: 'бургер' }), { log, trustProxy: false });
    const answer = await fetch(
      `http://127.0.0.1:${port}/api/search/menu?q=ivan%40example.ru&city=msk`,
    );
    const body = await answer.arrayBuffer();
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => out.length).toBe(1);
    const line = out[0] ?? {};
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: id,
      method: 'GET',
      path: '/api/search/menu?q&city',
      status: 200,
      bytes: body.byteLength,
    });
    expect(new Date(String(line['time'])).toISOString()).toBe(line['time']);
    expect(line['durationMs']).toBeTypeOf('number');
    expect(JSON.stringify(out)).not.toMatch(/ivan|example|msk/);
    expect(err).toEqual([]);
  });

  it('trusts a client’s own x-request-id only behind a trusted proxy, and only a safe token', async () => {
    for (const [trustProxy, sent, kept] of [
      [false, 'lb-7f3a', false],
      [true, 'lb-7f3a', true],
      [true, 'forged\tline', false],
    ] as const) {
      const { log, out } = capturedLog();
      const port = await serve(json({}), { log, trustProxy });
      const answer = await fetch(`http://127.0.0.1:${port}/api/time`, {
        headers: { 'x-request-id': sent },
      });
      const id = answer.headers.get('x-request-id');
      expect(id === sent, `${trustProxy} ${sent}`).toBe(kept);
      await expect.poll(() => out[0]?.['requestId']).toBe(id);
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    }
  });

  it('counts no body for HEAD, and a 404 page’s bytes for a missing page', async () => {
    const { log, out } = capturedLog();
    const port = await serve(json({ a: 1 }), { log, trustProxy: false });
    await fetch(`http://127.0.0.1:${port}/api/time`, { method: 'HEAD' });
    const missing = await fetch(`http://127.0.0.1:${port}/no-such-page?name=Иван`);
    await missing.arrayBuffer();
    // The bytes sent: the compressed page's, as its Content-Length says.
    const bytes = Number(missing.headers.get('content-length'));
    expect(bytes).toBeGreaterThan(0);
    await expect.poll(() => out.length).toBe(2);
    expect(out.map((l) => [l['method'], l['path'], l['status'], l['bytes']])).toEqual([
      ['HEAD', '/api/time', 200, 0],
      ['GET', '/no-such-page?name', 404, bytes],
    ]);
  });

  it('is quiet at LOG_LEVEL=warn, errors still on stderr', async () => {
    const { log, out, err } = capturedLog('warn');
    const port = await serve(
      () => {
        throw new Error('broken');
      },
      { log, trustProxy: false },
    );
    expect((await fetch(`http://127.0.0.1:${port}/api/time`)).status).toBe(500);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBeLessThan(500);
    await expect.poll(() => err.length).toBe(1);
    expect(out).toEqual([]);
    expect(err[0]).toMatchObject({ level: 'error', msg: 'request failed', path: '/api/time' });
  });
});

describe('the graceful stop', () => {
  it('refuses new connections, answers a post whose body is still arriving, then closes', async () => {
    const { log } = capturedLog('silent');
    const port = await serve(
      async (req, res) => {
        let body = '';
        for await (const chunk of req) body += String(chunk);
        json({ received: body })(req, res);
      },
      { log, trustProxy: false },
    );
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 10\r\n\r\nhello',
    );
    const live = server as Server;
    // The stop comes once the request is in flight: its headers read, half of its body not sent.
    await expect.poll(() => answersInFlight(live)).toBe(1);
    const { done } = drainServer(live, 10_000);
    const refused = await fetch(`http://127.0.0.1:${port}/api/time`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(refused).toBe('refused');
    socket.write('world');
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await expect(done).resolves.toEqual({ cut: 0 });
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toMatch(/connection: close/i);
    expect(received).toContain('{"received":"helloworld"}');
  });

  it('closes an idle keep-alive connection at once and cuts what outlasts the grace', async () => {
    const { log } = capturedLog('silent');
    const port = await serve(
      (req, res) => {
        if (req.url === '/api/hang') return; // never answers
        json({ ok: true })(req, res);
      },
      { log, trustProxy: false },
    );
    const agent = new Agent({ keepAlive: true });
    const idle = await new Promise<Socket>((resolve) =>
      httpRequest({ port, host: '127.0.0.1', path: '/api/time', agent }, (res) => {
        const { socket } = res;
        res.resume().on('end', () => resolve(socket));
      }).end(),
    );
    const hanging = new Promise<string>((resolve) => {
      httpRequest({ port, host: '127.0.0.1', path: '/api/hang' }, () => resolve('answered'))
        .on('error', () => resolve('cut'))
        .end();
    });
    const live = server as Server;
    await expect.poll(() => answersInFlight(live)).toBe(1);
    const { done } = drainServer(live, 500);
    await new Promise((resolve) => idle.once('close', resolve));
    expect(answersInFlight(live), 'the idle one closed while the other still runs').toBe(1);
    await expect(done).resolves.toEqual({ cut: 1 });
    expect(await hanging).toBe('cut');
    agent.destroy();
  });

  it('reads SHUTDOWN_GRACE_MS, 10 s by default', () => {
    expect(shutdownGraceMs(undefined)).toBe(10_000);
    expect(shutdownGraceMs('')).toBe(10_000);
    expect(shutdownGraceMs('soon')).toBe(10_000);
    expect(shutdownGraceMs('-1')).toBe(10_000);
    expect(shutdownGraceMs('2500')).toBe(2500);
    expect(shutdownGraceMs('0')).toBe(0);
  });
});
