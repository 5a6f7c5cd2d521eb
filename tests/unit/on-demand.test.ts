import { describe, expect, it } from 'vitest';
import { finishOnDemand, MAINTENANCE_PATH } from '~/lib/http/on-demand';
import { SECURITY_HEADERS } from '~/lib/http/security-headers';

const silent = (): void => undefined;
const page = (path: string): Request => new Request(`http://localhost${path}`);

describe('on-demand answers', () => {
  it('send a page that fails with 5xx to /maintenance_mode', async () => {
    const response = await finishOnDemand(
      page('/restaurants/moscow/1'),
      () => Promise.resolve(new Response('boom', { status: 503 })),
      'b1',
      silent,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(MAINTENANCE_PATH);
  });

  it('do not redirect /maintenance_mode to itself', async () => {
    const response = await finishOnDemand(
      page(MAINTENANCE_PATH),
      () => Promise.resolve(new Response('down', { status: 500 })),
      'b1',
      silent,
    );
    expect(response.status).toBe(500);
  });

  it('turn a thrown API error into JSON without a stack trace', async () => {
    const response = await finishOnDemand(
      page('/api/menu/city/1'),
      () => Promise.reject(new Error('secret path /srv/app.js:12')),
      'b1',
      silent,
    );
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      error: { code: 'internal', message: expect.any(String) as string },
    });
    expect(body).not.toContain('secret');
  });

  it('add security headers and the build id to every answer', async () => {
    const response = await finishOnDemand(
      page('/api/time'),
      () => Promise.resolve(Response.json({ time: 1 })),
      'build-42',
      silent,
    );
    expect(response.headers.get('x-client-version')).toBe('build-42');
    for (const [key, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(key)).toBe(value);
    }
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('keep the answer and its body, adding headers in place or to a copy when immutable', async () => {
    const answer = Response.json({ time: 1 });
    const finished = await finishOnDemand(page('/api/time'), () => Promise.resolve(answer), 'b7');
    expect(finished).toBe(answer);
    const redirect = Response.redirect('http://localhost/api/time', 301);
    const copied = await finishOnDemand(page('/api/x'), () => Promise.resolve(redirect), 'b7');
    expect(copied.status).toBe(301);
    expect(copied.headers.get('location')).toBe('http://localhost/api/time');
    expect(copied.headers.get('x-client-version')).toBe('b7');
    expect(copied.headers.get('x-frame-options')).toBe('DENY');
  });
});
