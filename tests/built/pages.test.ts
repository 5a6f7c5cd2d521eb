/**
 * What every built page carries in its HTML, read from dist/client: the head a search engine and a
 * share preview read, the scripts' compile hint, Russian typography in visible text, the sitemap
 * and robots.txt.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHtmlFiles, CLIENT, sitemapPaths } from './files';

const files = builtHtmlFiles();
const html = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

describe('every built page', () => {
  it('has a title, description, canonical, Open Graph tags, a raster favicon and lang="ru"', () => {
    const problems: string[] = [];
    const need: Record<string, RegExp> = {
      lang: /<html lang="ru"/,
      title: /<title>[^<]{3,}<\/title>/,
      description: /<meta name="description" content="[^"]{20,}"/,
      canonical: /<link rel="canonical" href="https?:\/\/[^"]+"/,
      'og:title': /<meta property="og:title" content="[^"]+"/,
      'og:image': /<meta property="og:image" content="https?:\/\/[^"]+"/,
      favicon: /<link rel="icon" href="\/favicon\.ico"/,
    };
    for (const [file, page] of html) {
      for (const [name, pattern] of Object.entries(need))
        if (!pattern.test(page)) problems.push(`${file}: no ${name}`);
      // Chromium draws an SVG favicon as a document on the page's main thread: 4–5 ms a page.
      if (/<link rel="icon"[^>]*\.svg"/.test(page)) problems.push(`${file}: an SVG favicon`);
    }
    expect(problems).toEqual([]);
  });

  it('starts with scripts that open with the compile hint', () => {
    // V8 then compiles them while they download instead of on the main thread (astro.config.mjs).
    const scripts = new Set<string>();
    for (const page of html.values())
      for (const [, src] of page.matchAll(/<script type="module" src="([^"]+)"/g))
        if (src) scripts.add(src);
    expect(scripts.size).toBeGreaterThan(3);
    const unhinted = [...scripts].filter(
      (src) =>
        !readFileSync(path.join(CLIENT, src), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
    );
    expect(unhinted).toEqual([]);
  });

  it('follows Russian typography in visible text: a non-breaking space before each dash, «ёлочки»', () => {
    const problems: string[] = [];
    for (const [file, page] of html) {
      const text = page.replace(/<(script|style)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, '\n');
      for (const line of text.split('\n')) {
        if (/ \u2014/.test(line))
          problems.push(`${file}: plain space before a dash «${line.trim()}»`);
        if (/[а-яё]\s*"|"\s*[а-яё]/i.test(line))
          problems.push(`${file}: straight quotes «${line.trim()}»`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('carries no comment of ours: a note for us is a JSX comment, which the build drops', () => {
    // An HTML comment in a component's markup ships to every visitor, ahead of the page's content.
    // React's and Astro's own markers (a text separator, a Suspense boundary, an island's end)
    // are what hydration reads.
    const markers = new Set(['', '$', '/$', '$?', '$!', 'astro:end']);
    const commented = [...html].flatMap(([file, page]) =>
      [...page.replace(/<(script|style)[\s\S]*?<\/\1>/g, '').matchAll(/<!--([\s\S]*?)-->/g)]
        .map(([, text = '']) => text.trim())
        .filter((text) => !markers.has(text))
        .map((text) => `${file}: <!--${text.slice(0, 60)}`),
    );
    expect(commented).toEqual([]);
  });

  it('fetches its leading picture first and decodes it in the frame that paints it, no other', () => {
    // The leading picture (fetchpriority="high": a menu page's first card, a product's own picture,
    // an article's cover) is a phone's largest paint; `decoding="async"` let Chromium paint it a
    // frame later (bench:lcp, /menu: +336 → +216 ms over the floor, medians of 9). A product's
    // page has one: its own picture, not also the first card of the category's grid below it.
    const problems: string[] = [];
    let leading = 0;
    for (const [file, page] of html) {
      const images = page.match(/<img\b[^>]*>/gi) ?? [];
      const urgent = images.filter((tag) => /\sfetchpriority="high"/i.test(tag));
      const [first] = urgent;
      if (first) leading += 1;
      if (urgent.length > 1) problems.push(`${file}: ${urgent.length} pictures fetched first`);
      if (first && !/\sdecoding="sync"/.test(first)) problems.push(`${file}: leading not sync`);
      const synced = images.filter((tag) => /\sdecoding="sync"/.test(tag));
      if (synced.length > (first ? 1 : 0) || (synced[0] && synced[0] !== first))
        problems.push(`${file}: ${synced.length} pictures decoded at once`);
    }
    expect(problems).toEqual([]);
    expect(leading).toBeGreaterThan(100);
  });
});

describe('the sitemap and robots.txt', () => {
  it('list the pages', () => {
    const robots = readFileSync(path.join(CLIENT, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
    expect(sitemapPaths()).toContain('/');
    expect(sitemapPaths()).not.toContain('/maintenance_mode');
  });
});
