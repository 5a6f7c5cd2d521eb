/**
 * The production server for local and self-hosted use: static files from dist/client with the
 * security, CSP and cache headers of src/lib/http, redirects, a 404 page for malformed paths,
 * and everything else (the /api endpoints) through the @astrojs/node handler.
 * Netlify does the same with netlify.toml and its CDN.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  NON_PAGE_CSP,
  SECURITY_HEADERS,
  staticCacheControl,
} from '../src/lib/http/security-headers.ts';
import { findRedirect, redirectLocation } from '../src/lib/http/redirects.ts';

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

/** The file that answers a path, if any: a file, or a directory's index.html. */
function staticFile(pathname: string): string | undefined {
  const candidate = path.join(client, pathname);
  if (!candidate.startsWith(client)) return undefined;
  const file = path.extname(pathname) ? candidate : path.join(candidate, 'index.html');
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** The decoded path, or undefined when the request's path is malformed. */
function decodePath(url: string): string | undefined {
  const raw = url.split('?')[0] ?? '/';
  try {
    const decoded = decodeURIComponent(raw);
    if (decoded.includes('\0')) return undefined;
    return path.posix.normalize(decoded);
  } catch {
    return undefined;
  }
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
  createReadStream(body).pipe(res);
}

/** The request listener: Astro's handler is passed in so tests can start the server in-process. */
export function createListener(
  astroHandler: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  const pageCsp = readPageCsp();
  const notFoundPage = path.join(client, '404.html');
  const notFoundCsp = pageCsp.get('/404') ?? NON_PAGE_CSP;

  const sendNotFound = (req: IncomingMessage, res: ServerResponse): void => {
    res.setHeader('Content-Security-Policy', notFoundCsp);
    res.setHeader('Cache-Control', 'no-store');
    sendFile(req, res, notFoundPage, 404);
  };

  return (req, res) => {
    for (const [key, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(key, value);
    const url = req.url ?? '/';
    const pathname = decodePath(url);
    if (!pathname) {
      sendNotFound(req, res);
      return;
    }
    const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    const redirect = (status: number, location: string): void => {
      res.writeHead(status, { Location: location, 'Cache-Control': 'no-cache' }).end();
    };

    const forced = findRedirect(pathname, true);
    if (forced) return redirect(forced.status, redirectLocation(forced, search));
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return redirect(301, pathname.replace(/\/+$/, '') + search);
    }

    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const file = isApi ? undefined : staticFile(pathname);
    if (file && (req.method === 'GET' || req.method === 'HEAD')) {
      const csp = file.endsWith('.html') ? pageCsp.get(pageKey(pathname)) : NON_PAGE_CSP;
      res.setHeader('Content-Security-Policy', csp ?? NON_PAGE_CSP);
      res.setHeader('Cache-Control', staticCacheControl(pathname));
      sendFile(req, res, file, 200);
      return;
    }

    if (file) {
      // A built page or file with another method: the static build takes GET and HEAD only.
      res.setHeader('Content-Security-Policy', NON_PAGE_CSP);
      res.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).end();
      return;
    }

    const shadowed = isApi ? undefined : findRedirect(pathname, false);
    if (shadowed) return redirect(shadowed.status, redirectLocation(shadowed, search));

    if (!isApi && (req.method === 'GET' || req.method === 'HEAD') && !existsAsRoute(pathname)) {
      sendNotFound(req, res);
      return;
    }
    if (!res.hasHeader('Content-Security-Policy')) {
      res.setHeader('Content-Security-Policy', NON_PAGE_CSP);
    }
    astroHandler(req, res);
  };
}

/** On-demand pages besides /api live here; every other page is a file in dist/client. */
function existsAsRoute(_pathname: string): boolean {
  return false;
}

/** Start the server on PORT/HOST (default localhost:4321) and print its URL. */
export async function start(): Promise<void> {
  process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';
  const entry = pathToFileURL(path.join(dist, 'server', 'entry.mjs')).href;
  const { handler } = (await import(entry)) as {
    handler: (req: IncomingMessage, res: ServerResponse) => void;
  };
  const port = Number(process.env['PORT'] ?? 4321);
  const host = process.env['HOST'] ?? 'localhost';
  const server = createServer(createListener(handler));
  server.listen(port, host, () => {
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    console.log(`«Вкусно – и точка» is served at http://${shown}:${port}`);
  });
  const stop = (): void => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await start();
}
