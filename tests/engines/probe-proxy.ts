/**
 * The browsers' way to the site in the cross-engine suite: a proxy on loopback in front of the
 * production server that puts one probe script first in every page's <head>. Classic WebDriver
 * (WebKit) has no way to run a script before a page's own, so the probe is a file of the site's
 * origin (the pages' CSP allows 'self'): it records every uncaught error, unhandled rejection,
 * CSP violation and worker that fails to load (MapLibre's, say) in `window.__engineProbe`. Closing the proxy takes the site "offline"
 * for the browsers while the server keeps running.
 */
import http from 'node:http';
import type { Socket } from 'node:net';

/** The probe's address, beside the site's own files. */
export const PROBE_PATH = '/__engine-probe.js';

/** What a page records: runs before every other script of the page. */
const PROBE = `(() => {
  const probe = (window.__engineProbe = { problems: [] });
  const note = (kind, what) => probe.problems.push(kind + ': ' + what);
  addEventListener('error', (e) => {
    if (e instanceof ErrorEvent) note('error', (e.message || 'error') + ' at ' + e.filename + ':' + e.lineno);
  });
  addEventListener('unhandledrejection', (e) => note('rejection', String(e.reason && (e.reason.stack || e.reason))));
  addEventListener('securitypolicyviolation', (e) =>
    note('csp', e.violatedDirective + ' ' + e.blockedURI + ' from ' + e.sourceFile + ':' + e.lineNumber));
  // A worker that fails to load (or throws) tells only its own object, not the page.
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      this.addEventListener('error', (e) => note('worker', String(url) + ' ' + (e.message || 'failed to load')));
    }
  };
})();
`;

/** The proxy: its origin, and a switch that takes the site off the network and back. */
export interface ProbeProxy {
  origin: string;
  /** Refuses every connection, as a device without a network sees the site. */
  goOffline: () => Promise<void>;
  goOnline: () => Promise<void>;
  close: () => Promise<void>;
}

/** Starts the proxy on `port` in front of `upstream` (an origin). */
export async function startProbeProxy(upstream: string, port: number): Promise<ProbeProxy> {
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    if (request.url === PROBE_PATH) {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(PROBE);
      return;
    }
    const headers = { ...request.headers };
    delete headers['accept-encoding']; // pages are rewritten: plain bodies
    const forward = http.request(
      new URL(request.url ?? '/', upstream),
      { method: request.method ?? 'GET', headers },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (!type.startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script src="${PROBE_PATH}"></script>`);
          const out = { ...answer.headers };
          delete out['content-length'];
          response.writeHead(answer.statusCode ?? 502, out);
          response.end(html);
        });
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();
  return {
    origin: `http://127.0.0.1:${port}`,
    goOffline: stop,
    goOnline: listen,
    close: stop,
  };
}
