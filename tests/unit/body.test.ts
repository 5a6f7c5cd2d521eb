import { describe, expect, it } from 'vitest';
import { readBytes, readText } from '~/server/body';
import { HttpError } from '~/server/http-error';

/** A request whose body arrives in chunks, without a declared length. */
function streamed(chunks: number, size: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
  return new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
}

const status = (error: unknown): number => (error instanceof HttpError ? error.status : 0);

describe('reading bodies within a limit', () => {
  it('reads a body under the limit', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: 'привет' });
    expect(await readText(request, 100)).toBe('привет');
  });

  it('refuses a declared length over the limit before reading', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': String(10_000_000) },
    });
    await expect(readBytes(request, 1000).catch(status)).resolves.toBe(413);
  });

  it('cuts off a streamed body as soon as it passes the limit', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request('http://localhost/', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    await expect(readBytes(request, 64 * 1024).catch(status)).resolves.toBe(413);
    expect(pulled).toBeLessThan(70);
  });

  it('reads a streamed body of exactly the limit', async () => {
    expect((await readBytes(streamed(4, 256), 1024)).byteLength).toBe(1024);
    await expect(readBytes(streamed(5, 256), 1024).catch(status)).resolves.toBe(413);
  });
});
