// `npm run build`: astro build, then (for the Node server) pre-compressed .br/.gz copies of text
// files and a stamp that `npm start` compares with the sources to know the build is current.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { contentErrorSummary } from './content-errors.mjs';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
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
    });
  }
  astro.on('close', (code) => {
    const summary = code === 0 ? '' : contentErrorSummary(output);
    if (summary) console.error(`\n${summary}\n`);
    resolve(code ?? 1);
  });
});
if (status !== 0) process.exit(status);

// Astro writes its island rule as a <style> in <body> before the first island, which HTML does not
// allow there (W3C Nu checker: "A style element in body must be the first child of its parent").
// Move it into <head>, where it applies the same; its CSP hash does not depend on the place.
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
let moved = 0;
const moveIslandStyle = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) moveIslandStyle(file);
    else if (entry.name.endsWith('.html')) {
      const html = readFileSync(file, 'utf8');
      const body = html.indexOf('<body');
      if (body === -1 || html.indexOf(ISLAND_STYLE, body) === -1) continue;
      const without = html.slice(0, body) + html.slice(body).replace(ISLAND_STYLE, '');
      writeFileSync(file, without.replace('</head>', `${ISLAND_STYLE}</head>`));
      moved += 1;
    }
  }
};
moveIslandStyle(existsSync('dist/client') ? 'dist/client' : 'dist');
console.log(`moved the island style into <head> on ${moved} pages`);

if (process.env.NETLIFY) {
  await import('./netlify-finish.mjs');
} else {
  const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest)$/;
  let count = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(entry.name) && statSync(file).size > 512) {
        const data = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        // Hashed assets are cached for a year: squeeze them hardest. Pages (over a thousand)
        // get quality 9, within a few per cent of 11 at a tenth of the time.
        const quality = file.includes(`${path.sep}_astro${path.sep}`) ? 11 : 9;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
        );
        count += 1;
      }
    }
  };
  walk('dist/client');
  console.log(`pre-compressed ${count} files (brotli and gzip)`);
}
writeFileSync('dist/.build-stamp', new Date().toISOString() + '\n');
