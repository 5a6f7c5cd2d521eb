/**
 * Hostile requests against the real server (scripts/serve.ts over the production build), sent as
 * raw bytes over TCP so nothing normalises them first: generated paths, methods, headers and
 * bodies. Whatever arrives, the server answers below 500, keeps /api in JSON, never sends a
 * visitor to another origin, and is still up afterwards.
 */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { connect } from 'node:net';
import { REDIRECTS } from '../../src/lib/http/redirects.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/** Sends one raw request and reads the answer's status line and headers. */
function send(port: number, raw: Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error('no answer in 10 s'));
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    let failure = '';
    socket.on('error', (error) => {
      failure = error.message;
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      if (status === 0)
        reject(
          new Error(`no answer (${failure || 'closed'}): ${JSON.stringify(text.slice(0, 80))}`),
        );
      else resolve({ status, headers });
    });
    // Not end(): a half-closed socket makes Node drop an answer still being written (browsers never
    // half-close); `Connection: close` has the server close it once the answer is out.
    socket.write(raw);
  });
}

/** One generated request. */
interface Hostile {
  method: string;
  path: string;
  headers: [string, string][];
  body: Buffer;
}

/** Builds the raw bytes of a request (Connection: close, the body's real length). */
function bytesOf(request: Hostile, port: number): Buffer {
  const lines = [`${request.method} ${request.path} HTTP/1.1`];
  const names = new Set(request.headers.map(([name]) => name.toLowerCase()));
  if (!names.has('host')) lines.push(`Host: 127.0.0.1:${port}`);
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  if (request.body.length > 0) lines.push(`Content-Length: ${request.body.length}`);
  lines.push('Connection: close', '', '');
  return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), request.body]);
}

const PREFIXES = [
  '/',
  '/api/',
  '/api/restaurant/',
  '/api/longlink/',
  '/api/subscribe',
  '/api/menu/city/1/product/',
  '/menu/',
  '/restaurants/',
  '/ecoday/',
  '/articles/news/',
];
const TRICKS = [
  '%',
  '%zz',
  '..%2F',
  '%2e%2e/',
  '%5c',
  '%5C',
  '%09',
  '%0a',
  '%0d%0a',
  '%00',
  '//',
  '/./',
  '/../',
  '\\',
  '@',
  '%40evil.example',
  '%ff',
  '%c0%ae',
  '?',
  '#',
];

/** Percent-encodes some characters of a string, leaves others raw when they are plain ASCII. */
const messy = fc
  .tuple(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.array(fc.boolean(), { maxLength: 12 }))
  .map(([text, raw]) =>
    [...text]
      .map((char, i) =>
        raw[i] && /^[A-Za-z0-9._~-]$/.test(char) ? char : encodeURIComponent(char),
      )
      .join(''),
  );

const path = fc
  .tuple(
    fc.constantFrom(...PREFIXES),
    fc.array(fc.oneof(messy, fc.constantFrom(...TRICKS)), { maxLength: 4 }),
    fc.boolean(),
    fc.option(messy, { nil: undefined }),
  )
  .map(([prefix, parts, slash, query]) => {
    const joined = `${prefix}${parts.join('')}${slash ? '/' : ''}`;
    return query === undefined ? joined : `${joined}?q=${query}`;
  });

const header = fc.oneof(
  fc.constantFrom<[string, string]>(
    ['Host', 'evil.example'],
    ['Host', 'localhost:4466@evil.example'],
    ['Host', '[::1]'],
    ['Origin', 'https://evil.example'],
    ['Origin', 'null'],
    ['Sec-Fetch-Site', 'cross-site'],
    ['X-Forwarded-Proto', 'https'],
    ['X-Forwarded-Host', 'evil.example'],
    ['X-Nf-Client-Connection-Ip', '203.0.113.9'],
    ['Content-Type', 'application/json'],
    ['Content-Type', 'application/x-www-form-urlencoded'],
    ['Content-Type', 'multipart/form-data; boundary=x'],
    ['Content-Type', 'text/plain'],
    ['Accept-Encoding', 'br, gzip'],
    ['If-None-Match', '"x"'],
  ),
  fc.tuple(fc.constant('X-Forwarded-For'), fc.ipV4()),
);

const body = fc.oneof(
  { weight: 3, arbitrary: fc.constant(Buffer.alloc(0)) },
  fc.constant(Buffer.from('{"email":"fuzz@example.ru","consent":true}')),
  fc.constant(Buffer.from('{"code":"kazan"}')),
  fc.constant(Buffer.from('email=fuzz%40example.ru&consent=on')),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.alloc(200 * 1024, 0x7b)),
);

const hostile: fc.Arbitrary<Hostile> = fc.record({
  method: fc.constantFrom(
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'DELETE',
    'PATCH',
    'OPTIONS',
    'TRACE',
    'TRACK',
    'PROPFIND',
    'FOO',
  ),
  path,
  headers: fc.uniqueArray(header, { maxLength: 4, selector: ([name]) => name.toLowerCase() }),
  body,
});

/** Targets of our own redirect rules that leave the site on purpose (/go/vk …). */
const OUR_EXTERNAL = new Set(REDIRECTS.map((rule) => rule.to).filter((to) => /^https?:/.test(to)));
/** Endpoints that answer a no-JS form post, or a link from a letter, with a page. */
const FORM_PAGES = /^\/api\/(subscribe|feedback|franchise)(\?|$)/;
const LETTER_LINKS = /^\/api\/subscribe\/(confirm|unsubscribe)(\?|$)/;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i;

/** True when the answer may be a page: a form post to a form endpoint, or a letter's link. */
function mayBePage(request: Hostile): boolean {
  const type = request.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (LETTER_LINKS.test(request.path)) return true;
  return FORM_PAGES.test(request.path) && FORM_TYPE.test(type);
}

/** What must hold for every answer; returns the reason it does not, if any. */
function violation(request: Hostile, answer: RawAnswer, origin: string): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}`;
  const location = answer.headers['location'];
  if (location !== undefined) {
    if (!/^[\x21-\x7e]+$/.test(location)) return `Location with unsafe bytes: ${location}`;
    if (new URL(location, `${origin}/x`).origin !== origin && !OUR_EXTERNAL.has(location))
      return `foreign Location ${location}`;
  }
  const type = answer.headers['content-type'] ?? '';
  const refusedByParser = answer.status === 400 && !type; // Node's own 400 for a malformed request
  const noBody = request.method === 'HEAD' || [204, 301, 302, 303, 304].includes(answer.status);
  if (request.path.startsWith('/api') && !refusedByParser && !noBody && !mayBePage(request)) {
    if (!type.includes('application/json')) return `/api answered ${type || 'no type'}`;
  }
  return undefined;
}

test('generated hostile requests: no exit, no 5xx, JSON under /api, no foreign Location', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const port = Number(new URL(origin).port);
  const samples = fc.sample(hostile, { numRuns: 400, seed: 20261124 });
  const statuses = new Map<number, number>();
  const problems: string[] = [];
  for (const request of samples) {
    const answer = await send(port, bytesOf(request, port));
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const problem = violation(request, answer, origin);
    if (problem) problems.push(`${request.method} ${request.path}: ${problem}`);
  }
  const home = await send(
    port,
    bytesOf({ method: 'GET', path: '/', headers: [], body: Buffer.alloc(0) }, port),
  );
  expect(home.status).toBe(200);
  const counts = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  test.info().annotations.push({ type: 'statuses', description: counts });
  console.log(`hostile requests: ${samples.length} sent; statuses ${counts}`);
  expect(problems).toEqual([]);
});

test('the reported requests: a Russian address, CR/LF, backslash and tab tricks, TRACE, a bad Host', async ({
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const port = Number(new URL(origin).port);
  const cases: [Hostile, number][] = [
    [
      { method: 'GET', path: '/%D0%BC%D0%B5%D0%BD%D1%8E/', headers: [], body: Buffer.alloc(0) },
      301,
    ],
    [{ method: 'GET', path: '/%0a/', headers: [], body: Buffer.alloc(0) }, 301],
    [{ method: 'GET', path: '/%5cevil.example/', headers: [], body: Buffer.alloc(0) }, 404],
    [{ method: 'GET', path: '/%09/evil.example/', headers: [], body: Buffer.alloc(0) }, 301],
    [{ method: 'GET', path: '/%5C/evil.example/', headers: [], body: Buffer.alloc(0) }, 404],
    [{ method: 'TRACE', path: '/api/time', headers: [], body: Buffer.alloc(0) }, 405],
    [
      {
        method: 'GET',
        path: '/api/time',
        headers: [['Host', 'localhost:4466@evil.example']],
        body: Buffer.alloc(0),
      },
      400,
    ],
    [
      {
        method: 'GET',
        path: '/api/longlink/..%2F..%2Fetc%2Fpasswd',
        headers: [],
        body: Buffer.alloc(0),
      },
      404,
    ],
  ];
  for (const [request, status] of cases) {
    const answer = await send(port, bytesOf(request, port));
    expect(answer.status, request.path).toBe(status);
    expect(violation(request, answer, origin), request.path).toBeUndefined();
  }
  const home = await send(
    port,
    bytesOf({ method: 'GET', path: '/', headers: [], body: Buffer.alloc(0) }, port),
  );
  expect(home.status).toBe(200);
});
