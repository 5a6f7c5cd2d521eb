import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '~/lib/forms/rate-limit';

describe('rate limiter', () => {
  it('allows `limit` attempts per window and says when to retry', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([1, 2, 3].map(() => limiter.hit('ip').allowed)).toEqual([true, true, true]);
    now += 15_000;
    expect(limiter.hit('ip')).toEqual({ allowed: false, retryAfter: 45 });
  });

  it('counts clients separately', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('opens a new window after the old one ends', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => now });
    limiter.hit('ip');
    expect(limiter.hit('ip').allowed).toBe(false);
    now = 1000;
    expect(limiter.hit('ip').allowed).toBe(true);
  });
});
