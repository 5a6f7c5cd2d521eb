/**
 * Global setup of the cross-engine suite: the production server (scripts/serve.ts over dist/)
 * with a fresh store and its clock at noon in Moscow, the probe proxy in front of it, a display
 * (Xvfb, unless one is given) and WebKitWebDriver. The tests get their addresses by `inject`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findEngines } from '../../scripts/find-engines.mjs';
import { freePort, startSite } from '../e2e/site-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where WebKitWebDriver listens. */
    webkitDriver: string;
    miniBrowser: string;
    firefox: string;
    display: string;
    /** The server's own origin: each engine's file puts a probe proxy in front of it. */
    upstream: string;
  }
}

/** Waits until `url` answers (any status), or the process has exited. */
async function answering(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100 && child.exitCode === null; i += 1) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts everything; the returned function stops it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const programs = findEngines() as Record<
    'webkitDriver' | 'miniBrowser' | 'firefox' | 'xvfb',
    string
  >;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vkusno-engines-'));
  const moscowMinute = (new Date().getUTCHours() * 60 + new Date().getUTCMinutes() + 180) % 1440;
  const site = await startSite({
    DATA_DIR: dataDir,
    SITE_CLOCK_SHIFT: String(12 * 60 - moscowMinute),
  });
  const children: ChildProcess[] = [];
  let display = process.env['DISPLAY'] ?? '';
  if (!display) {
    display = `:${90 + (process.pid % 400)}`;
    const xvfb = spawn(
      programs.xvfb,
      [display, '-screen', '0', '1440x1000x24', '-nolisten', 'tcp'],
      {
        stdio: 'ignore',
      },
    );
    children.push(xvfb);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const driverPort = await freePort();
  const driver = spawn(programs.webkitDriver, [`--port=${driverPort}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  children.push(driver);
  const webkitDriver = `http://127.0.0.1:${driverPort}`;
  await answering(`${webkitDriver}/status`, driver);
  project.provide('upstream', site.origin);
  project.provide('webkitDriver', webkitDriver);
  project.provide('miniBrowser', programs.miniBrowser);
  project.provide('firefox', programs.firefox);
  project.provide('display', display);
  return async () => {
    for (const child of children.reverse()) child.kill('SIGTERM');
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
