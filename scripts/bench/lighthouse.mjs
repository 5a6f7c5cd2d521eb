// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) for one page of each
// kind that exists: performance, accessibility, best practices, SEO, LCP, TBT, CLS.
//   -- --editorial   every editorial page of the sitemap instead (all but /menu… and /restaurants…)
//   -- /path …       just these paths
//   -- --runs N      N runs per page, each in a fresh browser; the table shows medians
//   -- --tier low    the CPU slowdown of a low-tier Android phone on this machine: the
//                    benchmarkIndex Lighthouse measures at the start of each run / 264 (Chrome
//                    DevTools' score of such a phone; about 10× on a 2-core machine scoring ~2600).
//                    Each run is gathered first and scored with its own multiplier, because this
//                    machine's index moves between runs (1100–2100 on one idle afternoon): one
//                    calibration for the whole table scored quiet runs as a phone slower than low-tier.
//   -- --tier mid    the same for a mid-range phone (a Pixel 5 scores 1000); without --tier,
//                    Lighthouse's default 4×
//   -- --breakdown   also the main-thread work by kind (style and layout, paint, script…) per page
//   -- --long-tasks  also the long tasks of each run (start, duration, script), as Lighthouse
//                    simulates them: what TBT is made of
//   -- --block-scripts  every script file blocked (inline scripts still run): a control that shows
//                    what the machine and the page's HTML, CSS and pictures cost without our JS
//   -- --h2          the pages over HTTPS and HTTP/2, as the CDN serves them (a local proxy with a
//                    self-signed certificate, scripts/bench/secure-proxy.mjs); without it, the Node
//                    server's plain HTTP/1.1, where the simulation opens a connection per request
//   -- --moscow-time HH:MM  the page's and the server's clocks run from that time of day in Moscow
//                    (today), to measure a day part whatever the hour: 12:00 is the main menu the
//                    pages are pre-rendered for (the default), 08:00 breakfast.
//   -- --floor       first a row for the floor: a page of a heading and a paragraph, nothing else
//                    (scripts/bench/floor.mjs), served the same way; no page of ours can score better
//   -- --save DIR    each run's full report (JSON) into DIR, to read what Lantern put before the LCP
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';
import { shiftedClock } from './clock.mjs';
import { benchOptions } from './options.mjs';
import { startFloorServer } from './floor.mjs';
import { startSecureProxy } from './secure-proxy.mjs';
import { median, TIER_SCORES, tierSlowdown } from './tiers.mjs';
import { editorialPages, pagesByKind, startServer } from './server.mjs';

const args = process.argv.slice(2);
const { runs, tier, moscowTime, clockShift } = benchOptions(args, { defaultRuns: 1 });

const server = await startServer(clockShift ? { SITE_CLOCK_SHIFT: String(clockShift) } : {});
const secure = args.includes('--h2');
const saveAt = args.indexOf('--save');
/** Where each run's report is written (--save DIR), if anywhere. */
const saveFolder = saveAt === -1 ? undefined : args[saveAt + 1];
const blockScripts = args.includes('--block-scripts');
const proxy = secure ? await startSecureProxy(server.origin) : undefined;
/** Where Lighthouse loads the pages from: the proxy with --h2, else the server itself. */
const siteOrigin = proxy?.origin ?? server.origin;
const floorServer = args.includes('--floor') ? await startFloorServer() : undefined;
const floorProxy = floorServer && secure ? await startSecureProxy(floorServer.origin) : undefined;
/** Where the floor page is loaded from (--floor), if measured. */
const floorOrigin = floorProxy?.origin ?? floorServer?.origin;

const chromePath = await findChromium();

/**
 * One Lighthouse run of `path` in a fresh browser. With --tier, the run is gathered to a folder,
 * then scored with the multiplier of the benchmark index measured in that same run.
 */
async function lighthouseRun(path, origin) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_ARGS,
      ...(secure ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const folder = tier ? mkdtempSync(join(tmpdir(), 'lighthouse-')) : undefined;
  const options = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
  };
  try {
    const gathered = { ...options, ...(folder ? { gatherMode: folder } : {}) };
    let result;
    if (!clockShift) result = await lighthouse(origin + path, gathered);
    else {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const [page] = await browser.pages();
      await page.evaluateOnNewDocument(shiftedClock, clockShift);
      result = await lighthouse(origin + path, gathered, undefined, page);
      await browser.disconnect();
    }
    if (!folder) return result.lhr;
    // Simulated throttling applies the multiplier only when scoring, so the saved settings may
    // take it (Lighthouse refuses settings that differ between gathering and auditing).
    const saved = join(folder, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(saved, 'utf8'));
    const cpuSlowdownMultiplier = tierSlowdown(artifacts.BenchmarkIndex, tier);
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    writeFileSync(saved, JSON.stringify(artifacts));
    const config = {
      extends: 'lighthouse:default',
      settings: { throttling: { cpuSlowdownMultiplier } },
    };
    return (await lighthouse(undefined, { ...options, auditMode: folder }, config)).lhr;
  } finally {
    await chrome.kill();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

/** A run that failed to measure (a protocol timeout on a busy machine) is retried once. */
async function measured(path, origin) {
  let lhr = await lighthouseRun(path, origin);
  if (lhr.runtimeError || lhr.categories.performance?.score == null)
    lhr = await lighthouseRun(path, origin);
  return lhr;
}

const rows = [];
const breakdowns = [];
const indexes = [];
try {
  const paths = args.filter((arg, at) => arg.startsWith('/') && at !== saveAt + 1);
  // Lighthouse refuses to score a page answered with 404, so the not-found page is left out.
  const kinds = args.includes('--editorial')
    ? (await editorialPages(server.origin)).map((path) => ['editorial', path])
    : paths.length > 0
      ? paths.map((path) => ['page', path])
      : (await pagesByKind(server.origin)).filter(([kind]) => kind !== '404');
  if (floorOrigin) kinds.unshift(['floor', '/']);
  for (const [kind, path] of kinds) {
    const origin = kind === 'floor' ? floorOrigin : siteOrigin;
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await measured(path, origin));
    if (saveFolder) {
      mkdirSync(saveFolder, { recursive: true });
      const slug = kind + path.replaceAll('/', '_');
      for (const [run, lhr] of results.entries())
        writeFileSync(join(saveFolder, `${slug}-${run + 1}.json`), JSON.stringify(lhr));
    }
    const failed = results.find(
      (lhr) => lhr.runtimeError || lhr.categories.performance?.score == null,
    );
    if (failed) {
      rows.push({ kind, path, performance: `error: ${failed.runtimeError?.code ?? 'no score'}` });
      continue;
    }
    const score = (name) => median(results.map((lhr) => (lhr.categories[name]?.score ?? 0) * 100));
    const audit = (name) => median(results.map((lhr) => lhr.audits[name]?.numericValue ?? 0));
    for (const lhr of results) indexes.push(lhr.environment.benchmarkIndex);
    rows.push({
      kind,
      path,
      performance: Math.round(score('performance')),
      accessibility: Math.round(score('accessibility')),
      'best practices': Math.round(score('best-practices')),
      seo: Math.round(score('seo')),
      'LCP ms': Math.round(audit('largest-contentful-paint')),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      'main thread ms': Math.round(audit('mainthread-work-breakdown')),
      ...(tier
        ? {
            'CPU ×': tierSlowdown(
              median(results.map((lhr) => lhr.environment.benchmarkIndex)),
              tier,
            ),
          }
        : {}),
    });
    if (args.includes('--long-tasks')) {
      for (const [run, lhr] of results.entries()) {
        console.log(
          `long tasks of ${path}, run ${run + 1} (FCP ${Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0)} ms):`,
        );
        console.table(
          (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({
            start: Math.round(task.startTime),
            duration: Math.round(task.duration),
            url: String(task.url).replace(siteOrigin, ''),
          })),
        );
      }
    }
    if (args.includes('--breakdown')) {
      const groups = {};
      for (const lhr of results) {
        for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
          (groups[item.groupLabel] ??= []).push(item.duration);
      }
      breakdowns.push({
        path,
        ...Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, Math.round(median(v))])),
      });
    }
  }
} finally {
  proxy?.stop();
  server.stop();
  floorProxy?.stop();
  floorServer?.stop();
}
const benchmarkIndex = indexes.length ? median(indexes) : 0;
const cpu = tier
  ? `each run's benchmarkIndex / ${TIER_SCORES[tier]} as its CPU slowdown (--tier ${tier}: ` +
    `${tierSlowdown(Math.min(...indexes), tier)}–${tierSlowdown(Math.max(...indexes), tier)}×)`
  : '4× CPU slowdown (preset)';
console.log(`Clocks of the page and the server at ${moscowTime} in Moscow.`);
console.log(
  `Lighthouse 13, mobile preset (simulated slow 4G, ${cpu}), ${secure ? 'HTTPS and HTTP/2 (--h2)' : 'plain HTTP/1.1'}; benchmarkIndex median ${Math.round(benchmarkIndex)} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}); ` +
    `${runs === 1 ? 'one run' : `medians of ${runs} runs`} per page, a fresh browser each` +
    `${blockScripts ? ', script files blocked (--block-scripts)' : ''}:`,
);
console.table(rows);
if (breakdowns.length) {
  console.log('Main-thread work by kind, ms (medians):');
  console.table(breakdowns);
}
const pageRows = rows.filter((row) => row.kind !== 'floor');
if (pageRows.length > 8) {
  const scored = pageRows.filter((row) => typeof row.performance === 'number');
  const below = pageRows.filter((row) => row.performance !== 100);
  console.log(
    `${pageRows.length} pages: ${pageRows.length - below.length} score 100 for performance, lowest` +
      ` ${Math.min(...scored.map((row) => row.performance))}, ${pageRows.length - scored.length}` +
      ` not measured; largest CLS ${Math.max(...scored.map((row) => row.CLS))}`,
  );
  for (const row of below) console.log(`  ${row.performance}  ${row.path}`);
}
