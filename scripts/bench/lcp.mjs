// `npm run bench:lcp`: each page kind's largest contentful paint as a phone on a slow network meets
// it, against the floor page (scripts/bench/floor.mjs: a heading and a paragraph, no stylesheet,
// font, picture or script, served with the site's own headers, COOP and CSP included) loaded in the
// same run. Real throttling, not Lighthouse's simulation: Chromium at 360×640 with touch, DevTools'
// network throttling at Lighthouse's mobile preset as Lighthouse applies it (150 ms round trip,
// 1.6 Mbit/s down and 750 kbit/s up, each ×0.9), CPU ×4, a fresh context (empty cache) per load,
// `npm start`'s server over HTTP/1.1. LCP is the page's own PerformanceObserver's last entry.
// Prints per kind the median LCP, its difference from the floor's median, the lowest and highest
// load, the LCP element and what arrived before the LCP (bytes by type, from Resource Timing's
// transferSize). The pages load in rounds (floor, every kind, again), so the machine's slow spells
// fall on all of them alike.
//   -- --runs N             loads per page (default 5); medians
//   -- --moscow-time HH:MM  the page's and the server's clocks (default 12:00, the main day part)
//   -- --only <kind> …      just those kinds (home, editorial, menu, category …)
import { startFloorServer } from './floor.mjs';
import { benchOptions } from './options.mjs';
import { pagesByKind, phonePage, startSiteAndBrowser } from './server.mjs';
import { median } from './tiers.mjs';

const args = process.argv.slice(2);
const options = benchOptions(args, { defaultRuns: 5 });
const { clockShift, only } = options;

/** Lighthouse's mobile network preset in DevTools' units (bytes per second), ×0.9 as it applies. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** Run in the page before its scripts: keep the last LCP entry where the bench can read it. */
function observeLcp() {
  globalThis.__lcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    globalThis.__lcp = entries[entries.length - 1];
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** What the page fetched before `lcp` ms, by type (KB transferred). */
function fetchedBefore(lcp) {
  const kind = (entry) => {
    if (entry.entryType === 'navigation') return 'html';
    const path = new URL(entry.name).pathname;
    if (/\.css$/.test(path)) return 'css';
    if (/\.woff2?$/.test(path)) return 'font';
    if (/\.m?js$/.test(path)) return 'js';
    if (/\.(avif|webp|png|jpe?g|svg|gif)$/.test(path)) return 'img';
    return 'other';
  };
  const bytes = {};
  for (const entry of performance.getEntries()) {
    if (!('transferSize' in entry) || entry.responseEnd > lcp) continue;
    const type = kind(entry);
    bytes[type] = (bytes[type] ?? 0) + entry.transferSize / 1024;
  }
  return bytes;
}

/** One throttled load of `url` in a fresh context: { lcp, element, bytes }. */
async function loadOnce(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await phonePage(context, clockShift);
    await page.evaluateOnNewDocument(observeLcp);
    const session = await page.createCDPSession();
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // LCP entries stop with the first input or once the page settles; a quiet half second after
    // the load (no new entry) is settled here.
    let last = -1;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const now = await page.evaluate(() => globalThis.__lcp?.startTime ?? -1);
      if (now === last && now >= 0) break;
      last = now;
    }
    const { lcp, element } = await page.evaluate(() => {
      const entry = globalThis.__lcp;
      const node = entry.element;
      const describe = node
        ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`
        : entry.url || '?';
      return { lcp: entry.startTime, element: describe };
    });
    return { lcp, element, bytes: await page.evaluate(fetchedBefore, lcp) };
  } finally {
    await context.close();
  }
}

/** One page's loads: { lcp (median), low, high, element (the most frequent), bytes (medians) }. */
function summary(loads) {
  const types = [...new Set(loads.flatMap((load) => Object.keys(load.bytes)))];
  const bytes = Object.fromEntries(
    types.map((type) => [type, median(loads.map((load) => load.bytes[type] ?? 0))]),
  );
  const elements = loads.map((load) => load.element);
  const element = elements
    .slice()
    .sort(
      (a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length,
    )[0];
  const lcps = loads.map((load) => load.lcp);
  return { lcp: median(lcps), low: Math.min(...lcps), high: Math.max(...lcps), element, bytes };
}

/**
 * Each of `urls` loaded `runs` times in rounds (the floor page, then every kind, then again), so a
 * slow spell of the machine falls on every page alike rather than on whichever kind it met: the
 * same page's LCP moves 100 ms and more between runs here. Summaries in the order of `urls`.
 */
async function measureInRounds(browser, urls, runs) {
  const loads = urls.map(() => []);
  for (let round = 0; round < runs; round += 1)
    for (const [index, url] of urls.entries()) loads[index].push(await loadOnce(browser, url));
  return loads.map(summary);
}

const { server, browser } = await startSiteAndBrowser(clockShift);
const floorServer = await startFloorServer();
try {
  const kinds = (await pagesByKind(server.origin)).filter(
    ([kind]) => kind !== '404' && (!only || only.includes(kind)),
  );
  const [floor, ...results] = await measureInRounds(
    browser,
    [`${floorServer.origin}/`, ...kinds.map(([, path]) => `${server.origin}${path}`)],
    options.runs,
  );
  console.log(
    `bench:lcp — Chromium 360×640, slow 4G (150 ms, 1.6 Mbit/s ×0.9), CPU ×${CPU_SLOWDOWN}, fresh context, medians of ${options.runs} (loads in rounds over the pages)`,
  );
  console.log(
    `floor page: LCP ${floor.lcp.toFixed(0)} ms (loads ${floor.low.toFixed(0)}–${floor.high.toFixed(0)})\n`,
  );
  const bytesText = (bytes) =>
    Object.entries(bytes)
      .filter(([, kb]) => kb > 0)
      .sort(([, a], [, b]) => b - a)
      .map(([type, kb]) => `${type} ${kb.toFixed(1)}`)
      .join(', ');
  console.log(
    'kind          path                             LCP ms  +floor  loads     element / KB before the LCP',
  );
  const over = [];
  for (const [index, [kind, path]] of kinds.entries()) {
    const result = results[index];
    const difference = result.lcp - floor.lcp;
    if (difference > 300) over.push(kind);
    console.log(
      `${kind.padEnd(13)} ${path.slice(0, 32).padEnd(32)} ${result.lcp.toFixed(0).padStart(6)}  ${`+${difference.toFixed(0)}`.padStart(6)}  ${`${result.low.toFixed(0)}–${result.high.toFixed(0)}`.padEnd(9)} ${result.element}; ${bytesText(result.bytes)}`,
    );
  }
  console.log(
    over.length
      ? `\nover the floor + 300 ms: ${over.join(', ')}`
      : '\nevery kind within the floor + 300 ms',
  );
} finally {
  await browser.close();
  server.stop();
  floorServer.stop();
}
