// Shared by the benchmarks: the production server (scripts/serve.ts) on a free loopback port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';
import { shiftedClock } from './clock.mjs';

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Start the built site (with `env` added); resolves to { origin, pid, stop() } once it answers. */
export async function startServer(env = {}) {
  if (!existsSync('dist/server/entry.mjs')) {
    throw new Error('No production build: run `npm run build` first.');
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) {
      // serve.ts exits with 0 on SIGINT/SIGTERM: code 0 means another process stopped it.
      console.error(
        `The server stopped early (code ${code}, signal ${signal}): figures after this are void.`,
      );
    }
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    pid: child.pid,
    stop: () => {
      stopping = true;
      child.kill('SIGTERM');
    },
  };
}

/** Every page path in the build's sitemap. */
async function sitemapPaths(origin) {
  const index = await (await fetch(`${origin}/sitemap-0.xml`)).text();
  return [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Every editorial page (not the menu's or the locator's), by the sitemap. */
export async function editorialPages(origin) {
  return (await sitemapPaths(origin)).filter((p) => !/^\/(menu|restaurants)(\/|$)/.test(p));
}

/** One page of each kind that exists in the build (by the sitemap), for the page-kind tables. */
export async function pagesByKind(origin) {
  const paths = await sitemapPaths(origin);
  const first = (test) => paths.find(test);
  const kinds = [
    ['home', '/'],
    ['editorial', first((p) => p === '/company') ?? first((p) => p.startsWith('/articles/news/'))],
    ['news list', first((p) => p === '/articles/news')],
    ['news article', first((p) => /^\/articles\/news\/[^/]+$/.test(p) && !p.includes('/page'))],
    ['menu', first((p) => p === '/menu')],
    [
      'category',
      first((p) => p === '/menu/burgers') ?? first((p) => /^\/menu\/(?!delivery)[^/]+$/.test(p)),
    ],
    ['product', first((p) => /^\/menu\/(?!delivery\/)[^/]+\/[^/]+$/.test(p))],
    ['delivery', first((p) => p === '/menu/delivery')],
    ['restaurants', first((p) => p === '/restaurants')],
    ['restaurant', first((p) => /^\/restaurants\/[^/]+\/\d+$/.test(p))],
    ['404', '/no-such-page'],
  ];
  return kinds.filter(([, path]) => path);
}

/**
 * The site (its clock shifted by `clockShift` minutes, if any) and a headless Chromium to load it
 * in: what the page benchmarks start with. Resolves to { server, browser }.
 */
export async function startSiteAndBrowser(clockShift = 0) {
  const server = await startServer(clockShift ? { SITE_CLOCK_SHIFT: String(clockShift) } : {});
  const browser = await puppeteer.launch({
    executablePath: await findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return { server, browser };
}

/**
 * A page in `context` as a phone at 360×640 (2×, touch) whose clock runs `clockShift` minutes off
 * (scripts/bench/clock.mjs): what the phone benches load.
 */
export async function phonePage(context, clockShift) {
  const page = await context.newPage();
  await page.setViewport({
    width: 360,
    height: 640,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  if (clockShift) await page.evaluateOnNewDocument(shiftedClock, clockShift);
  return page;
}
