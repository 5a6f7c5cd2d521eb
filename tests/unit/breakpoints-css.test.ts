import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, isMobileWidth } from '~/lib/breakpoints';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(css|astro|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('breakpoints are one set of numbers for CSS and TS (SPEC §9)', () => {
  it('has the spec numbers', () => {
    expect(BREAKPOINTS).toEqual({
      mobileMini: 375,
      mobile: 768,
      tabletMini: 1024,
      tablet: 1199,
      desktop: 1200,
      tabletMd: 1279,
      hd: 1280,
      wxga: 1440,
      fullHd: 1920,
    });
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });

  it('every width in a CSS media query is a breakpoint (or one pixel below one)', () => {
    const allowed = new Set<number>();
    for (const value of Object.values(BREAKPOINTS)) allowed.add(value).add(value - 1);
    const wrong: string[] = [];
    for (const file of files('src')) {
      const text = readFileSync(file, 'utf8');
      for (const query of text.matchAll(/@media[^{]*/g)) {
        for (const width of query[0].matchAll(/(?:min|max)-width:\s*([\d.]+)(px|rem|em)/g)) {
          const px = Number(width[1]) * (width[2] === 'px' ? 1 : 16);
          if (!allowed.has(Math.floor(px))) wrong.push(`${file}: ${query[0].trim()}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
