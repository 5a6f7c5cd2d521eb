/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

/** Which suite this run is: the unit tests, or one of the steps `npm test` runs on its own. */
const suite = process.env['VITEST_BUILD_TESTS']
  ? 'build'
  : process.env['VITEST_ENGINES']
    ? 'engines'
    : process.env['VITEST_BUILT']
      ? 'built'
      : 'unit';

// Unit tests run in Node (no DOM): stores and lib are written to work without a browser.
export default getViteConfig({
  test: {
    // Build tests (tests/build) run a whole `astro build` each: `npm test` gives them a step of
    // their own, with VITEST_BUILD_TESTS set, instead of slowing the unit tests down.
    // The cross-engine suite (tests/engines, VITEST_ENGINES, scripts/engines.mjs) drives WebKit
    // and Firefox through the visitor's flows against the production build: one browser session
    // per engine, flows in sequence, and the engines one after the other.
    // The built-file checks (tests/built, VITEST_BUILT) read dist/ after a build: no browser, no
    // server.
    include: {
      build: ['tests/build/**/*.test.ts'],
      engines: ['tests/engines/**/*.test.ts'],
      built: ['tests/built/**/*.test.ts'],
      unit: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    }[suite],
    environment: 'node',
    restoreMocks: true,
    // Both cores (vitest's default leaves one free), and one module graph per worker instead of one
    // per test file: 47 s → 14 s for the unit tests. The tests restore what they change (mocks,
    // timers, stores' state per case); they pass in any file order (--sequence.shuffle.files).
    maxWorkers: Math.max(2, availableParallelism()),
    ...(suite !== 'engines' && { isolate: false }),
    // The build tests ask netlify-cli's emulator, whose functions answer in 1–2 s while the engines
    // step runs beside it, and in more than vitest's 5 s at times on CI (the menu API's 404 for a
    // hidden product timed out there once).
    ...(suite === 'build' && { testTimeout: 60_000 }),
    ...(suite === 'engines' && {
      globalSetup: ['tests/engines/setup.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // As playwright.config.ts does on CI: one more try for a flow, which starts from a page load.
      retry: process.env['CI'] ? 1 : 0,
    }),
  },
});
