// Browser tests: find (or install) Chromium, then run Playwright against the production build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
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
const run = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: String(process.env.E2E_PORT ?? port) },
});
process.exit(run.status ?? 1);
