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
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
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
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env['CI'] ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
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
      // The axe sweep judges every page on desktop and a sample carrying every part on the phone
      // (tests/e2e/a11y.spec.ts); the content pages' width-free checks run on desktop only
      // (tests/e2e/pages.spec.ts).
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
