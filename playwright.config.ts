import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// Browser tests run against the production build served by scripts/serve.ts on a free port
// (scripts/e2e.mjs picks it), in Debian's Chromium (scripts/find-chromium.mjs).
const port = Number(process.env['E2E_PORT'] ?? 4599);
/** The Netlify build under netlify-cli's emulation, when scripts/netlify-parity.mjs runs it. */
const netlifyURL = process.env['NETLIFY_BASE_URL'];
const baseURL = `http://127.0.0.1:${port}`;
/**
 * The server under test runs its clock at noon in Moscow (src/server/clock.ts): the menu specs pin
 * their pages' clocks to the main day part, and the API must serve that day part too, whatever the
 * hour of the run. Set once here; the workers inherit it and the API contract expects it.
 */
const moscowMinute = (new Date().getUTCHours() * 60 + new Date().getUTCMinutes() + 180) % 1440;
const clockShift = (process.env['SITE_CLOCK_SHIFT'] ??= String(12 * 60 - moscowMinute));
const launchOptions = {
  // The browser found by scripts/find-chromium.mjs ($CHROMIUM_PATH), started through a wrapper
  // that merges the --disable-features lists (ours below and Playwright's own): Chromium reads
  // only the last one.
  executablePath: 'scripts/chromium-merged-features.sh',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    '--enable-unsafe-swiftshader',
    // Chromium 156 builds each window's WebUI omnibox popups (two chrome:// pages) ahead: about a
    // second of CPU for every page a test opens, a third of the whole suite's time on two cores.
    // A headless test never shows the address bar.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env['PLAYWRIGHT_OUTPUT_DIR'] ?? 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env['CI'] ? 1 : 0,
  // One more worker than cores: a test often waits (for a page, an animation, a server), and a
  // third worker fills that time on two cores (the suite's wall time fell by a quarter, its CPU
  // time did not grow).
  workers: availableParallelism() + 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // A trace costs about a tenth of a run's CPU: recorded for a retry (CI retries once), or on
    // demand (--trace on).
    trace: 'on-first-retry',
    // The site's service worker would answer requests page.route() then never sees; the offline
    // spec (tests/e2e/offline.spec.ts) allows it.
    serviceWorkers: 'block',
  },
  projects: [
    // The route contract on the emulated Netlify build: only in the parity step of `npm test`.
    ...(netlifyURL
      ? [{ name: 'netlify', testDir: 'tests/netlify', use: { baseURL: netlifyURL } }]
      : []),
    {
      name: 'desktop',
      // The JS budgets are a phone's first visit (tests/e2e/page-weight.spec.ts): mobile only; so
      // are the checks made at a phone's width or of its first tap (tagged @mobile-only).
      testIgnore: /page-weight\.spec\.ts/,
      grepInvert: /@mobile-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions,
      },
    },
    {
      name: 'mobile',
      // Site crawl, API contract and editor (Decap) tests do not depend on the viewport: desktop runs
      // them once.
      testIgnore:
        /(site|routes|admin|editor|api-contract|api-bad-input|hostile-requests|production-storage)\.spec\.ts/,
      // A test tagged @desktop-only runs once, in the desktop project: what it checks does not
      // depend on the width or on touch (a server's answer, a reload rule, a module that failed
      // to load, the keyboard, a page's data), so the phone would repeat it. The page sweep has a
      // phone sample of its own (tests/e2e/sweep.spec.ts).
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: `"${process.execPath}" scripts/serve.ts`,
    url: `${baseURL}/`,
    // TRUST_PROXY: tests stand in for a proxy (X-Forwarded-For) to give a case its own client
    // address; FORM_RATE_LIMIT: both projects post the same forms from one loopback address.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      FORM_RATE_LIMIT: '20',
      SITE_CLOCK_SHIFT: clockShift,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
