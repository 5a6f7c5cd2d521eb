/**
 * Cookies of SPEC §9 (SameSite=Lax, path /, Secure on https): pure parse/serialize functions,
 * plus read/write/remove over `document.cookie` when there is a document.
 */
import { COOKIES_AT_START } from './consent-gate';

/** Names of every cookie the site sets. */
export const COOKIE = {
  confirmedCity: 'confirmed-city',
  menuRestaurant: 'selected-restaurant-for-menu-id',
  menuCategory: 'selected-menu-category',
  menuSubcategory: 'selected-subcategory',
  smartBanner: 'showed-smart-banner',
  agreement: 'cookies-and-personal-data-agreement',
  city: 'city',
} as const;

/** One year in seconds: the lifetime of long-lived choices. */
export const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Attributes of a cookie being written. */
export interface CookieOptions {
  /** Lifetime in seconds; a session cookie when absent; 0 or less removes. */
  maxAge?: number;
  /** Add Secure (on https pages). */
  secure?: boolean;
  /** Path, `/` by default. */
  path?: string;
}

/** Parse a Cookie header or `document.cookie` into name → decoded value (first wins). */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!header) return result;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in result) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    try {
      result[name] = decodeURIComponent(value);
    } catch {
      result[name] = value;
    }
  }
  return result;
}

/** Serialize one Set-Cookie / document.cookie string with SameSite=Lax and path /. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) throw new TypeError('Invalid cookie name');
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) {
    const seconds = Math.max(0, Math.floor(options.maxAge));
    parts.push(`Max-Age=${seconds}`);
    if (seconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  parts.push('SameSite=Lax');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

function browserDocument(): { cookie: string } | undefined {
  return (globalThis as { document?: { cookie: string } }).document;
}

function onHttps(): boolean {
  return (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';
}

/**
 * The document's cookies as this run of script first read them, with its own writes applied.
 * Reading `document.cookie` is a synchronous round trip to the browser: 0.3 ms on an idle page,
 * 3–25 ms while a page loads (one read per part of the start-up added that much to a menu page's
 * first script task). So a run reads it once, and the very first read takes the string the
 * <head> gate read before the first paint (src/lib/consent-gate.ts). The copy is dropped when the
 * run ends (a microtask), so a later event, a server's Set-Cookie or another tab is always seen.
 */
let cookiesOfThisRun: Record<string, string> | undefined;

function currentCookies(doc: { cookie: string }): Record<string, string> {
  if (cookiesOfThisRun) return cookiesOfThisRun;
  const global = globalThis as Record<string, unknown>;
  const atStart = global[COOKIES_AT_START];
  delete global[COOKIES_AT_START];
  cookiesOfThisRun = parseCookies(typeof atStart === 'string' ? atStart : doc.cookie);
  queueMicrotask(() => {
    cookiesOfThisRun = undefined;
  });
  return cookiesOfThisRun;
}

/** Read a cookie of the current document; undefined without one (or without a document). */
export function readCookie(name: string): string | undefined {
  const doc = browserDocument();
  return doc ? currentCookies(doc)[name] : undefined;
}

/** Write a cookie of the current document (Secure on https). */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const doc = browserDocument();
  if (!doc) return;
  doc.cookie = serializeCookie(name, value, { secure: onHttps(), ...options });
  if (!cookiesOfThisRun) return;
  if (options.maxAge !== undefined && options.maxAge <= 0) delete cookiesOfThisRun[name];
  else cookiesOfThisRun[name] = value;
}

/** Remove a cookie of the current document. */
export function removeCookie(name: string): void {
  writeCookie(name, '', { maxAge: 0 });
}

/** Keep a visitor's choice for a year, or remove its cookie when there is none (null, ''). */
export function keepChoiceCookie(name: string, value: string | null | undefined): void {
  if (value) writeCookie(name, value, { maxAge: YEAR_SECONDS });
  else removeCookie(name);
}
