import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES_AT_START } from '~/lib/consent-gate';
import {
  COOKIE,
  keepChoiceCookie,
  parseCookies,
  readCookie,
  removeCookie,
  serializeCookie,
  writeCookie,
} from '~/lib/cookies';

afterEach(() => vi.unstubAllGlobals());

describe('parseCookies', () => {
  it('parses names and decoded values; the first of a name wins', () => {
    expect(parseCookies('a=1; city=saint-petersburg; b=%D0%BC; a=2; broken')).toEqual({
      a: '1',
      city: 'saint-petersburg',
      b: 'м',
    });
  });
  it('handles empty, quoted and badly encoded values', () => {
    expect(parseCookies('')).toEqual({});
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies('q="x y"; bad=%E0%A4%A')).toEqual({ q: 'x y', bad: '%E0%A4%A' });
  });
});

describe('serializeCookie', () => {
  it('adds path / and SameSite=Lax, Max-Age and Secure when asked', () => {
    expect(serializeCookie(COOKIE.city, 'moscow', { maxAge: 3600, secure: true })).toBe(
      'city=moscow; Path=/; Max-Age=3600; SameSite=Lax; Secure',
    );
  });
  it('encodes values and expires removed cookies', () => {
    expect(serializeCookie('n', 'а;б', { maxAge: 0 })).toBe(
      'n=%D0%B0%3B%D0%B1; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
  });
  it('refuses invalid names', () => {
    expect(() => serializeCookie('a b', 'x')).toThrow(TypeError);
  });
});

describe('document cookies', () => {
  it('writes with Secure on https, reads back and removes', () => {
    const jar: string[] = [];
    const doc = {
      get cookie() {
        return 'confirmed-city=1';
      },
      set cookie(value: string) {
        jar.push(value);
      },
    };
    vi.stubGlobal('document', doc);
    vi.stubGlobal('location', { protocol: 'https:' });
    expect(readCookie(COOKIE.confirmedCity)).toBe('1');
    writeCookie(COOKIE.smartBanner, '1', { maxAge: 3600 });
    removeCookie(COOKIE.confirmedCity);
    expect(jar).toEqual([
      'showed-smart-banner=1; Path=/; Max-Age=3600; SameSite=Lax; Secure',
      'confirmed-city=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; Secure',
    ]);
  });
  it('keeps a choice for a year and removes the cookie when there is none', () => {
    const jar: string[] = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        jar.push(value);
      },
    });
    vi.stubGlobal('location', { protocol: 'http:' });
    keepChoiceCookie(COOKIE.menuCategory, 'burgers');
    keepChoiceCookie(COOKIE.menuSubcategory, null);
    keepChoiceCookie(COOKIE.menuRestaurant, undefined);
    keepChoiceCookie(COOKIE.menuRestaurant, '');
    const removed = 'Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax';
    expect(jar).toEqual([
      'selected-menu-category=burgers; Path=/; Max-Age=31536000; SameSite=Lax',
      `selected-subcategory=; ${removed}`,
      `selected-restaurant-for-menu-id=; ${removed}`,
      `selected-restaurant-for-menu-id=; ${removed}`,
    ]);
  });
  it('reads document.cookie once per run of script, and again in the next one', async () => {
    let cookie = 'city=kazan; confirmed-city=kazan';
    let reads = 0;
    vi.stubGlobal('document', {
      get cookie() {
        reads += 1;
        return cookie;
      },
    });
    expect(readCookie(COOKIE.city)).toBe('kazan');
    expect(readCookie(COOKIE.confirmedCity)).toBe('kazan');
    expect(reads).toBe(1);
    cookie = 'city=moscow';
    await Promise.resolve();
    expect(readCookie(COOKIE.city)).toBe('moscow');
    expect(readCookie(COOKIE.confirmedCity)).toBeUndefined();
    expect(reads).toBe(2);
  });
  it('sees its own writes within the run without reading again', () => {
    let reads = 0;
    vi.stubGlobal('document', {
      get cookie() {
        reads += 1;
        return 'city=kazan';
      },
      set cookie(_value: string) {},
    });
    vi.stubGlobal('location', { protocol: 'http:' });
    expect(readCookie(COOKIE.menuCategory)).toBeUndefined();
    keepChoiceCookie(COOKIE.menuCategory, 'burgers');
    removeCookie(COOKIE.city);
    expect(readCookie(COOKIE.menuCategory)).toBe('burgers');
    expect(readCookie(COOKIE.city)).toBeUndefined();
    expect(reads).toBe(1);
  });
  it('takes the first read from the string the <head> gate read, once', async () => {
    let reads = 0;
    vi.stubGlobal('document', {
      get cookie() {
        reads += 1;
        return 'city=moscow';
      },
    });
    vi.stubGlobal(COOKIES_AT_START, 'city=kazan');
    expect(readCookie(COOKIE.city)).toBe('kazan');
    expect(reads).toBe(0);
    expect(COOKIES_AT_START in globalThis).toBe(false);
    await Promise.resolve();
    expect(readCookie(COOKIE.city)).toBe('moscow');
    expect(reads).toBe(1);
  });
  it('does nothing without a document', () => {
    expect(readCookie('a')).toBeUndefined();
    expect(() => writeCookie('a', 'b')).not.toThrow();
  });
});
