// `npm run build`: the products' drawings (scripts/product-art.ts), astro build, then (for the
// Node server) pre-compressed .br/.gz copies of text files and a stamp that `npm start` compares
// with the sources to know the build is current.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageCsp } from '../src/lib/http/page-csp.ts';
import { filesOfPage } from '../src/lib/offline/policy.ts';
import { contentErrorSummary } from './content-errors.mjs';
import {
  expectLeadingPicture,
  inlineLeadingDrawing,
  preloadLeadingPicture,
} from './leading-picture.mjs';
import { Precompressor } from './precompress.mjs';
import { drawProductArt } from './product-art.ts';

// A product created or moved in /admin since the drawings were committed gets its drawing now.
const drawn = drawProductArt();
if (drawn.length > 0) console.log(`product illustrations drawn anew: ${drawn.join(', ')}`);

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const astroStarted = performance.now();
// The Node build compresses its files on the core Astro leaves free (scripts/precompress.mjs).
const compressing = process.env.NETLIFY ? null : followPages(new Precompressor());

/**
 * Feeds `precompressor` from Astro's output: the client's bundles once Astro starts rendering the
 * pages (they are final then), and each page as Astro names it, written.
 */
function followPages(precompressor) {
  let rendering = false;
  let partial = '';
  return {
    precompressor,
    read(text) {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!rendering && line.includes('prerendering static routes')) {
          rendering = true;
          precompressor.addTree('dist/client/_astro');
        }
        const page = rendering && /[├└]─ (\/\S+)/.exec(line);
        if (page) precompressor.addFile(path.join('dist/client', page[1]));
      }
    },
  };
}

// Astro's output goes through as it comes; it is also kept, so that content the schemas refuse can
// be named again in Russian at the end.
const status = await new Promise((resolve) => {
  const astro = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    stdio: ['inherit', 'pipe', 'pipe'],
    env,
  });
  let output = '';
  for (const [from, to] of [
    [astro.stdout, process.stdout],
    [astro.stderr, process.stderr],
  ]) {
    from.on('data', (chunk) => {
      output += chunk;
      to.write(chunk);
      if (compressing) compressing.read(String(chunk));
    });
  }
  astro.on('close', (code) => {
    const summary = code === 0 ? '' : contentErrorSummary(output);
    if (summary) console.error(`\n${summary}\n`);
    resolve(code ?? 1);
  });
});
if (status !== 0) process.exit(status);
console.log(`astro build took ${((performance.now() - astroStarted) / 1000).toFixed(1)} s`);

// Astro writes its island rule as a <style> in <body> before the first island, which HTML does not
// allow there (W3C Nu checker: "A style element in body must be the first child of its parent").
// Move it into <head>, where it applies the same; its CSP hash does not depend on the place. And
// the page's leading picture is written into the page when it is a small drawing, else preloaded
// from the top of <head>, and the page's first frame waits for it (scripts/leading-picture.mjs).
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
let moved = 0;
let preloaded = 0;
let inlined = 0;
let expected = 0;
const finishPages = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) finishPages(file);
    else if (entry.name.endsWith('.html')) {
      let html = readFileSync(file, 'utf8');
      const original = html;
      const body = html.indexOf('<body');
      if (body !== -1 && html.indexOf(ISLAND_STYLE, body) !== -1) {
        const without = html.slice(0, body) + html.slice(body).replace(ISLAND_STYLE, '');
        html = without.replace('</head>', `${ISLAND_STYLE}</head>`);
        moved += 1;
      }
      const drawn = inlineLeadingDrawing(html, readDrawing);
      if (drawn !== html) inlined += 1;
      const withPreload = preloadLeadingPicture(drawn);
      if (withPreload !== drawn) preloaded += 1;
      const finished = expectLeadingPicture(withPreload);
      if (finished !== withPreload) expected += 1;
      if (finished !== original) writeFileSync(file, finished);
    }
  }
};
const pagesDir = existsSync('dist/client') ? 'dist/client' : 'dist';
/** A file of the built site by its path in a URL (a leading picture's drawing), or null. */
const readDrawing = (urlPath) => {
  const file = path.join(pagesDir, urlPath);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};
finishPages(pagesDir);
console.log(`moved the island style into <head> on ${moved} pages`);
console.log(
  `wrote the leading drawing into ${inlined} pages, preloaded the leading picture of ${preloaded}; ${expected} pages paint first with it`,
);

// Each page's CSP keeps the hashes of its own inline blocks only (src/lib/http/page-csp.ts): the
// adapter writes them per page, into dist/_headers.json (Node) or the Netlify config.
const pageHtml = (route) => {
  const file = filesOfPage(route)
    .map((name) => path.join(pagesDir, name))
    .find((candidate) => existsSync(candidate));
  return file ? readFileSync(file, 'utf8') : null;
};
let trimmed = 0;
const trimCsp = (route, csp) => {
  const html = pageHtml(route);
  if (html === null) return csp;
  trimmed += 1;
  return pageCsp(csp, html);
};
if (existsSync('dist/_headers.json')) {
  const entries = JSON.parse(readFileSync('dist/_headers.json', 'utf8'));
  for (const entry of entries)
    for (const header of entry.headers)
      if (header.key === 'Content-Security-Policy')
        header.value = trimCsp(entry.pathname, header.value);
  writeFileSync('dist/_headers.json', JSON.stringify(entries));
}
const NETLIFY_CONFIG = '.netlify/v1/config.json';
if (process.env.NETLIFY && existsSync(NETLIFY_CONFIG)) {
  const config = JSON.parse(readFileSync(NETLIFY_CONFIG, 'utf8'));
  for (const rule of config.headers ?? [])
    if (rule.values?.['Content-Security-Policy'] && !rule.for.includes('*'))
      rule.values['Content-Security-Policy'] = trimCsp(
        rule.for,
        rule.values['Content-Security-Policy'],
      );
  writeFileSync(NETLIFY_CONFIG, JSON.stringify(config));
}
console.log(`kept only each page's own inline hashes in the CSP of ${trimmed} pages`);

if (!compressing) {
  await import('./netlify-finish.mjs');
} else {
  const compressStarted = performance.now();
  const { before, now } = await compressing.precompressor.finish('dist/client');
  const seconds = ((performance.now() - compressStarted) / 1000).toFixed(1);
  console.log(
    `pre-compressed ${before + now} files (brotli and gzip): ${before} while Astro rendered ` +
      `the pages, ${now} more in ${seconds} s`,
  );
}
writeFileSync('dist/.build-stamp', new Date().toISOString() + '\n');
