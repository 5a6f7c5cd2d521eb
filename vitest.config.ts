/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests run in Node (no DOM): stores and lib are written to work without a browser.
export default getViteConfig({
  test: {
    // Build tests (tests/build) run a whole `astro build` each: `npm test` gives them a step of
    // their own, with VITEST_BUILD_TESTS set, instead of slowing the unit tests down.
    include: process.env['VITEST_BUILD_TESTS']
      ? ['tests/build/**/*.test.ts']
      : ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
  },
});
