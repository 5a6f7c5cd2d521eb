// `npm run bench:first-tap`: how long a phone visitor's first tap on a fresh page waits for its
// answer, with DevTools' CPU throttling at 4× (Lighthouse's mobile preset) and 10× (a low-tier
// phone here: `bench:main-thread -- --tier low` computes the multiplier), Chromium at 360×640 with
// touch. Four taps: a menu card's product dialog, the header's city picker, the header's search
// and the menu's filter panel. Each time runs from the tap's `pointerdown` to the first frame
// after the answer is in the page:
//   product  dialog: an open dialog with the card's name, picture and price; address: the URL is
//            the product's; details: the product's sizes and price in the open dialog (the
//            preview's, drawn without React, until the product dialog takes its place)
//   city     dialog: the picker's dialog open; usable: its city buttons enabled
//   search   dialog: the search dialog open; usable: its field focused, so typing goes there
//   filter   panel: the filter's options shown; ticked: the first option, tapped as soon as it
//            shows, is checked (the filter takes it)
//   -- --runs N             taps per kind and slowdown, each on a fresh page in a fresh context
//                           (default 5); medians
//   -- --moscow-time HH:MM  the page's and the server's clocks (default 12:00: the menu pages'
//                           pre-rendered day part, so the island starts on the tap, not at once)
//   -- --only product|city|search|filter …   just those taps
import { benchOptions } from './options.mjs';
import { phonePage, startSiteAndBrowser } from './server.mjs';
import { median } from './tiers.mjs';
import { tapProbe } from './tap-probe.mjs';

const args = process.argv.slice(2);
const options = benchOptions(args, { defaultRuns: 5 });
const { clockShift, only } = options;
const SLOWDOWNS = [4, 10];

/** The taps: the page, the target to tap and the marks to wait for. */
const TAPS = [
  {
    kind: 'product',
    path: '/menu',
    target: '.product-card__link',
    marks: ['dialog', 'address', 'details'],
  },
  { kind: 'city', path: '/menu', target: '[data-city-button]', marks: ['dialog', 'usable'] },
  { kind: 'search', path: '/menu', target: '[data-search-open]', marks: ['dialog', 'usable'] },
  { kind: 'filter', path: '/menu', target: '.menu-filter__summary', marks: ['panel', 'ticked'] },
].filter(({ kind }) => !only || only.includes(kind));

/** The centre of the first visible element matching `selector`, scrolled into view. */
async function centreOf(page, selector) {
  const handle = await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].find((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      }),
    { timeout: 60_000 },
    selector,
  );
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await handle.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** One first tap of `tap` at `slowdown`: its marks' times in ms from the tap, or null if missed. */
async function tapOnce(browser, origin, tap, slowdown) {
  const context = await browser.createBrowserContext();
  try {
    const page = await phonePage(context, clockShift);
    await page.evaluateOnNewDocument(tapProbe);
    // A visitor who has answered the cookie banner, the city question and the app banner (none
    // covers the target); the tap is still the page's first.
    await page.setCookie(
      { name: 'cookies-and-personal-data-agreement', value: '1', url: origin },
      { name: 'confirmed-city', value: 'moscow', url: origin },
      { name: 'showed-smart-banner', value: '1', url: origin },
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(origin + tap.path, { waitUntil: 'load', timeout: 120_000 });
    // The page's idle start-up (notices, services) is over when a visitor's thumb gets there.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const { x, y } = await centreOf(page, tap.target);
    await page.evaluate(
      (kind, x, y) => window.__firstTap.watch(kind, document.elementFromPoint(x, y)),
      tap.kind,
      x,
      y,
    );
    await page.touchscreen.tap(x, y);
    if (tap.kind === 'filter') {
      await page.waitForFunction(() => window.__firstTap.marks.panel, { timeout: 60_000 });
      const option = await centreOf(page, '.menu-filter__group .chip');
      await page.touchscreen.tap(option.x, option.y);
    }
    const marks = await page
      .waitForFunction(
        (names) => {
          const { marks } = window.__firstTap;
          return names.every((name) => marks[name] !== undefined) && marks;
        },
        { timeout: 30_000 },
        tap.marks,
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    const start = await page.evaluate(() => window.__firstTap.start);
    if (!marks || start === null) return null;
    return Object.fromEntries(tap.marks.map((name) => [name, marks[name] - start]));
  } finally {
    await context.close();
  }
}

const { server, browser } = await startSiteAndBrowser(clockShift);
const rows = [];
try {
  for (const tap of TAPS) {
    const answers = Object.fromEntries(
      tap.marks.map((name) => [name, { tap: tap.kind, answer: name }]),
    );
    for (const slowdown of SLOWDOWNS) {
      const results = [];
      for (let i = 0; i < options.runs; i += 1) {
        const result = await tapOnce(browser, server.origin, tap, slowdown);
        if (result) results.push(result);
      }
      for (const name of tap.marks) {
        answers[name][`${slowdown}× ms`] = results.length
          ? Math.round(median(results.map((result) => result[name])))
          : 'missed';
        if (results.length < options.runs)
          answers[name][`${slowdown}× missed`] = options.runs - results.length;
      }
    }
    rows.push(...Object.values(answers));
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(
  `First taps on a fresh page of ${TAPS[0]?.path}, 360×640 at 2×, touch, no network throttling; ` +
    `clocks at ${options.moscowTime} in Moscow; ms from the tap's pointerdown to the frame after each ` +
    `answer, CPU slowed 4× and 10×; medians of ${options.runs}:`,
);
console.table(rows);
