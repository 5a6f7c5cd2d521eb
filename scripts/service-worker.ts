/**
 * Astro integration: after the build, bundles src/sw/service-worker.ts and writes `sw.js` beside
 * the pages with this build's precache list (Serwist's injectManifest): the offline page, the
 * scripts and stylesheets it and the pages it links to (menu, restaurants) load, with what those
 * import statically (the shell chunk, the React chunk), the lazy chunks needed offline (the forms'
 * controller, the saved-copy notice, link prefetch), the fonts and every stylesheet a page links. Page URLs come from src/paths.ts and are found on disk in either
 * build layout (`offline.html` or `offline/index.html`), so `build.format` may change.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from '@serwist/build';
import type { AstroIntegration } from 'astro';
import { build } from 'vite';
import {
  filesOfPage,
  isHashedAsset,
  pageUrlOfFile,
  SERVICE_WORKER_PATH,
} from '../src/lib/offline/policy.ts';
import { ROUTES, SAVED_AT_INSTALL, TRAY_DATA_PATH } from '../src/paths.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every built HTML file under `dir`, relative to it. */
function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file, base);
    return entry.name.endsWith('.html') ? [path.relative(base, file)] : [];
  });
}

/** `/_astro/…` files a page names (scripts, stylesheets, font preloads). */
const assetsOf = (html: string): string[] =>
  [...html.matchAll(/"\/(_astro\/[^"?#]+)"/g)].map((match) => match[1] ?? '');

/** A chunk and the chunks it imports statically, recursively (dynamic imports stay lazy). */
function withStaticImports(dir: string, chunk: string, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk) || !chunk.endsWith('.js')) return seen.add(chunk);
  seen.add(chunk);
  const code = readFileSync(path.join(dir, chunk), 'utf8');
  for (const match of code.matchAll(/(?:\bimport|\bfrom)\s*["'](\.\/[^"']+\.js)["']/g)) {
    withStaticImports(dir, path.posix.join(path.posix.dirname(chunk), match[1] ?? ''), seen);
  }
  return seen;
}

/** The built file of the page at `url`, in either layout. */
function pageFile(dir: string, url: string): string {
  const file = filesOfPage(url).find((candidate) => existsSync(path.join(dir, candidate)));
  if (!file) throw new Error(`service worker: no built page for ${url}`);
  return file;
}

/** Files of the build to precache, relative to its client directory. */
export function precacheFiles(dir: string): string[] {
  const offline = pageFile(dir, ROUTES.offline);
  const files = new Set<string>([offline]);
  // What the offline page and the pages it links to load: scripts with their static imports,
  // island components, stylesheets, fonts (their images are kept once seen).
  for (const page of [offline, ...SAVED_AT_INSTALL.map((url) => pageFile(dir, url))])
    for (const asset of assetsOf(readFileSync(path.join(dir, page), 'utf8')))
      if (/\.(?:js|css|woff2)$/.test(asset))
        for (const file of withStaticImports(dir, asset)) files.add(file);
  for (const name of readdirSync(path.join(dir, '_astro'))) {
    if (/^react\.[\w-]+\.js$/.test(name) || name.endsWith('.woff2')) files.add(`_astro/${name}`);
    // Lazy chunks needed offline: the forms' controller (a first submit may well be made
    // offline), the saved-copy notice of the menu and the locator, and link prefetch and the
    // loading bar, which the shell loads with the first pointer, touch or key on any page (a
    // chunk that fails to load while the device believes it is online reloads the page, which
    // cancelled the visitor's tap). The tray's dialog opens from any page's header, offline too
    // (its data file is kept below).
    if (
      /^(?:form-controller|saved-notice|prefetch|loading-bar|mount-tray|TrayView)\.[\w-]+\.js$/.test(
        name,
      )
    )
      for (const file of withStaticImports(dir, `_astro/${name}`)) files.add(file);
  }
  files.add(TRAY_DATA_PATH.slice(1));
  for (const page of htmlFiles(dir)) {
    const html = readFileSync(path.join(dir, page), 'utf8');
    for (const match of html.matchAll(/<link rel="stylesheet" href="\/(_astro\/[^"]+\.css)"/g))
      files.add(match[1] ?? '');
  }
  return [...files].sort();
}

/** The glob pattern that matches exactly this file. */
const literalGlob = (file: string): string => file.replace(/[*?[\]{}()!@+]/g, '\\$&');

/** Bundle the worker with the build id the pages carry, then inject the precache list. */
async function writeServiceWorker(dir: string, buildId: string): Promise<string> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'vkusno-sw-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      publicDir: false,
      define: {
        __BUILD_ID__: JSON.stringify(buildId),
        'process.env.NODE_ENV': JSON.stringify('production'),
      },
      build: {
        outDir: tmp,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: true,
        lib: {
          entry: path.join(root, 'src/sw/service-worker.ts'),
          formats: ['iife'],
          name: 'serviceWorker',
          fileName: () => 'sw.js',
        },
      },
    });
    const files = precacheFiles(dir);
    const result = await injectManifest({
      swSrc: path.join(tmp, 'sw.js'),
      swDest: path.join(dir, SERVICE_WORKER_PATH.slice(1)),
      globDirectory: dir,
      globPatterns: files.map(literalGlob),
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => {
            const url = entry.url.endsWith('.html') ? pageUrlOfFile(entry.url) : `/${entry.url}`;
            return { ...entry, url, revision: isHashedAsset(url) ? null : entry.revision };
          }),
          warnings: [],
        }),
      ],
    });
    for (const warning of result.warnings) console.warn(`service worker: ${warning}`);
    return `${SERVICE_WORKER_PATH}: ${result.count} files precached, ${(result.size / 1024).toFixed(0)} KB`;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The integration; `buildId` must be the id the pages carry in `<meta name="build-id">`. */
export function serviceWorker({ buildId }: { buildId: string }): AstroIntegration {
  return {
    name: 'vkusno-service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        logger.info(await writeServiceWorker(fileURLToPath(dir), buildId));
      },
    },
  };
}
