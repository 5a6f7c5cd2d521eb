/**
 * The tray page starts without React (issue 44: React's evaluation alone held a low-tier phone's
 * main thread 150 ms after the first paint): the modules its scripts load as it starts carry no
 * React DOM, and the tray view's chunk opens with the compile hint as the page's own scripts do.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT } from './files';

const page = readFileSync(path.join(CLIENT, 'menu/tray.html'), 'utf8');

/** Every chunk `entries` import statically, themselves included (paths under /_astro/). */
function staticGraph(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (src: string): void => {
    if (seen.has(src)) return;
    seen.add(src);
    const code = readFileSync(path.join(CLIENT, src), 'utf8');
    for (const [, file] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      if (file) visit(path.posix.join(path.posix.dirname(src), file));
  };
  for (const entry of entries) visit(entry);
  return seen;
}

describe('the tray page', () => {
  const scripts = [...page.matchAll(/<script type="module" src="([^"]+)"/g)].map(
    ([, src]) => src ?? '',
  );
  const graph = staticGraph(scripts);

  it('starts without React', () => {
    expect(page).not.toContain('<astro-island');
    const react = [...graph].filter((src) =>
      readFileSync(path.join(CLIENT, src), 'utf8').includes('__reactContainer$'),
    );
    expect(graph.size).toBeGreaterThan(scripts.length);
    expect(react).toEqual([]);
  });

  it('compiles the tray view while it downloads', () => {
    const view = [...graph].filter((src) => /\/view\.[\w-]+\.js$/.test(src));
    expect(view).toHaveLength(1);
    for (const src of view)
      expect(readFileSync(path.join(CLIENT, src), 'utf8')).toMatch(
        /^\/\/# allFunctionsCalledOnLoad\n/,
      );
  });
});
