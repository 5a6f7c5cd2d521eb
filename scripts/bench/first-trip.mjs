// `npm run bench:first-trip`: which built pages arrive in a cold connection's first round trip.
// A new TCP connection sends 10 segments (14,600 bytes) before the first acknowledgement, as
// Lighthouse's simulation (and Linux) does; a document one byte over waits a whole round trip
// more (150 ms in the mobile preset). Chrome counts the response headers in the document's
// transfer, so a page's figure is its brotli body (dist/client/…html.br, as the Node server sends
// it) plus its Content-Security-Policy, which differs by page (src/lib/http/page-csp.ts), plus
// OTHER_HEADERS: the rest of the headers as HTTP/2 sent them in Chrome (CDP encodedDataLength
// minus body and CSP, measured over scripts/bench/secure-proxy.mjs). Run after `npm run build`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { filesOfPage } from '../../src/lib/offline/policy.ts';

const FIRST_TRIP = 14_600;
const OTHER_HEADERS = 222;
const CLOSEST = 8;

const headers = JSON.parse(readFileSync('dist/_headers.json', 'utf8'));
const pages = [];
for (const { pathname, headers: list } of headers) {
  const file = filesOfPage(pathname)
    .map((name) => `${path.join('dist/client', name)}.br`)
    .find((candidate) => existsSync(candidate));
  if (!file) continue;
  const csp = list.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
  pages.push({ path: pathname, bytes: statSync(file).size + csp.length + OTHER_HEADERS });
}
pages.sort((a, b) => b.bytes - a.bytes);
const over = pages.filter((page) => page.bytes > FIRST_TRIP);
const fitting = pages.filter((page) => page.bytes <= FIRST_TRIP);

console.log(
  `${pages.length} pages; ${over.length} over the first round trip (${FIRST_TRIP} bytes):`,
);
console.table(over.map(({ path, bytes }) => ({ path, bytes, over: bytes - FIRST_TRIP })));
console.log(`The ${CLOSEST} closest that fit:`);
console.table(
  fitting.slice(0, CLOSEST).map(({ path, bytes }) => ({ path, bytes, spare: FIRST_TRIP - bytes })),
);
