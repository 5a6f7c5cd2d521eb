// `npm run test:quick`: the loop for whoever changes one thing, in a few minutes. Lint and Prettier
// over the changed files, the type check, the unit tests that import what changed (vitest
// --changed), a build only when the sources are newer than the last one, and the browser specs the
// change touches, side by side where the cores allow (scripts/test-steps.mjs).
//
//   npm run test:quick                     what changed since the last commit (and new files)
//   npm run test:quick -- --since main     what changed since a branch or commit
//   npm run test:quick -- menu tray.spec   these specs only (a file name or a part of one)
//
// How the specs are picked: a changed spec of tests/e2e picks itself, a changed helper there the
// specs that import it; a changed source file picks the specs of its area
// (AREAS below: the menu's code picks the menu's specs, the server's the API's); a change outside
// every area (a shared component, a stylesheet, the layout) picks the page sweeps, which load every
// page. The full `npm test` runs everything.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIsStale } from './build-stamp.mjs';
import { report } from './test-report.mjs';
import { runSteps } from './test-steps.mjs';

/** Source areas (a path prefix or pattern) and the specs that cover them. */
const AREAS = [
  [
    /^src\/(islands|components|lib|scripts)\/menu|^src\/stores\/menu|^src\/pages\/menu/,
    ['menu', 'menu-hydration', 'first-tap', 'start-up'],
  ],
  [/^src\/(islands|lib|stores)\/tray|^src\/scripts\/tray/, ['tray']],
  [
    /^src\/islands\/map|^src\/(components|lib)\/restaurants|^src\/stores\/restaurants|^src\/pages\/restaurants/,
    ['restaurants', 'basemap'],
  ],
  [/^src\/islands\/city|^src\/stores\/city/, ['city']],
  [/^src\/islands\/services|^src\/stores\/(search|toasts|consent|alert)/, ['services', 'notices']],
  [
    /^src\/scripts\/services|^src\/lib\/(reload|errors|page-errors|notices|start-up)/,
    ['services', 'services-extra', 'page-errors', 'notices'],
  ],
  [/^src\/sw|^src\/lib\/offline|^scripts\/service-worker/, ['offline']],
  [/^src\/islands\/content|^src\/lib\/forms|^src\/server\/storage/, ['forms', 'modals']],
  [/^src\/pages\/api|^src\/server/, ['api-contract', 'api-bad-input', 'hostile-requests', 'forms']],
  [/^scripts\/serve|^src\/lib\/http|^src\/middleware/, ['routes', 'shell', 'hostile-requests']],
  [
    /^scripts\/serve|^src\/server\/(readiness|lifecycle|log)|^src\/pages\/api\/(health|ready)/,
    ['operations'],
  ],
  [
    /^src\/pages\/admin|^src\/lib\/admin|^src\/islands\/content\/(?:admin|[A-Z]\w*Control)/,
    ['admin', 'editor'],
  ],
  [/^src\/content\//, ['sweep', 'pages', 'content-truths']],
];
/** The specs a change outside every area gets: every page loaded and judged. */
const BROAD = ['sweep', 'reading'];

const args = process.argv.slice(2);
const sinceAt = args.indexOf('--since');
const since = sinceAt === -1 ? 'HEAD' : args[sinceAt + 1];
const named = args.filter((_, i) => sinceAt === -1 || (i !== sinceAt && i !== sinceAt + 1));

const git = (...gitArgs) =>
  execFileSync('git', gitArgs, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', since),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(file));

const specs = new Set();
const allSpecs = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts'));
const spec = (name) => allSpecs.find((f) => f === `${name}.spec.ts`);
if (named.length) {
  for (const name of named) for (const file of allSpecs) if (file.includes(name)) specs.add(file);
} else {
  for (const file of changed) {
    if (file.startsWith('tests/e2e/')) {
      const name = path.basename(file);
      if (name.endsWith('.spec.ts')) specs.add(name);
      // A helper: the specs that import it (written with or without its `.ts`).
      else {
        const bare = name.replace(/\.ts$/, '');
        for (const other of allSpecs) {
          const source = readFileSync(`tests/e2e/${other}`, 'utf8');
          if (source.includes(`'./${bare}'`) || source.includes(`'./${bare}.ts'`)) specs.add(other);
        }
      }
      continue;
    }
    if (!/^(src|public|scripts\/(serve|service-worker))/.test(file)) continue;
    const areas = AREAS.filter(([pattern]) => pattern.test(file));
    for (const name of areas.length ? areas.flatMap(([, names]) => names) : BROAD) {
      const found = spec(name);
      if (found) specs.add(found);
    }
  }
}

const lintable = changed.filter((f) => /\.(ts|tsx|mjs|js|astro)$/.test(f));
const bin = (name) => `node_modules/.bin/${name}`;
console.log(
  `Changed since ${since}: ${changed.length} files. Browser specs: ${[...specs].join(', ') || 'none'}.`,
);

/** @type {import('./test-steps.mjs').Step[]} */
const steps = [
  ...(lintable.length
    ? [
        {
          name: 'lint: eslint (changed files)',
          command: bin('eslint'),
          args: ['--max-warnings', '0', ...lintable],
        },
      ]
    : []),
  ...(changed.length
    ? [
        {
          name: 'lint: prettier (changed files)',
          command: bin('prettier'),
          args: ['--check', '--ignore-unknown', '--log-level', 'warn', ...changed],
        },
      ]
    : []),
  {
    name: 'types: astro check',
    command: bin('astro'),
    args: ['check', '--minimumSeverity', 'warning'],
  },
  {
    name: 'unit: vitest (tests that import a change)',
    command: bin('vitest'),
    args: ['run', '--changed', since, '--passWithNoTests'],
  },
  ...(specs.size && buildIsStale()
    ? [{ name: 'build', command: process.execPath, args: ['scripts/build.mjs'] }]
    : []),
  ...(specs.size
    ? [
        {
          name: 'browser: playwright',
          command: process.execPath,
          args: ['scripts/e2e.mjs', ...[...specs].map((f) => `tests/e2e/${f}`)],
          cores: 2,
          live: true,
          after: ['build', 'types: astro check'],
        },
      ]
    : []),
];

rmSync('test-results', { recursive: true, force: true });
const results = await runSteps(steps, {
  env: { ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' },
});
process.exit(report(results) ? 1 : 0);
