// The Netlify build's last step (scripts/build.mjs runs it when NETLIFY is set). Netlify runs a
// function that has a path before its redirect rules, and applies [[headers]] only to files it
// serves itself (DESIGN.md, "Runtime and hosting"). So, from the one list of src/lib/http:
//  - the redirect rules go into the build's Frameworks API config (.netlify/v1/config.json), and the
//    adapter's SSR function (path "/*", preferStatic) leaves their paths to them (excludedPath);
//  - the SSR function is wrapped (scripts/netlify/ssr-function.ts, bundled here with esbuild): it
//    answers those redirects too, wherever it still runs first (netlify-cli 26's emulator drops
//    excludedPath), and puts the site's headers on every answer, its 404 page included.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { netlifyRedirects, redirectSources } from '../src/lib/http/redirects.ts';
import { SITE_REDIRECTS } from '../src/lib/http/site-redirects.ts';
import { NON_PAGE_CSP, securityHeadersFor } from '../src/lib/http/security-headers.ts';

const CONFIG = '.netlify/v1/config.json';
const FUNCTION_DIR = '.netlify/v1/functions/ssr';
const ASTRO_ENTRY = 'astro-ssr.mjs';
const WRAPPER = fileURLToPath(new URL('./netlify/ssr-function.ts', import.meta.url));

const config = existsSync(CONFIG) ? JSON.parse(readFileSync(CONFIG, 'utf8')) : {};
// Pages are files (menu.html, build.format 'file'). The adapter keys each page's CSP by its route
// (/menu); a static server that finds the page as /menu.html matches header rules on that name
// (netlify-cli's does), so each page's rule is given under both names.
// Each page also gets its Cross-Origin-Opener-Policy here (netlify.toml's /* rule has none).
const pageRules = (config.headers ?? []).filter(
  (rule) => !rule.for.includes('*') && !path.extname(rule.for),
);
for (const rule of pageRules) {
  const coop = securityHeadersFor(rule.for)['Cross-Origin-Opener-Policy'];
  rule.values = { ...rule.values, 'Cross-Origin-Opener-Policy': coop };
}
config.headers = [
  ...(config.headers ?? []),
  ...pageRules.map((rule) => ({
    ...rule,
    for: rule.for === '/' ? '/index.html' : `${rule.for}.html`,
  })),
];
const rules = netlifyRedirects(SITE_REDIRECTS);
config.redirects = [...(config.redirects ?? []), ...rules];
writeFileSync(CONFIG, JSON.stringify(config));

const entry = path.join(FUNCTION_DIR, 'ssr.mjs');
if (existsSync(entry)) {
  renameSync(entry, path.join(FUNCTION_DIR, ASTRO_ENTRY));
  const notFound = (config.headers ?? []).find((header) => header.for === '/404');
  const notFoundCsp = notFound?.values?.['Content-Security-Policy'] ?? NON_PAGE_CSP;
  const bundled = await build({
    stdin: {
      contents: `import astro from './${ASTRO_ENTRY}';
import { siteFunction } from ${JSON.stringify(WRAPPER)};
export default siteFunction(astro, ${JSON.stringify(notFoundCsp)}, ${JSON.stringify(SITE_REDIRECTS)});`,
      resolveDir: FUNCTION_DIR,
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    external: [`./${ASTRO_ENTRY}`],
    write: false,
  });
  const functionConfig = {
    includedFiles: ['**/*'],
    name: 'Astro SSR',
    nodeBundler: 'none',
    path: '/*',
    excludedPath: ['/_astro/*', '/.netlify/images/*', ...redirectSources(SITE_REDIRECTS)],
    preferStatic: true,
  };
  // The config stays a literal `export const config`: Netlify reads it statically.
  writeFileSync(
    entry,
    `${bundled.outputFiles[0].text}\nexport const config = ${JSON.stringify(functionConfig, null, 2)};\n`,
  );
}
console.log(`netlify: ${rules.length} redirect rules in ${CONFIG}; SSR function wrapped`);
