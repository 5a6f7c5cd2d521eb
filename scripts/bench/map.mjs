// `npm run bench:map`: supercluster index and getClusters times for 1 000, 10 000 and 100 000
// points (grid 64, as the map uses), then, in Chromium against the production build: the JS of
// /restaurants before the map is shown (360 px, list view) and the time from navigation to the
// first clusters drawn (1440 px, where the map shows at once).
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';
import { startServer } from './server.mjs';
import { createClusterIndex } from '../../src/lib/restaurants/cluster.ts';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => value.toFixed(value < 10 ? 2 : 1);

/** Deterministic points: half spread over Russia, half packed into city-sized spots. */
function points(count) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, (_, i) => {
    const packed = i % 2 === 0;
    const centre = [37.6 + (i % 40) * 2.5, 55.7 - (i % 13) * 0.9];
    return {
      id: i + 1,
      long: packed ? centre[0] + (random() - 0.5) * 0.4 : 20 + random() * 150,
      lat: packed ? centre[1] + (random() - 0.5) * 0.25 : 43 + random() * 27,
    };
  });
}

const clusterRows = [];
for (const count of [1_000, 10_000, 100_000]) {
  const input = points(count);
  const loads = [];
  let index;
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    index = createClusterIndex(input);
    loads.push(performance.now() - start);
  }
  const time = (bbox, zoom) => {
    const runs = [];
    let found = 0;
    for (let run = 0; run < 50; run += 1) {
      const start = performance.now();
      found = index.getClusters(bbox, zoom).length;
      runs.push(performance.now() - start);
    }
    return { t: median(runs), found };
  };
  const country = time([19, 41, 180, 82], 3);
  const city = time([37.3, 55.5, 37.9, 56], 11);
  clusterRows.push({
    points: count.toLocaleString('ru-RU'),
    'load, ms': ms(median(loads)),
    'getClusters country z3, ms': ms(country.t),
    'items z3': country.found,
    'getClusters city z11, ms': ms(city.t),
    'items z11': city.found,
  });
}
console.log('supercluster (radius 64, maxZoom 16), median of 5 loads and 50 queries:');
console.table(clusterRows);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_ARGS,
});
try {
  // JS before the map is shown: phones open /restaurants on the list.
  const phone = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await phone.addCookies([{ name: 'confirmed-city', value: 'moscow', url: server.origin }]);
  const page = await phone.newPage();
  let phase = 'before';
  const js = { before: 0, after: 0 };
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const at = phase;
    pending.push(
      response
        .body()
        .then((body) => {
          js[at] += gzipSync(body, { level: 9 }).length;
        })
        .catch(() => undefined),
    );
  });
  await page.goto(`${server.origin}/restaurants`, { waitUntil: 'networkidle' });
  await Promise.all(pending.splice(0));
  phase = 'after';
  await page.getByRole('button', { name: 'Карта', exact: true }).click();
  await page
    .getByRole('button', { name: /рядом, приблизить/ })
    .first()
    .waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await phone.close();

  // Navigation → first clusters drawn, on a desktop where the map is visible at once.
  const times = [];
  for (let run = 0; run < 3; run += 1) {
    const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await desktop.addCookies([{ name: 'confirmed-city', value: 'moscow', url: server.origin }]);
    const tab = await desktop.newPage();
    await tab.goto(`${server.origin}/restaurants`);
    await tab.waitForFunction(() => performance.getEntriesByName('map:clusters').length > 0, null, {
      timeout: 60_000,
    });
    times.push(await tab.evaluate(() => performance.getEntriesByName('map:clusters')[0].startTime));
    await desktop.close();
  }
  console.log('/restaurants in Chromium (software WebGL), production build:');
  console.table([
    {
      'JS before the map, KB gzip (360 px)': (js.before / 1024).toFixed(1),
      budget: 90,
      'map JS on demand, KB gzip': (js.after / 1024).toFixed(1),
      'navigation → first clusters, ms (median of 3, 1440 px)': Math.round(median(times)),
    },
  ]);
  if (js.before / 1024 > 90) process.exitCode = 1;
} finally {
  await browser.close();
  server.stop();
}
