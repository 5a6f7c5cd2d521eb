/**
 * A fixed-window rate limiter keyed by client (IP + form): at most `limit` attempts per
 * `windowMs`. In memory, per server instance; the clock is injectable for tests.
 */

/** The answer for one attempt. */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the next attempt is allowed (0 when allowed). */
  retryAfter: number;
}

/** Options of a limiter. */
export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

/** Creates a limiter; `hit(key)` counts an attempt and says whether it may proceed. */
export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimitOptions) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key: string): RateDecision {
      const time = now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (time - w.start >= windowMs) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true, retryAfter: 0 };
      return { allowed: false, retryAfter: Math.ceil((window.start + windowMs - time) / 1000) };
    },
    reset(): void {
      windows.clear();
    },
  };
}

/** The Russian message of a 429 answer. */
export const RATE_LIMIT_MESSAGE =
  'Слишком много попыток подряд. Подожди несколько минут и отправь форму ещё раз.';
