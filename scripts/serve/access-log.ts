/**
 * The Node server's access log: one JSON line per request on stdout through the process's log
 * (src/server/log.ts), written when the answer is over: time, method, path without the query's
 * values, status, body bytes, duration in ms and the request's id, which the answer also carries
 * as `x-request-id` (and the endpoints see on the request, so their error lines name it too).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { chooseRequestId, loggedPath } from '../../src/lib/http/request-log.ts';
import type { Logger } from '../../src/server/log.ts';

/** Counts the body bytes handed to `res` (its write and end, whoever calls them). */
function countBodyBytes(res: ServerResponse): () => number {
  let bytes = 0;
  const count = (chunk: unknown, encoding: unknown): void => {
    if (typeof chunk === 'string') {
      bytes += Buffer.byteLength(
        chunk,
        typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
      );
    } else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    count(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    if (typeof args[0] !== 'function') count(args[0], args[1]);
    return end(...args);
  }) as ServerResponse['end'];
  return () => bytes;
}

/**
 * Gives a request its id (on the request for the endpoints, on the answer as `x-request-id`) and
 * logs its line once the answer has ended or the connection closed before it did (`aborted`).
 * Returns the id.
 */
export function logAccess(
  req: IncomingMessage,
  res: ServerResponse,
  log: Logger,
  trustProxy: boolean,
): string {
  const started = performance.now();
  const id = chooseRequestId(req.headers['x-request-id'], trustProxy, randomUUID);
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  const bytes = countBodyBytes(res);
  res.once('close', () => {
    if (!log.isLevelEnabled('info')) return;
    const status = res.statusCode;
    // Node sends no body for these, whatever the handler wrote.
    const bodiless = req.method === 'HEAD' || status === 204 || status === 304;
    log.info(
      {
        requestId: id,
        method: req.method,
        path: loggedPath(req.url ?? ''),
        status,
        bytes: bodiless ? 0 : bytes(),
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    );
  });
  return id;
}
