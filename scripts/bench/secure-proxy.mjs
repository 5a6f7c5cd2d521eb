// `bench:lighthouse -- --h2`: the built site as production serves it, over TLS and HTTP/2 (the
// CDN's protocol), in front of the local HTTP/1.1 server. Lighthouse's network simulation follows
// the protocol it observes: over HTTP/1.1 every parallel request opens a connection of its own and
// pays a handshake, over HTTP/2 the page's requests share the document's warm connection. The
// certificate is self-signed for 127.0.0.1 (made with openssl), so the browser needs
// `--ignore-certificate-errors`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers HTTP/2 forbids (connection-specific) or that belong to one hop only. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** A throwaway key and certificate for 127.0.0.1. */
function selfSignedCertificate() {
  const folder = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const key = join(folder, 'key.pem');
    const cert = join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Serve `target` (an http:// origin) over HTTPS with HTTP/2; resolves to { origin, stop() }. */
export async function startSecureProxy(target) {
  const upstream = new URL(target);
  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req, res) => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([name]) => !name.startsWith(':') && !HOP_HEADERS.has(name),
        ),
      );
      const forward = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...headers, host: upstream.host },
        },
        (answer) => {
          const answerHeaders = Object.fromEntries(
            Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.has(name)),
          );
          res.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      // A request the browser gave up on (a cancelled prefetch, a closed tab) stops upstream too.
      res.on('close', () => {
        if (!forward.res?.complete) forward.destroy();
      });
      req.pipe(forward);
    },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: () => server.close(),
  };
}
