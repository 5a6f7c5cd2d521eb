// Runs `npm test`'s steps side by side as far as the machine's cores allow: a step starts once the
// steps it comes after have passed and its cores are free (in the order given, so an earlier step
// is never overtaken by a later one that would take its cores). A step that prints live has the
// terminal to itself; the others write to test-results/steps/<step>.log, printed when they end.
// After a failure no new step starts; those running finish.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {Record<string, string>} [env]
 * @property {string[]} [after] steps that must pass first (a step not chosen counts as passed)
 * @property {number} [cores] how many cores it keeps busy (default 1)
 * @property {boolean} [live] prints as it goes, alone
 */

/**
 * @typedef {object} StepResult
 * @property {string} name
 * @property {'passed' | 'failed' | 'not run'} status
 * @property {number} [started] seconds from the start of the run
 * @property {number} [seconds]
 */

const LOGS = 'test-results/steps';

/** The file name of a step's log. */
const logName = (name) => `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}.log`;

/**
 * Runs `steps` and resolves with each one's result, in the order given.
 * @param {Step[]} steps
 * @param {{ env?: Record<string, string>, cores?: number }} [options]
 * @returns {Promise<StepResult[]>}
 */
export function runSteps(steps, { env = {}, cores = Math.max(2, availableParallelism()) } = {}) {
  mkdirSync(LOGS, { recursive: true });
  const chosen = new Set(steps.map((s) => s.name));
  /** @type {Map<string, StepResult>} */
  const results = new Map(steps.map((s) => [s.name, { name: s.name, status: 'not run' }]));
  const running = new Set();
  const begun = performance.now();
  const clock = () => (performance.now() - begun) / 1000;
  let failed = false;
  let liveRunning = false;

  return new Promise((resolve) => {
    const ready = (step) =>
      (step.after ?? []).every(
        (name) => !chosen.has(name) || results.get(name)?.status === 'passed',
      );
    const busy = () => [...running].reduce((sum, step) => sum + (step.cores ?? 1), 0);

    const schedule = () => {
      if (!failed && !liveRunning) {
        for (const step of steps) {
          const result = results.get(step.name);
          if (result?.status !== 'not run' || running.has(step) || !ready(step)) continue;
          const need = Math.min(step.cores ?? 1, cores);
          if (busy() + need > cores || (step.live && running.size > 0)) break;
          start(step);
          if (step.live) break;
        }
      }
      if (running.size === 0)
        resolve(steps.map((s) => /** @type {StepResult} */ (results.get(s.name))));
    };

    const start = (step) => {
      running.add(step);
      if (step.live) liveRunning = true;
      const started = clock();
      const file = path.join(LOGS, logName(step.name));
      const log = createWriteStream(file);
      console.log(`\n▶ ${step.name}${step.live ? '' : ` (output: ${file})`}`);
      const child = spawn(step.command, step.args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env, ...step.env },
      });
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          log.write(chunk);
          if (step.live) process.stdout.write(chunk);
        });
      }
      child.on('close', (code) => {
        log.end(() => {
          const seconds = clock() - started;
          const passed = code === 0;
          results.set(step.name, {
            name: step.name,
            status: passed ? 'passed' : 'failed',
            started,
            seconds,
          });
          if (!step.live)
            process.stdout.write(`\n── ${step.name} ──\n${readFileSync(file, 'utf8')}`);
          console.log(`  ${step.name}: ${passed ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
          if (!passed) failed = true;
          running.delete(step);
          if (step.live) liveRunning = false;
          schedule();
        });
      });
    };

    schedule();
  });
}
