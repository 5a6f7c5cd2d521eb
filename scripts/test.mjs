// `npm test`: lint, type check, unit tests, a production build, then the browser tests against it.
// Ends with one summary line «N passed, N failed».
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const steps = [
  // A fresh clone has no `.astro/` types yet: without them `astro:content` resolves to `any` and
  // the typed lint rules fail on every collection query.
  ['types: astro sync', bin('astro'), ['sync']],
  ['lint: eslint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['lint: prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['types: astro check', bin('astro'), ['check', '--minimumSeverity', 'warning']],
  [
    'unit: vitest',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  ],
  // One whole astro build of a copy with an editor's news item (tests/build): its own step, so
  // that it does not share the two cores with the unit tests or the browser tests.
  [
    'build: editor news',
    bin('vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-build.json',
    ],
    { VITEST_BUILD_TESTS: '1' },
  ],
  ['build', process.execPath, ['scripts/build.mjs']],
  ['browser: playwright', process.execPath, ['scripts/e2e.mjs']],
  // The visitor's flows in WebKit (WebKitGTK, Safari's engine) and Firefox ESR (tests/engines).
  ['browser: webkit and firefox', process.execPath, ['scripts/engines.mjs']],
  ['netlify: parity', process.execPath, ['scripts/netlify-parity.mjs']],
];

rmSync('test-results', { recursive: true, force: true });
const only = process.argv.slice(2);
for (const [name, command, args, stepEnv] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...stepEnv } });
  console.log(
    `  ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (run.status !== 0) {
    summary();
    process.exit(run.status ?? 1);
  }
}
summary();

function summary() {
  let passed = 0;
  let failed = 0;
  for (const file of [
    'test-results/vitest.json',
    'test-results/vitest-build.json',
    'test-results/vitest-engines.json',
  ]) {
    if (!existsSync(file)) continue;
    const v = JSON.parse(readFileSync(file, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
  }
  for (const file of ['test-results/playwright.json', 'test-results/playwright-netlify.json']) {
    if (!existsSync(file)) continue;
    const p = JSON.parse(readFileSync(file, 'utf8'));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
  }
  console.log(`\n${passed} passed, ${failed} failed`);
}
