// The end of `npm test`'s output: each step's start and time, the ten spec files that took the most
// worker-seconds (the time their tests ran, summed over projects and retries: where the suite's
// time goes), and one line «N passed, N failed» over every test runner's report.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const VITEST_REPORTS = [
  'test-results/vitest.json',
  'test-results/vitest-built.json',
  'test-results/vitest-build.json',
  'test-results/vitest-engines.json',
];
const PLAYWRIGHT_REPORTS = ['test-results/playwright.json', 'test-results/playwright-netlify.json'];

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const minutes = (seconds) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/**
 * Seconds per spec file from the reports present: Playwright's results (every project, every
 * retry) and vitest's per-file durations.
 * @returns {Map<string, number>}
 */
export function specSeconds() {
  /** @type {Map<string, number>} */
  const seconds = new Map();
  const add = (file, value) => seconds.set(file, (seconds.get(file) ?? 0) + value);
  for (const report of PLAYWRIGHT_REPORTS.map(read)) {
    const walk = (suite, file) => {
      const own = suite.file ? path.join(report.config?.rootDir ?? '', suite.file) : file;
      for (const child of suite.suites ?? []) walk(child, own);
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          for (const result of test.results) add(own ?? spec.file, result.duration / 1000);
    };
    for (const suite of report?.suites ?? []) walk(suite, undefined);
  }
  for (const report of VITEST_REPORTS.map(read))
    for (const file of report?.testResults ?? [])
      add(file.name, (file.endTime - file.startTime) / 1000);
  return new Map(
    [...seconds].map(([file, value]) => [path.relative(process.cwd(), file) || file, value]),
  );
}

/** Passed and failed tests over every report (a flaky test that passed on retry counts passed). */
export function testCounts() {
  let passed = 0;
  let failed = 0;
  let flaky = 0;
  for (const report of VITEST_REPORTS.map(read)) {
    passed += report?.numPassedTests ?? 0;
    failed += report?.numFailedTests ?? 0;
  }
  for (const report of PLAYWRIGHT_REPORTS.map(read)) {
    passed += (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
    flaky += report?.stats?.flaky ?? 0;
    failed += report?.stats?.unexpected ?? 0;
  }
  return { passed, failed, flaky };
}

/**
 * Prints the report; returns true when a step failed.
 * @param {import('./test-steps.mjs').StepResult[]} results
 */
export function report(results) {
  console.log('\nSteps (start → time):');
  let end = 0;
  for (const step of results) {
    const when =
      step.started === undefined
        ? 'not run'
        : `${minutes(step.started)} → ${step.seconds?.toFixed(1)} s`;
    console.log(`  ${step.status === 'failed' ? '✘' : ' '} ${step.name.padEnd(44)} ${when}`);
    if (step.started !== undefined) end = Math.max(end, step.started + (step.seconds ?? 0));
  }
  console.log(`  total ${minutes(end)}`);
  const slowest = [...specSeconds()].sort((a, b) => b[1] - a[1]).slice(0, 10);
  if (slowest.length) {
    console.log('\nSlowest spec files (worker-seconds):');
    for (const [file, seconds] of slowest)
      console.log(`  ${seconds.toFixed(0).padStart(5)}  ${file}`);
  }
  const { passed, failed, flaky } = testCounts();
  console.log(`\n${passed} passed, ${failed} failed${flaky ? ` (${flaky} passed on retry)` : ''}`);
  return results.some((step) => step.status === 'failed') || failed > 0;
}
