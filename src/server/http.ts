/**
 * Answers and request checks shared by the endpoints: JSON with cache headers, 405 with Allow,
 * the same-origin check for writes, and parameter validation with Russian messages.
 */
import type { APIContext, APIRoute } from 'astro';
import { ERROR_MESSAGES, jsonError } from '~/lib/http/json';
import { matchesEtag, type Answer } from './answers';
import { readText } from './body';
import { badRequest, HttpError } from './http-error';

export { badRequest, HttpError, notFound } from './http-error';

/** Cache policy of a GET answer. */
export type CachePolicy = 'catalog' | 'short' | 'private';

const CACHE_HEADERS: Record<CachePolicy, string> = {
  // Same for every visitor and changes only with a deploy (which purges the CDN).
  catalog: 'public, max-age=60, s-maxage=3600, stale-while-revalidate=86400',
  // Same for every visitor but follows the clock (the active day part).
  short: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  // Per visitor (cookie, geo) or per moment: never cached.
  private: 'no-store',
};

/** A JSON answer with the cache policy's headers. */
export function json(data: unknown, cache: CachePolicy, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', CACHE_HEADERS[cache]);
  if (cache !== 'private') headers.set('Vary', 'Accept-Encoding');
  return new Response(JSON.stringify(data), { ...init, headers });
}

/**
 * A kept answer with its ETag: `304 Not Modified` without a body when the request's If-None-Match
 * names it, else the bytes with their length.
 */
export function jsonAnswer(request: Request, answer: Answer, cache: CachePolicy): Response {
  const headers: Record<string, string> = {
    'Cache-Control': CACHE_HEADERS[cache],
    ETag: answer.etag,
  };
  if (cache !== 'private') headers['Vary'] = 'Accept-Encoding';
  if (matchesEtag(request.headers.get('if-none-match'), answer.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers['Content-Type'] = 'application/json; charset=utf-8';
  headers['Content-Length'] = String(answer.body.byteLength);
  return new Response(oneChunk(answer.body), { headers });
}

/**
 * A one-chunk stream of the kept bytes themselves: a Uint8Array body is copied into a new off-heap
 * buffer for every Response (60 KB per menu request, memory the collector must then reclaim). The
 * chunk is only read and written to the socket, never transferred, so answers can share it.
 */
function oneChunk(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

type Handler = (context: APIContext) => Response | Promise<Response>;

/**
 * One endpoint answering the given methods (HEAD follows GET); any other method gets 405 with
 * Allow; HttpError becomes its JSON error.
 */
export function methods(handlers: Partial<Record<'GET' | 'PUT' | 'POST', Handler>>): APIRoute {
  const allowed = Object.keys(handlers);
  if (handlers.GET) allowed.push('HEAD');
  const allow = allowed.join(', ');
  return async (context) => {
    const method = context.request.method.toUpperCase();
    const handler = handlers[(method === 'HEAD' ? 'GET' : method) as 'GET' | 'PUT' | 'POST'];
    if (!handler) {
      return jsonError(405, 'method_not_allowed', ERROR_MESSAGES.methodNotAllowed, {
        Allow: allow,
      });
    }
    try {
      return await handler(context);
    } catch (error) {
      if (error instanceof HttpError) {
        return jsonError(error.status, error.code, error.message, error.headers);
      }
      throw error;
    }
  };
}

/** Read a small JSON object body, or answer 415/413/400. */
export async function readJsonObject(
  request: Request,
  limit = 2048,
): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, 'unsupported_media_type', 'Нужно тело в формате JSON.');
  }
  const text = await readText(request, limit);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Тело запроса\u00a0— не JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Тело запроса должно быть объектом.');
  }
  return body as Record<string, unknown>;
}
