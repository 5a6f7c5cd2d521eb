import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FONT_GATE_ATTRIBUTE, FONT_GATE_SCRIPT } from '~/lib/font-gate';

/** Run the inline gate with this `navigator`; the attributes it set on <html>. */
function gate(navigator: object): Map<string, string> {
  const attributes = new Map<string, string>();
  const documentElement = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  runInNewContext(FONT_GATE_SCRIPT, { navigator, document: { documentElement } });
  return attributes;
}

describe('font gate (inline script in <head>)', () => {
  it('names Onest on a page the service worker controls: it precached the font files', () => {
    expect(gate({ serviceWorker: { controller: {} } })).toEqual(
      new Map([[FONT_GATE_ATTRIBUTE, '']]),
    );
  });

  it('leaves a first visit, a hard reload and a browser without workers in the fallback', () => {
    expect(gate({ serviceWorker: { controller: null } }).size).toBe(0);
    expect(gate({}).size).toBe(0);
  });

  it('stays in the fallback, without an error, where reading the worker throws (Firefox, storage blocked)', () => {
    const blocked = Object.defineProperty({}, 'serviceWorker', {
      get: () => {
        throw new Error('SecurityError: The operation is insecure.');
      },
    });
    expect(gate(blocked).size).toBe(0);
  });
});
