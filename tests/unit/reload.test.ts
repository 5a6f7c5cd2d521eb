import { describe, expect, it } from 'vitest';
import { claimReload, isNewBuild, RELOAD_GUARD_MS, type ReloadMemory } from '~/lib/reload';

function memory(): ReloadMemory & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('reload on a new build (SPEC §4)', () => {
  it('a differing x-client-version means a new build; a missing one does not', () => {
    expect(isNewBuild('a1', 'b2')).toBe(true);
    expect(isNewBuild('a1', 'a1')).toBe(false);
    expect(isNewBuild('a1', null)).toBe(false);
    expect(isNewBuild('a1', '')).toBe(false);
  });

  it('allows one forced reload per path per 10 s', () => {
    const m = memory();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload(m, '/menu', 1_000)).toBe(true);
    expect(claimReload(m, '/menu', 1_000 + 9_999)).toBe(false);
    expect(claimReload(m, '/restaurants', 5_000)).toBe(true);
    expect(claimReload(m, '/menu', 1_000 + 10_000)).toBe(true);
    expect(claimReload(m, '/restaurants', 5_000 + 9_000)).toBe(false);
  });

  it('survives broken storage contents', () => {
    const m = memory();
    m.data.set('reload-guard', '{not json');
    expect(claimReload(m, '/', 0)).toBe(true);
  });
});
