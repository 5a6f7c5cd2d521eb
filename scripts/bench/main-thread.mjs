// `npm run bench:main-thread`: what the page's own work after its first paint costs a phone's CPU,
// from the main thread's CPU time in a Chromium trace, for one page of each kind (or `-- /path …`).
// Lighthouse's TBT takes each task's wall time and multiplies it, waits included (the first cookie
// read and each request's start are synchronous calls to the browser process) along with whatever
// else this shared machine ran meanwhile. Nine loads of a restaurant page on one idle evening, TBT's
// sum at 8×: 34–486 ms by wall time; by CPU time (the trace's thread duration) 0–15 ms in eight of
// them. So this bench tells whether a change made the page's own work smaller.
//   -- --runs N      N loads per page (default 7), each in a fresh browser context; medians
//   -- --tier low    the slowdown is this machine's benchmark index (Lighthouse's, measured here
//                    before each page) / 264, a low-tier Android phone; `mid` a Pixel 5 (1000);
//                    without --tier, 4× (Lighthouse's mobile preset) and 10×
//   -- --moscow-time HH:MM  the page's and the server's clocks at that time of day in Moscow
//                    (default 12:00, the main day part)
// Columns: the CPU ms of the main thread's tasks after the first contentful paint, the longest of
// them, and "blocking at N×": Σ max(0, N × CPU − 50 ms) over those tasks, TBT's formula on CPU time.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { shiftedClock } from './clock.mjs';
import { benchOptions } from './options.mjs';
import { pagesByKind, startSiteAndBrowser } from './server.mjs';
import { median, TIER_SCORES, tierSlowdown } from './tiers.mjs';

const args = process.argv.slice(2);
const { runs, tier, moscowTime, clockShift } = benchOptions(args, { defaultRuns: 7 });
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

/**
 * Tasks of the page's main thread after its first contentful paint: [cpu ms, wall ms][]; null when
 * the trace lacks the navigation or the paint.
 */
function tasksAfterFirstPaint(events) {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return null;
  const thread = (e) => e.pid === navigation.pid && e.tid === navigation.tid;
  const paint = events.find((e) => thread(e) && e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const tasks = events
    .filter((e) => thread(e) && e.ph === 'X' && e.name === 'RunTask' && e.ts >= paint.ts)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // A task run inside another (a nested run loop) is part of it, not a task of its own.
  const outer = [];
  for (const task of tasks)
    if (task.ts >= (outer.at(-1)?.end ?? 0)) outer.push({ task, end: task.ts + task.dur });
  return outer.map(({ task }) => [(task.tdur ?? task.dur) / 1000, task.dur / 1000]);
}

/** TBT's sum over `durations` as a CPU `slowdown` times slower would run them. */
const blocking = (durations, slowdown) =>
  durations.reduce((sum, ms) => sum + Math.max(0, slowdown * ms - 50), 0);

/** Load `url` once in a fresh context, traced; the tasks after its first paint (or null). */
async function tracedOnce(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (clockShift) await page.evaluateOnNewDocument(shiftedClock, clockShift);
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // What the page starts at idle (notices, services) belongs to its first seconds too.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    return tasksAfterFirstPaint(trace.traceEvents);
  } finally {
    await context.close();
  }
}

/**
 * `tracedOnce`, again when the trace lacks the navigation or the first paint: now and then (about
 * one load in a hundred here) the new renderer's events miss the trace, which ended the whole bench.
 */
async function traced(browser, url) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const tasks = await tracedOnce(browser, url);
    if (tasks) return tasks;
  }
  throw new Error(`${url}: no navigation or first contentful paint in three traces`);
}

/** Lighthouse's benchmark index of this machine now, in a blank page. */
async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
  } finally {
    await page.close();
  }
}

const { server, browser } = await startSiteAndBrowser(clockShift);
const rows = [];
const indexes = [];
try {
  const paths = args.filter((arg) => arg.startsWith('/'));
  const kinds =
    paths.length > 0
      ? paths.map((path) => ['page', path])
      : (await pagesByKind(server.origin)).filter(([kind]) => kind !== '404');
  for (const [kind, path] of kinds) {
    const index = tier ? await benchmarkIndex(browser) : 0;
    if (tier) indexes.push(index);
    const slowdowns = tier
      ? [[`${tier} tier`, tierSlowdown(index, tier)]]
      : [
          ['4×', 4],
          ['10×', 10],
        ];
    const loads = [];
    for (let i = 0; i < runs; i += 1) loads.push(await traced(browser, server.origin + path));
    const cpu = loads.map((tasks) => tasks.map(([ms]) => ms));
    const wall = loads.map((tasks) => tasks.map(([, ms]) => ms));
    const row = {
      kind,
      path,
      'CPU ms': Math.round(median(cpu.map((tasks) => tasks.reduce((a, b) => a + b, 0)))),
      'longest ms': Number(median(cpu.map((tasks) => Math.max(0, ...tasks))).toFixed(1)),
    };
    for (const [label, slowdown] of slowdowns) {
      row[`blocking at ${label}`] = Math.round(median(cpu.map((t) => blocking(t, slowdown))));
      row[`by wall time at ${label}`] = Math.round(median(wall.map((t) => blocking(t, slowdown))));
    }
    if (tier) row['CPU ×'] = slowdowns[0][1];
    rows.push(row);
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`Clocks of the page and the server at ${moscowTime} in Moscow.`);
console.log(
  `Main thread after the first contentful paint, 412×823 at 1.75×, no network throttling; ` +
    (tier
      ? `--tier ${tier}: benchmark index / ${TIER_SCORES[tier]} (index median ${Math.round(median(indexes))}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}); `
      : '') +
    `medians of ${runs} loads per page, a fresh context each:`,
);
console.table(rows);
