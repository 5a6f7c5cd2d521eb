// `npm test`'s cross-engine step: the visitor's flows in WebKit (WebKitGTK) and Firefox ESR
// against the production build (tests/engines). Installs the engines as root when they are missing
// (scripts/find-engines.mjs) and otherwise says how to get them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findEngines } from './find-engines.mjs';

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No production build: run `npm run build` first (npm test does it for you).');
  process.exit(1);
}
try {
  findEngines();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const run = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=verbose',
    '--reporter=json',
    '--outputFile.json=test-results/vitest-engines.json',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, VITEST_ENGINES: '1' } },
);
process.exit(run.status ?? 1);
