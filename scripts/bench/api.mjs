// `npm run bench:api`: load-tests three hot /api routes of the production server (started here on
// a free loopback port) with autocannon at a fixed 500 requests/s for ~10 s each, and prints
// requests/s, p50, p99 and errors. Target on a 2-core machine: p99 < 20 ms, 0 errors.
import autocannon from 'autocannon';
import { startServer } from './server.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const P99_TARGET_MS = 20;

const QUERIES = ['чизбургер', 'xbp,ehuth', 'chizburger', 'кофе', 'картошка', 'ленина', 'латте'];
// Points across Moscow, St Petersburg and Kazan, so every request searches the index anew.
const POINTS = Array.from({ length: 64 }, (_, i) => {
  const [lat, long] = [
    [55.75, 37.62],
    [59.94, 30.31],
    [55.79, 49.12],
  ][i % 3];
  return [
    (lat + ((i * 37) % 20) / 100 - 0.1).toFixed(4),
    (long + ((i * 53) % 20) / 100 - 0.1).toFixed(4),
  ];
});

const ROUTES = [
  {
    name: '/api/search/city/{id}?q=…',
    paths: QUERIES.map((q) => `/api/search/city/1?q=${encodeURIComponent(q)}`),
  },
  {
    name: '/api/restaurants/near',
    paths: POINTS.map(([lat, long]) => `/api/restaurants/near?lat=${lat}&long=${long}`),
  },
  { name: '/api/menu/city/{id}', paths: ['/api/menu/city/1', '/api/menu/city/2?type=delivery'] },
];

/** One autocannon run cycling through `paths`. */
function run(origin, paths, duration, rate) {
  let i = 0;
  return autocannon({
    url: origin,
    connections: 20,
    duration,
    overallRate: rate,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length] }),
      },
    ],
  });
}

const server = await startServer();
const rows = [];
let failed = false;
try {
  for (const route of ROUTES) {
    await run(server.origin, route.paths, 2, RATE); // warm-up: indexes, JIT, caches
    const result = await run(server.origin, route.paths, DURATION, RATE);
    const errors = result.errors + result.timeouts + result.non2xx;
    const ok = result.latency.p99 < P99_TARGET_MS && errors === 0;
    failed ||= !ok;
    rows.push({
      route: route.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors,
      ok: ok ? 'yes' : 'NO',
    });
  }
} finally {
  server.stop();
}

console.log(
  `\n${RATE} requests/s for ${DURATION} s per route (target p99 < ${P99_TARGET_MS} ms, 0 errors)`,
);
console.table(rows);
process.exitCode = failed ? 1 : 0;
