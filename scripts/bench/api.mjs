// `npm run bench:api`: load-tests four hot /api routes (city by IP among them) of the production server (started here on
// a free loopback port) at a fixed 500 requests/s for ~10 s each, evenly spaced over 20 keep-alive
// connections (scripts/bench/paced.mjs: latency counted from the moment each request was due),
// and prints requests/s, p50/p90/p99/max, errors and the server's CPU time per request.
// Target on a 2-core machine: p99 < 20 ms, 0 errors. For comparison with earlier figures it also
// prints autocannon's p99 at `overallRate` 500, whose requests come in one ~100 ms burst per
// second (informative only). BENCH_RATE, BENCH_DURATION, BENCH_BURST=0 (skip autocannon).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { paced } from './paced.mjs';
import { startServer } from './server.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const BURST = process.env.BENCH_BURST !== '0';
const CONNECTIONS = 20;
const P99_TARGET_MS = 20;

const QUERIES = ['чизбургер', 'xbp,ehuth', 'chizburger', 'кофе', 'картошка', 'ленина', 'латте'];
const CENTRES = [
  [55.75, 37.62],
  [59.94, 30.31],
  [55.79, 49.12],
];

/** A seeded pseudo-random number in [0, 1) (mulberry32): the same points on every run. */
let seed = 42;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * The k-th point: within ±0.1° of Moscow, St Petersburg or Kazan on a 10⁻⁵° grid, a new one for
 * (almost) every request, so each searches the spatial index instead of meeting a kept answer.
 */
function point(k) {
  const [lat, long] = CENTRES[k % CENTRES.length];
  return [(lat + random() * 0.2 - 0.1).toFixed(5), (long + random() * 0.2 - 0.1).toFixed(5)];
}

/**
 * Client addresses for /api/city/get: the k-th is a new address across the whole IPv4 space (most
 * foreign, some Russian), so each request is a lookup in the IP database. The bench server trusts
 * X-Forwarded-For (TRUST_PROXY=1) as it would behind a proxy.
 */
const addressOf = (k) => {
  const n = (Math.imul(k + 1, 2654435761) >>> 0) % 0xdfffffff;
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, (n & 255) | 1].join('.');
};

let nearCount = 0;
const ROUTES = [
  {
    name: '/api/city/get (IP lookup)',
    pathOf: (k) => ({ path: '/api/city/get', headers: { 'x-forwarded-for': addressOf(k) } }),
  },
  {
    name: '/api/search/city/{id}?q=…',
    pathOf: (k) => `/api/search/city/1?q=${encodeURIComponent(QUERIES[k % QUERIES.length])}`,
  },
  {
    name: '/api/restaurants/near',
    pathOf: () => {
      const [lat, long] = point(nearCount++);
      return `/api/restaurants/near?lat=${lat}&long=${long}`;
    },
  },
  {
    name: '/api/menu/city/{id}',
    pathOf: (k) => (k % 2 ? '/api/menu/city/2?type=delivery' : '/api/menu/city/1'),
  },
];

/** CPU time (user + system) of a process in ms, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** autocannon at `overallRate`, cycling through the route's paths; its p99 in ms. */
async function burstP99(origin, route) {
  let k = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION,
    overallRate: RATE,
    requests: [
      {
        method: 'GET',
        setupRequest: (r) => {
          const target = route.pathOf(k++);
          return typeof target === 'string'
            ? { ...r, path: target }
            : { ...r, path: target.path, headers: { ...r.headers, ...target.headers } };
        },
      },
    ],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return errors > 0 ? `${result.latency.p99} (${errors} errors)` : result.latency.p99;
}

process.env.TRUST_PROXY = '1';
const server = await startServer();
const rows = [];
let failed = false;
try {
  for (const route of ROUTES) {
    const run = (duration) =>
      paced({ origin: server.origin, pathOf: route.pathOf, rate: RATE, duration, connections: 20 });
    await run(2); // warm-up: indexes, JIT, kept answers
    const cpuBefore = cpuMs(server.pid);
    const result = await run(DURATION);
    const cpuAfter = cpuMs(server.pid);
    const ok = result.p99 < P99_TARGET_MS && result.errors === 0;
    failed ||= !ok;
    rows.push({
      route: route.name,
      'req/s': result.rate,
      'p50 ms': result.p50,
      'p90 ms': result.p90,
      'p99 ms': result.p99,
      'max ms': result.max,
      errors: result.errors,
      'CPU ms/req':
        cpuBefore === null || cpuAfter === null
          ? '–'
          : Math.round(((cpuAfter - cpuBefore) / result.requests) * 100) / 100,
      ok: ok ? 'yes' : 'NO',
      ...(BURST ? { 'burst p99 ms': await burstP99(server.origin, route) } : {}),
    });
  }
} finally {
  server.stop();
}

console.log(
  `\n${RATE} requests/s evenly spaced for ${DURATION} s per route over ${CONNECTIONS} connections` +
    ` (target p99 < ${P99_TARGET_MS} ms, 0 errors)` +
    (BURST ? `; burst p99: autocannon overallRate ${RATE}, one ~100 ms burst per second` : ''),
);
console.table(rows);
process.exitCode = failed ? 1 : 0;
