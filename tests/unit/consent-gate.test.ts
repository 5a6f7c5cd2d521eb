import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_GATE,
  CONSENT_GATE_ATTRIBUTE,
  CONSENT_GATE_SCRIPT,
  COOKIES_AT_START,
} from '~/lib/consent-gate';
import { CONSENT_COOKIE } from '~/lib/consent';
import { COOKIE, serializeCookie } from '~/lib/cookies';

/** Run the inline gate against a cookie string; returns the attribute it set, or null. */
function gate(cookie: string): string | null {
  return run(cookie).attribute;
}

/** Run the inline gate: the attribute it set (or null) and the globals it left. */
function run(cookie: string): { attribute: string | null; self: Record<string, unknown> } {
  const attributes = new Map<string, string>();
  const documentElement = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const self: Record<string, unknown> = {};
  runInNewContext(CONSENT_GATE_SCRIPT, { document: { cookie, documentElement }, self });
  return { attribute: attributes.get(CONSENT_GATE_ATTRIBUTE) ?? null, self };
}

/** `name=value` as the browser lists it in document.cookie. */
const pair = (name: string, value: string): string => serializeCookie(name, value).split(';')[0]!;

describe('consent gate (inline script in <head>)', () => {
  it('leaves the banner on screen on a first visit', () => {
    expect(gate('')).toBeNull();
    expect(gate(pair(COOKIE.smartBanner, '1'))).toBeNull();
  });

  it('keeps the banner off for good once consent is given, whatever else is set', () => {
    expect(COOKIE.agreement).toBe(CONSENT_COOKIE);
    expect(gate(pair(CONSENT_COOKIE, 'Y'))).toBe(CONSENT_GATE.given);
    expect(gate(`${pair(COOKIE.city, 'kazan')}; ${pair(CONSENT_COOKIE, 'Y')}`)).toBe(
      CONSENT_GATE.given,
    );
  });

  it('holds the banner back for a chosen city until its own text is in', () => {
    expect(gate(pair(COOKIE.city, 'saint-petersburg'))).toBe(CONSENT_GATE.city);
    expect(gate(`${pair(COOKIE.menuCategory, 'burgers')}; ${pair(COOKIE.city, 'kazan')}`)).toBe(
      CONSENT_GATE.city,
    );
  });

  it('leaves the cookie string it read for the first read of the start-up', () => {
    const cookie = `${pair(COOKIE.city, 'kazan')}; ${pair(COOKIE.menuCategory, 'burgers')}`;
    expect(run(cookie).self).toEqual({ [COOKIES_AT_START]: cookie });
  });

  it('matches whole cookie names only', () => {
    expect(gate(pair(COOKIE.confirmedCity, 'kazan'))).toBeNull();
    expect(gate(`x-${pair(CONSENT_COOKIE, 'Y')}`)).toBeNull();
    expect(gate(`${COOKIE.city}=`)).toBeNull();
  });
});
