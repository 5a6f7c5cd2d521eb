/**
 * The production server for local and self-hosted use: static files from dist/client with the
 * security, CSP and cache headers of src/lib/http, redirects, a 404 page for malformed paths,
 * and everything else (the /api endpoints) through the @astrojs/node handler.
 * Netlify does the same with netlify.toml and its CDN. Every request gets a line in the access
 * log (scripts/serve/access-log.ts); SIGTERM and SIGINT stop it gracefully (scripts/serve/graceful-stop.ts).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  NON_PAGE_CSP,
  SECURITY_HEADERS,
  securityHeadersFor,
  staticCacheControl,
  staticCsp,
} from '../src/lib/http/security-headers.ts';
import { redirectLocation, redirectMatcher } from '../src/lib/http/redirects.ts';
import { SITE_REDIRECTS } from '../src/lib/http/site-redirects.ts';
import {
  API_METHODS,
  isValidHost,
  parseTarget,
  sameOriginLocation,
} from '../src/lib/http/request-target.ts';
import { loggedPath } from '../src/lib/http/request-log.ts';
import { log as processLog, type Logger } from '../src/server/log.ts';
import { logAccess } from './serve/access-log.ts';
import { shutdownGraceMs, stopOnSignals, trackAnswers } from './serve/graceful-stop.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const client = path.join(dist, 'client');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.pbf': 'application/x-protobuf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest)$/;

/** CSP per pre-rendered page, written by the adapter at build time (staticHeaders). */
function readPageCsp(): Map<string, string> {
  const file = path.join(dist, '_headers.json');
  const map = new Map<string, string>();
  if (!existsSync(file)) return map;
  const entries = JSON.parse(readFileSync(file, 'utf8')) as {
    pathname: string;
    headers: { key: string; value: string }[];
  }[];
  for (const entry of entries) {
    const csp = entry.headers.find((h) => h.key === 'Content-Security-Policy');
    if (csp) map.set(entry.pathname, csp.value);
  }
  return map;
}

/**
 * The file that answers a path, if any: the file itself when the path has an extension, else the
 * page written as `page.html` (build.format 'file') or `page/index.html` (format 'directory').
 */
function staticFile(pathname: string): string | undefined {
  const candidate = path.join(client, pathname);
  if (!candidate.startsWith(client)) return undefined;
  const files = path.extname(pathname)
    ? [candidate]
    : pathname === '/'
      ? [path.join(client, 'index.html')]
      : [`${candidate}.html`, path.join(candidate, 'index.html')];
  return files.find((file) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

/** The page key the CSP map uses: `/` for the home page, no trailing slash or `.html`. */
function pageKey(pathname: string): string {
  const page = pathname.replace(/(?:\/index)?\.html$/, '').replace(/\/+$/, '');
  return page === '' ? '/' : page;
}

/** Serve one static file with its headers, preferring a pre-compressed copy. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number): void {
  const ext = path.extname(file);
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = file;
  if (COMPRESSIBLE.test(file)) {
    res.setHeader('Vary', 'Accept-Encoding');
    if (/\bbr\b/.test(accept) && existsSync(`${file}.br`)) {
      body = `${file}.br`;
      res.setHeader('Content-Encoding', 'br');
    } else if (/\bgzip\b/.test(accept) && existsSync(`${file}.gz`)) {
      body = `${file}.gz`;
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  const stat = statSync(body);
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('ETag', etag);
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader('Content-Length', stat.size);
  res.writeHead(status);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(body)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** Largest request body the API reads (each endpoint has its own, smaller limit). */
export const MAX_BODY_BYTES = 64 * 1024;

/** A JSON error of the API, written straight to the socket's response. */
function sendJsonError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Content-Security-Policy': NON_PAGE_CSP,
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/**
 * API answers are JSON, also when Astro's handler fails before our middleware runs (it writes a
 * text/plain 500 then): such an answer is replaced by the JSON error before its headers go out.
 */
function keepApiAnswersJson(res: ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const type = String(res.getHeader('content-type') ?? '');
    if (!res.headersSent && res.statusCode >= 500 && !type.includes('application/json')) {
      res.end = end as ServerResponse['end'];
      sendJsonError(res, 500, 'internal', INTERNAL_MESSAGE);
      return res;
    }
    return end(...args);
  }) as ServerResponse['end'];
}

const INTERNAL_MESSAGE = 'Внутренняя ошибка сервера. Попробуй чуть позже.';

/** How the listener logs: where to, and whether a proxy's `x-request-id` is trusted. */
export interface ListenerOptions {
  log?: Logger;
  /** `TRUST_PROXY=1` by default, as for the client address. */
  trustProxy?: boolean;
}

/** The request listener: Astro's handler is passed in so tests can start the server in-process. */
export function createListener(
  astroHandler: (req: IncomingMessage, res: ServerResponse) => unknown,
  { log = processLog, trustProxy = process.env['TRUST_PROXY'] === '1' }: ListenerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const pageCsp = readPageCsp();
  const findRedirect = redirectMatcher(SITE_REDIRECTS);
  const sendPage = (req: IncomingMessage, res: ServerResponse, page: string, status: number) => {
    const file = staticFile(page);
    res.setHeader('Content-Security-Policy', pageCsp.get(page) ?? NON_PAGE_CSP);
    res.setHeader('Cache-Control', 'no-store');
    if (file) sendFile(req, res, file, status);
    else res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end();
  };

  /** The last resort: a failure inside a request answers 500 and is logged once; never an exit. */
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown): void => {
    const { method } = req;
    const requestId = req.headers['x-request-id'];
    log.error({ err: error, requestId, method, path: loggedPath(req.url ?? '') }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    try {
      if (parseTarget(req.url ?? '/').isApi) sendJsonError(res, 500, 'internal', INTERNAL_MESSAGE);
      else sendPage(req, res, '/500', 500);
    } catch {
      res.destroy();
    }
  };

  const handle = (req: IncomingMessage, res: ServerResponse): unknown => {
    for (const [key, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(key, value);
    const { pathname, search, isApi } = parseTarget(req.url ?? '/');
    const method = req.method ?? 'GET';
    if (!isValidHost(req.headers.host)) {
      if (isApi) return sendJsonError(res, 400, 'bad_request', 'Неверный заголовок Host.');
      res.setHeader('Content-Security-Policy', NON_PAGE_CSP);
      return res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
    }
    if (isApi) return handleApi(req, res, pathname, method);
    if (!pathname) return sendPage(req, res, '/404', 404);

    const redirect = (status: number, location: string): void => {
      res.setHeader('Content-Security-Policy', NON_PAGE_CSP);
      res.writeHead(status, { Location: location, 'Cache-Control': 'no-cache' }).end();
    };
    const forced = findRedirect(pathname, true);
    if (forced) return redirect(forced.status, redirectLocation(forced, search));
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return redirect(301, sameOriginLocation(pathname, search));
    }
    const file = staticFile(pathname);
    const readOnly = method === 'GET' || method === 'HEAD';
    if (file && readOnly) {
      for (const [key, value] of Object.entries(securityHeadersFor(pathname)))
        res.setHeader(key, value);
      const csp = file.endsWith('.html') ? pageCsp.get(pageKey(pathname)) : staticCsp(pathname);
      res.setHeader('Content-Security-Policy', csp ?? NON_PAGE_CSP);
      res.setHeader('Cache-Control', staticCacheControl(pathname));
      return sendFile(req, res, file, 200);
    }
    if (file) {
      // A built page or file with another method: the static build takes GET and HEAD only.
      res.setHeader('Content-Security-Policy', NON_PAGE_CSP);
      return res.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).end();
    }
    const shadowed = findRedirect(pathname, false);
    if (shadowed) return redirect(shadowed.status, redirectLocation(shadowed, search));
    return sendPage(req, res, '/404', 404);
  };

  /** /api: JSON only, whatever arrives; bodies over MAX_BODY_BYTES are refused unread. */
  const handleApi = (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string | undefined,
    method: string,
  ): unknown => {
    if (!pathname) return sendJsonError(res, 400, 'bad_request', 'Неверный адрес запроса.');
    if (!/^\/api(?:\/|$)/.test(pathname) || (pathname !== '/api' && pathname.endsWith('/'))) {
      // Left /api once decoded (`..%2F`), or a trailing slash: no endpoint has such an address.
      return sendJsonError(res, 404, 'not_found', 'Такого адреса в API нет.');
    }
    if (!API_METHODS.has(method)) {
      return sendJsonError(res, 405, 'method_not_allowed', 'Этот метод здесь не поддерживается.', {
        Allow: [...API_METHODS].join(', '),
      });
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      res.setHeader('Connection', 'close');
      return sendJsonError(res, 413, 'payload_too_large', 'Слишком большой запрос.');
    }
    keepApiAnswersJson(res);
    return astroHandler(req, res);
  };

  return (req, res) => {
    const requestId = logAccess(req, res, log, trustProxy);
    res.on('error', (error) => log.error({ err: error, requestId }, 'response failed'));
    try {
      const pending = handle(req, res);
      if (pending instanceof Promise) pending.catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  };
}

/**
 * Idle keep-alive connections stay open 65 s, not Node's 5 s: a proxy, CDN or test client that
 * reuses a connection the server is closing at that moment gets a reset instead of an answer (the
 * Netlify parity step's sitemap check met one: a HEAD after a pause of over 5 s, ECONNRESET).
 * Load balancers keep idle upstream connections for 60 s, so the server outlasts them; headers
 * must still arrive within 66 s.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The site's HTTP server around `listener`, with the keep-alive timing above. */
export function createSiteServer(listener: ReturnType<typeof createListener>): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  trackAnswers(server);
  return server;
}

/**
 * Start the server on PORT/HOST (default localhost:4321) and log its URL; SIGTERM and SIGINT stop
 * it within SHUTDOWN_GRACE_MS.
 */
export async function start(): Promise<void> {
  process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';
  const entry = pathToFileURL(path.join(dist, 'server', 'entry.mjs')).href;
  const { handler } = (await import(entry)) as {
    handler: (req: IncomingMessage, res: ServerResponse) => void;
  };
  const port = Number(process.env['PORT'] ?? 4321);
  const host = process.env['HOST'] ?? 'localhost';
  const server = createSiteServer(createListener(handler));
  server.listen(port, host, () => {
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    processLog.info({ url: `http://${shown}:${port}` }, '«Вкусно – и точка» is served');
    // Open the IP city database now (~0.2 s), not with the first visitor's /api/city/get.
    const self = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    fetch(`http://${self.includes(':') ? `[${self}]` : self}:${port}/api/address`).catch(
      () => undefined,
    );
  });
  stopOnSignals(server, processLog, shutdownGraceMs(process.env['SHUTDOWN_GRACE_MS']));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await start();
}
