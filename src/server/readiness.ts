/**
 * Readiness, as a load balancer asks it (`GET /api/ready`): ready while the process is not
 * stopping and its storage answers a trivial query within a second. Where no database is
 * configured (the Netlify build without DATABASE_URL) there is nothing to ask: the functions
 * answer, so the site is ready, and the answer says the database is not configured.
 */
import { jsonError } from '~/lib/http/json';
import { json } from './http';

/** How long storage has to answer a readiness probe, ms. */
export const READY_TIMEOUT_MS = 1000;

/** What a readiness probe found. */
export type Readiness =
  | { ready: true; database: 'ok' | 'not configured' }
  | { ready: false; reason: 'stopping' | 'storage down' | 'storage slow' };

/** What readiness is judged on. */
export interface ReadinessInput {
  /** The process has begun to stop (SIGTERM or SIGINT). */
  stopping: boolean;
  /** Asks storage a trivial query; undefined where no database is configured. */
  ping: (() => Promise<void>) | undefined;
  timeoutMs?: number;
}

/** Judges readiness; a ping that fails or outlasts the timeout makes the process not ready. */
export async function checkReadiness({
  stopping,
  ping,
  timeoutMs = READY_TIMEOUT_MS,
}: ReadinessInput): Promise<Readiness> {
  if (stopping) return { ready: false, reason: 'stopping' };
  if (!ping) return { ready: true, database: 'not configured' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(() => resolve('slow'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([ping().then(() => 'ok' as const), slow]);
    return outcome === 'ok'
      ? { ready: true, database: 'ok' }
      : { ready: false, reason: 'storage slow' };
  } catch {
    return { ready: false, reason: 'storage down' };
  } finally {
    clearTimeout(timer);
  }
}

/** The Russian message of a process that is stopping. */
export const STOPPING_MESSAGE = 'Сервер останавливается и\u00a0новых запросов не\u00a0принимает.';

/** The Russian message of storage that does not answer. */
export const STORAGE_SILENT_MESSAGE =
  'Хранилище не\u00a0отвечает: формы и\u00a0подписки сейчас не\u00a0сохраняются.';

/** The answer of a probe: 200 `{ status, database }`, or 503 with the API's JSON error. */
export function readinessAnswer(readiness: Readiness): Response {
  if (readiness.ready) return json({ status: 'ok', database: readiness.database }, 'private');
  const message = readiness.reason === 'stopping' ? STOPPING_MESSAGE : STORAGE_SILENT_MESSAGE;
  return jsonError(503, 'service_unavailable', message);
}
