// `npm run bench:weight`: bytes of HTML, CSS, JS, fonts and images (gzip) loaded on a first visit
// of one page of each kind, in Chromium at 360 px, compared with the JS budgets of DESIGN.md.
//   -- --editorial   every editorial page of the sitemap instead (all but /menu… and /restaurants…)
//   -- --moscow-time HH:MM  the page's and the server's clocks (default 12:00, the main day part)
import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';
import { jsBudgetOf } from './budgets.ts';
import { shiftedClock } from './clock.mjs';
import { benchOptions } from './options.mjs';
import { editorialPages, pagesByKind, startServer } from './server.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const { clockShift } = benchOptions(process.argv.slice(2), { defaultRuns: 1 });
const server = await startServer(clockShift ? { SITE_CLOCK_SHIFT: String(clockShift) } : {});
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_ARGS,
});
const rows = [];
try {
  const pages = process.argv.includes('--editorial')
    ? (await editorialPages(server.origin)).map((path) => [
        path === '/' ? 'home' : 'editorial',
        path,
      ])
    : await pagesByKind(server.origin);
  for (const [kind, path] of pages) {
    // A phone as a phone: its user agent and touch, so what loads only on phones (the smart
    // banner's check) is counted too.
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 360, height: 640 },
    });
    if (clockShift) await context.addInitScript(shiftedClock, clockShift);
    const page = await context.newPage();
    const totals = { html: 0, css: 0, js: 0, font: 0, image: 0, other: 0 };
    const pending = [];
    page.on('response', (response) => {
      pending.push(
        response
          .body()
          .then((body) => {
            const type = response.request().resourceType();
            const key =
              type === 'document'
                ? 'html'
                : type === 'stylesheet'
                  ? 'css'
                  : type === 'script'
                    ? 'js'
                    : type === 'font'
                      ? 'font'
                      : type === 'image'
                        ? 'image'
                        : 'other';
            const compressible = key === 'html' || key === 'css' || key === 'js';
            totals[key] += compressible ? gzipSync(body, { level: 9 }).length : body.length;
          })
          .catch(() => undefined),
      );
    });
    await page.goto(server.origin + path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const budget = jsBudgetOf(path);
    rows.push({
      kind,
      path,
      html: kb(totals.html),
      css: kb(totals.css),
      js: kb(totals.js),
      'js budget': budget,
      fonts: kb(totals.font),
      images: kb(totals.image),
      verdict: totals.js / 1024 <= budget ? 'ok' : 'OVER',
    });
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(
  'First visit of a phone (Pixel 7 at 360×640, touch), KB (HTML/CSS/JS gzip -9, the stylesheets are inside the HTML;' +
    ' fonts and images as sent):',
);
console.table(rows);
if (rows.length > 8) {
  const js = rows.filter((row) => row.kind === 'editorial').map((row) => Number(row.js));
  const over = rows.filter((row) => row.verdict === 'OVER');
  console.log(
    `${rows.length} pages; editorial JS ${Math.min(...js)}–${Math.max(...js)} KB; over budget: ${over.length}`,
  );
  for (const row of over) console.log(`  ${row.js} KB  ${row.path}`);
}
if (rows.some((row) => row.verdict === 'OVER')) process.exitCode = 1;
