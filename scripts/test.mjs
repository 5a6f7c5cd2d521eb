// `npm test`: lint, type check, unit tests, a production build, then the browser tests against it,
// the other engines and the Netlify build. Steps run side by side where they fit the machine's
// cores (scripts/test-steps.mjs), each step's output goes to test-results/steps/ and is printed
// when the step ends (the browser tests print as they go), and the run ends with each step's time,
// the slowest spec files and one line «N passed, N failed».
// `npm test -- eslint build` runs only the steps whose names contain one of the words.
import { rmSync } from 'node:fs';
import { runSteps } from './test-steps.mjs';
import { report } from './test-report.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const vitestJson = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

/** @type {import('./test-steps.mjs').Step[]} */
const steps = [
  // A fresh clone has no `.astro/` types yet: without them `astro:content` resolves to `any` and
  // the typed lint rules fail on every collection query.
  { name: 'types: astro sync', command: bin('astro'), args: ['sync'] },
  {
    name: 'lint: prettier',
    command: bin('prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
  },
  {
    name: 'build',
    command: process.execPath,
    args: ['scripts/build.mjs'],
    after: ['types: astro sync'],
  },
  {
    name: 'lint: eslint',
    command: bin('eslint'),
    args: ['.', '--max-warnings', '0'],
    after: ['types: astro sync'],
  },
  {
    name: 'types: astro check',
    command: bin('astro'),
    args: ['check', '--minimumSeverity', 'warning'],
    after: ['types: astro sync'],
  },
  {
    name: 'unit: vitest',
    command: bin('vitest'),
    args: ['run', ...vitestJson('test-results/vitest.json')],
    after: ['types: astro sync'],
  },
  // Checks of the built files themselves (HTML validity, head tags, typography, structured data):
  // no browser, no server (tests/built, VITEST_BUILT).
  {
    name: 'built pages: vitest',
    command: bin('vitest'),
    args: ['run', ...vitestJson('test-results/vitest-built.json')],
    env: { VITEST_BUILT: '1' },
    after: ['build'],
  },
  // The browser tests take both cores: they start once the checks above are through, alone.
  {
    name: 'browser: playwright',
    command: process.execPath,
    args: ['scripts/e2e.mjs'],
    cores: 2,
    live: true,
    after: [
      'build',
      'lint: prettier',
      'lint: eslint',
      'types: astro check',
      'unit: vitest',
      'built pages: vitest',
    ],
  },
  // The visitor's flows in WebKit (WebKitGTK, Safari's engine) and Firefox ESR (tests/engines),
  // and the Netlify build under netlify-cli's emulation with an editor's news item in it: mostly
  // waiting on browsers and the emulator, so the two run side by side.
  {
    name: 'browser: webkit and firefox',
    command: process.execPath,
    args: ['scripts/engines.mjs'],
    after: ['browser: playwright'],
  },
  {
    name: 'netlify: parity and an editor’s news item',
    command: process.execPath,
    args: ['scripts/netlify-parity.mjs'],
    after: ['browser: playwright'],
  },
];

rmSync('test-results', { recursive: true, force: true });
const only = process.argv.slice(2);
const chosen = only.length ? steps.filter((s) => only.some((o) => s.name.includes(o))) : steps;
const results = await runSteps(chosen, {
  env: { ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' },
});
const failed = report(results);
process.exit(failed ? 1 : 0);
