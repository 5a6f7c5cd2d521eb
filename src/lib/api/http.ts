/**
 * The one HTTP client of the site (ofetch): base URL from PUBLIC_API_BASE or the same origin,
 * cookies included; GET/HEAD retried once on transient statuses, other methods never
 * (DESIGN.md «Retries»); a 3xx answer rejects like an error, with its body as data (SPEC §8).
 * Tests inject a fake fetch with setApiFetch.
 */
import { createFetchError, ofetch, type $Fetch, type FetchOptions } from 'ofetch';

/** Statuses after which a safe request is retried once. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** True for a redirect status (3xx). */
const isRedirect = (status: number): boolean => status >= 300 && status < 400;

/** Methods that may be retried. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

declare global {
  interface ImportMetaEnv {
    /** Another backend with the same contract; the site's own origin when unset. */
    readonly PUBLIC_API_BASE?: string;
  }
}

/** The API base URL: PUBLIC_API_BASE when configured, else the page's origin ('' = same). */
export function apiBase(): string {
  // Written out in full so Vite replaces it statically in the browser bundle.
  return import.meta.env.PUBLIC_API_BASE?.replace(/\/+$/, '') ?? '';
}

/** Build an ofetch instance over the given fetch implementation. */
function createApiFetch(fetchImpl?: typeof globalThis.fetch): $Fetch {
  const defaults: FetchOptions = {
    credentials: 'include',
    retryStatusCodes: [...RETRY_STATUSES],
    retryDelay: 0,
    headers: { Accept: 'application/json' },
    // ofetch rejects only 4xx and 5xx: a 3xx the browser did not follow (no Location; SPEC §8's
    // 301 names its target in the body) would be taken for the answer. It fails as an error.
    onResponse(context) {
      if (isRedirect(context.response.status)) throw createFetchError(context);
    },
  };
  const base = apiBase();
  if (base) defaults.baseURL = base;
  return ofetch.create(defaults, fetchImpl ? { fetch: fetchImpl } : {});
}

let current: $Fetch | undefined;

/** The shared client; created on first use. */
export function apiFetch(): $Fetch {
  current ??= createApiFetch();
  return current;
}

/** Replace the fetch under the shared client (unit tests); without an argument, restore. */
export function setApiFetch(fetchImpl?: typeof globalThis.fetch): void {
  current = createApiFetch(fetchImpl);
}

/** Retry count for a method: one for safe methods, none for the rest. */
export function retriesFor(method = 'GET'): 0 | 1 {
  return SAFE_METHODS.has(method.toUpperCase()) ? 1 : 0;
}

/** Options of one request. */
export interface RequestOptions {
  method?: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** Send one request through the shared client and return its parsed JSON body. */
export function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'GET';
  const fetchOptions: FetchOptions<'json'> = { method, retry: retriesFor(method) };
  if (options.query) {
    const query: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(options.query)) {
      if (value !== undefined) query[key] = value;
    }
    fetchOptions.query = query;
  }
  if (options.body) fetchOptions.body = options.body;
  if (options.signal) fetchOptions.signal = options.signal;
  return apiFetch()<unknown>(path, fetchOptions);
}
