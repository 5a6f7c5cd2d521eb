/**
 * Reading request bodies within a stated limit: a declared length over it is refused before
 * reading, and a stream that grows past it is cut off; either way 413, never the whole body in
 * memory.
 */
import { HttpError } from './http-error';

/** The Russian message of a 413. */
export const TOO_LARGE_MESSAGE = 'Слишком большой запрос.';

/** Form and JSON bodies of the site are small: 64 KB is far above any of them. */
export const BODY_LIMIT = 64 * 1024;

const tooLarge = (): HttpError => new HttpError(413, 'payload_too_large', TOO_LARGE_MESSAGE);

/** The body's bytes, at most `limit` of them; 413 beyond. */
export async function readBytes(
  request: Request,
  limit = BODY_LIMIT,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The Node adapter's own cap (bodySizeLimit) ends the stream with an error of its own.
    if (error instanceof Error && /size limit/i.test(error.message)) throw tooLarge();
    throw new HttpError(400, 'bad_request', 'Не удалось прочитать тело запроса.');
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, at most `limit` bytes; 413 beyond. */
export async function readText(request: Request, limit = BODY_LIMIT): Promise<string> {
  return new TextDecoder().decode(await readBytes(request, limit));
}
