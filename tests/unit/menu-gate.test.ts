import { createContext, Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIXED_OFFSETS } from '~/lib/clock';
import { activeDayPart } from '~/lib/menu/day-part';
import { MENU_GATE_SCRIPT, MENU_STALE_ATTRIBUTE, menuGateAttributes } from '~/lib/menu/gate';
import { FILTER_PARAMS } from '~/lib/menu/prerendered';

const dayParts = [
  { code: 'breakfast' as const, intervals: [{ from: '06:00', to: '10:30' }] },
  { code: 'main' as const, intervals: [{ from: '10:30', to: '06:00' }] },
];
const MOSCOW = 'Europe/Moscow';

/** The gate compiled once; each run sets the clock, the address and the page's attributes. */
const gate = new Script(MENU_GATE_SCRIPT);
const run = { now: 0, data: {} as Record<string, string>, attributes: new Map<string, string>() };
const sandbox = createContext({
  Date: { now: () => run.now },
  Math,
  location: { search: '' },
  document: {
    currentScript: { getAttribute: (name: string) => run.data[name] ?? null },
    documentElement: {
      setAttribute: (name: string, value: string) => run.attributes.set(name, value),
    },
  },
});

/** Run the inline gate of a page pre-rendered for `code` at `now` with `search`; true if stale. */
function stale(now: Date, search = '', code: 'main' | 'breakfast' = 'main'): boolean {
  const part = dayParts.find((p) => p.code === code)!;
  run.now = now.getTime();
  run.data = menuGateAttributes(FIXED_OFFSETS[MOSCOW] ?? 0, part);
  run.attributes = new Map();
  (sandbox['location'] as { search: string }).search = search;
  gate.runInContext(sandbox);
  return run.attributes.has(MENU_STALE_ATTRIBUTE);
}

describe('menu gate (inline script before the menu)', () => {
  it('agrees with the day-part rule of the API at every minute of a day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const now = new Date(Date.UTC(2026, 2, 2, 0, minute));
      const active = activeDayPart(dayParts, now, MOSCOW);
      expect(stale(now), `${minute} min UTC`).toBe(active !== 'main');
      expect(stale(now, '', 'breakfast')).toBe(active !== 'breakfast');
    }
  });

  it('keeps the main menu at noon and from 10:30, and hides it at breakfast', () => {
    expect(stale(new Date('2026-03-02T09:00:00Z'))).toBe(false);
    expect(stale(new Date('2026-03-02T04:00:00Z'))).toBe(true);
    expect(stale(new Date('2026-03-02T07:29:00Z'))).toBe(true);
    expect(stale(new Date('2026-03-02T07:30:00Z'))).toBe(false);
  });

  it('hides a menu whose address carries the allergen and diet filter', () => {
    const noon = new Date('2026-03-02T09:00:00Z');
    for (const name of FILTER_PARAMS) expect(stale(noon, `?${name}=milk`)).toBe(true);
    expect(stale(noon, '?utm_source=vk')).toBe(false);
  });
});
