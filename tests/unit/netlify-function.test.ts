import { describe, expect, it } from 'vitest';
import { siteFunction } from '../../scripts/netlify/ssr-function.ts';
import { SITE_REDIRECTS } from '~/lib/http/site-redirects';

const NOT_FOUND_CSP = "default-src 'self'; script-src 'self' 'sha256-x'";
/** Astro's handler as the adapter builds it: the 404 page as bare HTML, API answers as they are. */
const astro = (request: Request): Promise<Response> => {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/api/'))
    return Promise.resolve(
      Response.json(
        { time: 1 },
        {
          headers: { 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'" },
        },
      ),
    );
  return Promise.resolve(
    new Response('<!doctype html><title>404</title>', {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    }),
  );
};
const handler = siteFunction(astro, NOT_FOUND_CSP, SITE_REDIRECTS);
const get = (path: string) => handler(new Request(`https://vkusno.example${path}`), {});

describe('the Netlify SSR function', () => {
  it('answers every redirect of the list with the local server’s status, query kept', async () => {
    const calendar = await get('/calendar?utm_source=vk');
    expect(calendar.status).toBe(301);
    expect(calendar.headers.get('location')).toBe('/vkusniy-calendar?utm_source=vk');
    expect((await get('/account')).status).toBe(302);
    expect((await get('/go/vk')).headers.get('location')).toBe('https://vk.com/vkusnoitochka');
    const alias = await get('/menu/chicken-and-fish/chickenburger');
    expect([alias.status, alias.headers.get('location')]).toEqual([
      301,
      '/menu/burgers/chickenburger',
    ]);
    const theme = await get('/ecoday/no-such-theme');
    expect([theme.status, theme.headers.get('location')]).toEqual([302, '/ecoday']);
  });

  it('gives its 404 page the site’s headers and the page’s own CSP', async () => {
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(NOT_FOUND_CSP);
    expect(missing.headers.get('strict-transport-security')).toContain('max-age=');
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
    expect(missing.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await missing.text()).toContain('<title>404</title>');
  });

  it('keeps what an API answer set itself and adds what it lacks', async () => {
    const answer = await get('/api/time');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
