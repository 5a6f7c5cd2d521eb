/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/** Which suite this run is: the unit tests, or one of the steps `npm test` runs on its own. */
const suite = process.env['VITEST_BUILD_TESTS']
  ? 'build'
  : process.env['VITEST_ENGINES']
    ? 'engines'
    : 'unit';

// Unit tests run in Node (no DOM): stores and lib are written to work without a browser.
export default getViteConfig({
  test: {
    // Build tests (tests/build) run a whole `astro build` each: `npm test` gives them a step of
    // their own, with VITEST_BUILD_TESTS set, instead of slowing the unit tests down.
    // The cross-engine suite (tests/engines, VITEST_ENGINES, scripts/engines.mjs) drives WebKit
    // and Firefox through the visitor's flows against the production build: one browser session
    // per engine, flows in sequence, and the engines one after the other.
    include: {
      build: ['tests/build/**/*.test.ts'],
      engines: ['tests/engines/**/*.test.ts'],
      unit: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    }[suite],
    environment: 'node',
    restoreMocks: true,
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
