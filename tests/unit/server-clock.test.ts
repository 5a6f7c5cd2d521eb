import { afterEach, describe, expect, it, vi } from 'vitest';

/** The clock module as a fresh process with `SITE_CLOCK_SHIFT` set to `shift` would load it. */
async function clockWith(shift: string | undefined) {
  vi.resetModules();
  if (shift === undefined) vi.stubEnv('SITE_CLOCK_SHIFT', undefined);
  else vi.stubEnv('SITE_CLOCK_SHIFT', shift);
  return import('../../src/server/clock.ts');
}

afterEach(() => vi.unstubAllEnvs());

describe('serverNow', () => {
  it('is the real time when no shift is set', async () => {
    const { serverNow } = await clockWith(undefined);
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('runs SITE_CLOCK_SHIFT minutes ahead or behind', async () => {
    const ahead = await clockWith('300');
    expect(ahead.serverNow().getTime() - Date.now()).toBeGreaterThan(300 * 60_000 - 1000);
    expect(ahead.serverNow().getTime() - Date.now()).toBeLessThan(300 * 60_000 + 1000);
    const behind = await clockWith('-45');
    expect(Date.now() - behind.serverNow().getTime()).toBeGreaterThan(45 * 60_000 - 1000);
  });

  it('ignores a shift that is not a whole number of minutes', async () => {
    const { serverNow } = await clockWith('soon');
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000);
  });
});
