/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests run in Node (no DOM): stores and lib are written to work without a browser.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
  },
});
