import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import { afterEach, describe, expect, it } from 'vitest';
import { startSecureProxy } from '../../scripts/bench/secure-proxy.mjs';

// `bench:lighthouse -- --h2` puts this proxy in front of the built server.
let upstream: Server | undefined;
let proxy: { origin: string; stop: () => void } | undefined;
afterEach(() => {
  proxy?.stop();
  upstream?.closeAllConnections();
  upstream?.close();
});

/** An upstream that answers `/` at once and never finishes `/slow`; `closed` tells if it was cut. */
async function startUpstream(): Promise<{ origin: string; closed: () => boolean }> {
  let closed = false;
  upstream = createServer((req, res) => {
    if (req.url !== '/slow') return void res.end('готово');
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('начало');
    req.socket.on('close', () => (closed = true));
  });
  await new Promise<void>((resolve) => upstream?.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, closed: () => closed };
}

describe('the bench HTTP/2 proxy', () => {
  it('answers over HTTP/2 and stops the upstream request when the browser cancels its own', async () => {
    const target = await startUpstream();
    proxy = await startSecureProxy(target.origin);
    const client = connect(proxy.origin, { rejectUnauthorized: false });
    try {
      const whole = client.request({ ':path': '/' });
      let body = '';
      whole.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      await new Promise((resolve) => whole.on('end', resolve));
      expect(body).toBe('готово');

      const slow = client.request({ ':path': '/slow' });
      await new Promise((resolve) => slow.once('data', resolve));
      slow.close();
      await expect.poll(target.closed, { timeout: 2000 }).toBe(true);
    } finally {
      client.close();
    }
  });
});
