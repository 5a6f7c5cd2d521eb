// Browser tests: find (or install) Chromium, then run Playwright against the production build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No production build: run `npm run build` first (npm test does it for you).');
  process.exit(1);
}
let chromium;
try {
  chromium = await findChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
/** A free TCP port on loopback for the production server under test. */
const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
// A fresh store for every run: rate limits and letter counts live in it, and a window of ten
// minutes would otherwise carry one run's attempts into the next. Tests read it from DATA_DIR too.
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'vkusno-e2e-'));
const run = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(process.env.E2E_PORT ?? port),
    DATA_DIR: dataDir,
  },
});
process.exit(run.status ?? 1);
