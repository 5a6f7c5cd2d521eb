import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite, requestOrigin, siteOrigin } from '~/server/origin';

const url = new URL('http://internal:4321/api/subscribe');
const post = (headers: Record<string, string>) =>
  new Request(url, { method: 'POST', headers, body: '{}' });
const direct = { onNetlify: false, trustProxy: false };
const proxied = { onNetlify: false, trustProxy: true };

describe('same-site writes', () => {
  it('passes our own origin and a write without Origin', () => {
    expect(isCrossSiteWrite(post({ origin: 'http://internal:4321' }), url, direct)).toBe(false);
    expect(isCrossSiteWrite(post({}), url, direct)).toBe(false);
  });

  it('refuses another origin, `null` and a cross-site fetch', () => {
    expect(isCrossSiteWrite(post({ origin: 'https://evil.example' }), url, direct)).toBe(true);
    expect(isCrossSiteWrite(post({ origin: 'null' }), url, direct)).toBe(true);
    expect(isCrossSiteWrite(post({ 'sec-fetch-site': 'cross-site' }), url, direct)).toBe(true);
  });

  it('behind a trusted HTTPS proxy accepts the origin the visitor used', () => {
    const headers = {
      origin: 'https://vkusno.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'vkusno.example',
    };
    expect(isCrossSiteWrite(post(headers), url, proxied)).toBe(false);
    expect(requestOrigin(post(headers), url, proxied)).toBe('https://vkusno.example');
  });

  it('without TRUST_PROXY ignores the proxy headers', () => {
    const headers = {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    expect(isCrossSiteWrite(post(headers), url, direct)).toBe(true);
    expect(requestOrigin(post(headers), url, direct)).toBe('http://internal:4321');
  });

  it('lets reads through whatever their origin', () => {
    const get = new Request(url, { headers: { origin: 'https://evil.example' } });
    expect(isCrossSiteWrite(get, url, direct)).toBe(false);
  });
});

describe('the origin of links in letters', () => {
  it('is the runtime SITE_URL, else the origin the site was built for, never a request', () => {
    expect(siteOrigin({ SITE_URL: 'https://vkusno.example/some/path' })).toBe(
      'https://vkusno.example',
    );
    expect(siteOrigin({})).toBe(new URL(import.meta.env.SITE ?? 'http://localhost:4321').origin);
    expect(siteOrigin({ SITE_URL: 'not a url' })).toBe(
      new URL(import.meta.env.SITE ?? 'http://localhost:4321').origin,
    );
  });
});
