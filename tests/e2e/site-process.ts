/** The production server (scripts/serve.ts over the build) as a child process, for tests that need several. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A running server process. */
export interface Site {
  origin: string;
  /** True once the process has exited. */
  exited: () => boolean;
  /** What it wrote to stdout and stderr so far. */
  log: () => string;
  /** What it wrote to stdout alone: its JSON log lines up to `info`, the access log among them. */
  stdout: () => string;
  /** Sends a signal (the process may go on: a graceful stop). */
  kill: (signal: NodeJS.Signals) => void;
  /** Resolves with the exit code once the process has exited (null when a signal killed it). */
  exitCode: Promise<number | null>;
  stop: () => Promise<void>;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts scripts/serve.ts with extra environment and resolves once it answers. */
export async function startSite(env: Record<string, string>): Promise<Site> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  let exited = false;
  // As text decoded across chunks: a chunk may end inside a Cyrillic letter or a «».
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exitCode = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200 && !exited; i += 1) {
    const up = await fetch(`${origin}/api/time`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (exited) throw new Error(`the server did not start:\n${output}`);
  return {
    origin,
    exited: () => exited,
    log: () => output,
    stdout: () => stdout,
    kill: (signal) => child.kill(signal),
    exitCode,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
