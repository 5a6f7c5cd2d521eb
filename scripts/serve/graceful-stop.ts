/**
 * A graceful stop of the Node server: stop accepting, let what is in flight finish (a form post
 * whose body is still arriving included) within a grace period, then close every connection.
 * Keep-alive connections are closed as their answers end (`Connection: close` where the headers
 * have not gone out yet; an idle one at once), so the stop does not wait out the 65 s keep-alive.
 */
import type { Server, ServerResponse } from 'node:http';
import { closeResources, markStopping } from '../../src/server/lifecycle.ts';
import type { Logger } from '../../src/server/log.ts';

const answering = new WeakMap<Server, Set<ServerResponse>>();

/** Keeps the set of the server's answers in progress; called once, when the server is made. */
export function trackAnswers(server: Server): void {
  const open = new Set<ServerResponse>();
  answering.set(server, open);
  server.on('request', (_req, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  });
}

/** How many answers are in progress. */
export const answersInFlight = (server: Server): number => answering.get(server)?.size ?? 0;

/** What the stop came to: how many answers the grace period cut short. */
export interface Drained {
  cut: number;
}

/**
 * Stops `server` accepting and resolves once its last connection has closed: at the latest
 * `graceMs` after the call, when the answers still in progress are cut. `force()` on the returned
 * handle cuts them at once (a second signal).
 */
export function drainServer(
  server: Server,
  graceMs: number,
): { done: Promise<Drained>; force: () => void } {
  const open = answering.get(server) ?? new Set<ServerResponse>();
  const closeWhenDone = (res: ServerResponse): void => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    // An answer already sent as keep-alive leaves its connection idle when it ends: close it then.
    res.once('close', () => setImmediate(() => server.closeIdleConnections()));
  };
  for (const res of open) closeWhenDone(res);
  // A request still arriving on an open connection is answered, and its connection closed after.
  server.prependListener('request', (_req, res: ServerResponse) => closeWhenDone(res));
  let cut = 0;
  const force = (): void => {
    cut = open.size;
    server.closeAllConnections();
  };
  const done = new Promise<Drained>((resolve) => {
    // close() stops accepting and closes the idle connections now (Node 19+); its callback runs
    // once the last connection has gone.
    server.close(() => resolve({ cut }));
  });
  const timer = setTimeout(force, graceMs);
  void done.then(() => clearTimeout(timer));
  return { done, force };
}

/** `SHUTDOWN_GRACE_MS`: how long in-flight requests may take after a stop signal (default 10 s). */
export function shutdownGraceMs(value: string | undefined): number {
  const ms = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(ms) && ms >= 0 ? ms : 10_000;
}

/** How long the storage pool and the like may take to close at the stop, ms. */
const CLOSE_TIMEOUT_MS = 3000;

/**
 * On SIGTERM or SIGINT: readiness answers 503 at once (src/server/lifecycle.ts), the server stops
 * accepting and finishes what is in flight within `graceMs`, the registered resources close (the
 * storage pool), and the process exits 0. A second signal cuts the answers still in flight.
 */
export function stopOnSignals(
  server: Server,
  log: Logger,
  graceMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let drain: ReturnType<typeof drainServer> | undefined;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (drain) {
      log.warn({ signal, inFlight: answersInFlight(server) }, 'stopping at once');
      drain.force();
      return;
    }
    markStopping();
    log.info({ signal, inFlight: answersInFlight(server), graceMs }, 'stopping');
    drain = drainServer(server, graceMs);
    const { cut } = await drain.done;
    if (cut > 0) log.warn({ cut, graceMs }, 'answers cut short by the stop');
    const { closed, failed } = await closeResources(CLOSE_TIMEOUT_MS);
    if (failed.length > 0) log.error({ failed }, 'resources did not close in time');
    log.info({ closed }, 'stopped');
    exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (s) => void stop(s));
}
