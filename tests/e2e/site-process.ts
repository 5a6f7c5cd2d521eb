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
  let exited = false;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', () => (exited = true));
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
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
