// @ts-check
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import sitemap from '@astrojs/sitemap';
import node from '@astrojs/node';
import netlify from '@astrojs/netlify';
import sentry from '@sentry/astro';
import { cspDirectives } from './src/lib/http/security-headers.ts';
import { CONSENT_GATE_SCRIPT } from './src/lib/consent-gate.ts';
import { FONT_GATE_SCRIPT } from './src/lib/font-gate.ts';
import { VIEW_TRANSITION_GUARD_SCRIPT } from './src/lib/view-transitions.ts';
import { MENU_GATE_SCRIPT } from './src/lib/menu/gate.ts';
import { serviceWorker } from './scripts/service-worker.ts';
import { typographyPlugin } from './src/lib/typography-html.ts';

const onNetlify = Boolean(process.env.NETLIFY);
const site = process.env.URL ?? process.env.SITE_URL ?? 'http://localhost:4321';

/** A build id that changes with every build: the git commit plus the build time. */
function buildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short=10 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // not a git checkout (a tarball deploy): the time alone still tells builds apart
  }
  return `${commit}-${Date.now().toString(36)}`;
}

/**
 * Analytics origins (tag manager) allowed by the CSP: none unless the build names them in
 * ANALYTICS_ORIGINS (comma-separated); the ids themselves come from /api/config at run time.
 */
const analyticsOrigins = (process.env.ANALYTICS_ORIGINS ?? '')
  .split(',')
  .map((value) => value.trim())
  .filter((value) => /^https:\/\/[\w.-]+$/.test(value));

/** The basemap's own origins (its style, or its raster tiles), which also serve images. */
function mapOrigins() {
  return [process.env.PUBLIC_MAP_STYLE_URL, process.env.PUBLIC_MAP_TILES_URL].filter(Boolean);
}

/** Origins the browser may call besides our own, from the public configuration. */
function extraConnectOrigins() {
  const origins = [...analyticsOrigins];
  for (const value of [
    process.env.PUBLIC_API_BASE,
    process.env.PUBLIC_SENTRY_DSN,
    ...mapOrigins(),
  ]) {
    if (!value) continue;
    try {
      origins.push(new URL(value).origin);
    } catch {
      // an invalid URL is reported by astro:env validation below
    }
  }
  return [...new Set(origins)];
}

/** The origins of some URLs (invalid ones are reported by astro:env below). */
function originsOf(/** @type {(string | undefined)[]} */ values) {
  const origins = [];
  for (const value of values) {
    try {
      if (value) origins.push(new URL(value.replace(/[{}]/g, '')).origin);
    } catch {
      // not a URL
    }
  }
  return origins;
}

const BUILD_ID = buildId();

/**
 * What every page runs on a first visit (the shell scripts and what they import at idle): one
 * chunk instead of ~25 tiny ones, since small files compress badly one by one (editorial pages
 * went from 18.7 to about 14 KB gzip of JS). Lazy features (search, pickers, Sentry) stay split.
 */
const SHELL_MODULES = new RegExp(
  [
    String.raw`/src/scripts/(shell|mobile-menu|services/(index|reload|sentry-loader|consent|alert|offline)|reload-buttons|tray-button)\.ts`,
    String.raw`/src/lib/(cookies|errors|fluid-font|smart-banner-audience|consent|consent-gate|site-texts|device|breakpoints|reload|start-up|api/http|offline/policy|tray/storage)\.ts`,
    String.raw`/src/stores/(city|alert|consent|device|modal)\.ts`,
    String.raw`/src/islands/city/(city-button|prompt)\.ts`,
    String.raw`/src/islands/content/lazy-modals\.ts`,
    String.raw`/node_modules/(nanostores|ofetch|destr|ufo)/`,
    String.raw`^\0(vite/preload-helper|rolldown/runtime)`,
    String.raw`/src/layouts/Base\.astro\?astro&type=script`,
  ].join('|'),
);

/**
 * Stylesheets smaller than this (bytes) are inlined into the page: on a phone's first visit each
 * render-blocking request costs a round trip more than its bytes (a news article had ten).
 */
const INLINE_CSS_MAX = 4096;

/**
 * The chunks every page evaluates as it starts (the shell and each page's own `<script>`) open
 * with V8's per-file compile hint: Chromium then compiles their functions on the thread that
 * streams the file instead of lazily on the main thread, where compiling was most of the start-up
 * task (a category page's: ~10 → ~8.5 ms here, 100 → 85 ms on a low-tier phone). On the second
 * line, below the preload map Vite adds, it changed nothing here: hence `post`, to come first.
 * https://github.com/WICG/explicit-javascript-compile-hints-file-based
 * The tray's view has a chunk of its own (its dialog loads it too) that the tray page's script
 * evaluates as it starts: hinted as well, its start-up task took ~2 ms less here (13 → 11 ms on a
 * busy machine, issue 44).
 */
const compileHints = {
  name: 'compile-hints',
  generateBundle: {
    order: /** @type {const} */ ('post'),
    /** @param {unknown} _ @param {Record<string, { type: string; fileName: string; code?: string; moduleIds?: string[] }>} bundle */
    handler(_, bundle) {
      for (const chunk of Object.values(bundle))
        if (
          chunk.type === 'chunk' &&
          (/^_astro\/[^/]*_astro_type_script_/.test(chunk.fileName) ||
            chunk.moduleIds?.some((id) => id.endsWith('/src/islands/tray/view.ts')))
        )
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
    },
  },
};

/**
 * The first tap on a product of a menu page that has not hydrated loads the product dialog's own
 * root and the menu's state (src/scripts/menu/first-product.ts). Split by what shares them, that
 * was seventeen files of 0.2–6 KB besides React (thirteen with these groups), and each response
 * costs a task of a low-tier phone's main thread (10–40 ms apiece at CPU ×10 in a trace, issue
 * 44). These groups take no dependencies along (the shared ones stay where the page scripts and
 * the React-free content dialogs that use them find them): the React dialogs' shared parts, the
 * product dialog, and the menu's state with the product's.
 */
const LAZY_GROUPS = [
  {
    name: 'dialog',
    test: /\/src\/islands\/ui\/(Dialog|ErrorBoundary)\.tsx$/,
  },
  {
    name: 'product-dialog',
    test: /\/src\/islands\/menu\/(mount-product|ProductModal|ComboBuilder)\.tsx$/,
  },
  {
    name: 'menu-state',
    test: /\/src\/(scripts\/menu\/(product|preview)-details|lib\/menu\/(seed|api|product-page|bonus)|stores\/(menu|menu-pictures|product))\.ts$/,
  },
].map((group) => ({ ...group, priority: 5, includeDependenciesRecursively: false }));

/**
 * LAZY_GROUPS, in the browser's build only. Groups without their dependencies need entries that
 * may export more than their own (`allow-extension`: an island's exports stay).
 */
const lazyGroups = {
  name: 'lazy-groups',
  /** @param {{ name: string }} environment */
  applyToEnvironment: (environment) => environment.name === 'client',
  /** @param {{ preserveEntrySignatures?: unknown }} options */
  options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
  /** @param {{ codeSplitting?: boolean | { groups?: unknown[] } }} output */
  outputOptions(output) {
    const splitting = typeof output.codeSplitting === 'object' ? output.codeSplitting : {};
    return {
      ...output,
      codeSplitting: { ...splitting, groups: [...(splitting.groups ?? []), ...LAZY_GROUPS] },
    };
  },
};

/** React and its client renderer (not the server one), loaded together by every island. */
const REACT_MODULES = /\/node_modules\/(react|react-dom|scheduler|@astrojs\/react)\/(?!.*server)/;

/** `client:interaction`: hydrate islands on the first sign of intent (src/scripts/directives). */
const interactionDirective = {
  name: 'client-interaction',
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({
        name: 'interaction',
        entrypoint: './src/scripts/directives/interaction.ts',
      }),
  },
};

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  // Pages as files (menu.html, served at /menu): Netlify's CDN answers /menu with a 301 to /menu/
  // when the page is a directory index, a redirect on every navigation, as every URL is slash-less.
  // Stylesheets in the page (issue 44): on a slow phone network a render-blocking stylesheet is a
  // request of its own (a new HTTP/1.1 connection: two round trips) before the first paint; in the
  // page it arrives with the HTML (about 6 KB of brotli on a text page).
  build: { format: 'file', inlineStylesheets: 'always' },
  adapter: onNetlify
    ? netlify({ staticHeaders: true, imageCDN: false })
    : // 'middleware': scripts/serve.ts serves dist/client itself and hands only the on-demand
      // routes to this handler; the standalone handler would stat the disk and match the route
      // once more for every /api call before rendering it. bodySizeLimit is a backstop for chunked
      // bodies (serve.ts refuses a declared length over 64 KB; endpoints cut at their own limit).
      node({ mode: 'middleware', staticHeaders: true, bodySizeLimit: 1024 * 1024 }),
  integrations: [
    interactionDirective,
    react(),
    mdx(),
    // Sentry: never injected into pages (88 KB gzip); src/scripts/services/sentry-loader.ts loads
    // the browser SDK after idle or at the first error. The integration runs only when a DSN and
    // SENTRY_AUTH_TOKEN are both set: server-side errors of the endpoints and source-map upload.
    ...(process.env.PUBLIC_SENTRY_DSN && process.env.SENTRY_AUTH_TOKEN
      ? [
          sentry({
            enabled: { client: false, server: true },
            release: BUILD_ID,
            tracesSampleRate: 0.1,
          }),
        ]
      : []),
    sitemap({
      filter: (page) =>
        !/\/(maintenance_mode|email-(un)?confirmed|subscribe-confirmed|qr-code|admin|offline)\/?$/.test(
          page,
        ),
    }),
    // sw.js with this build's precache list (src/sw/service-worker.ts, scripts/service-worker.ts).
    serviceWorker({ buildId: BUILD_ID }),
  ],
  prefetch: false,
  // Product drawings (our own SVGs, src/assets/products) are rasterised to WebP at build time:
  // phones decode raster images off the main thread but paint SVG images on it.
  image: { dangerouslyProcessSVG: true },
  // Markdown bodies typeset at build time (src/lib/typography-html.ts); the files stay plain.
  markdown: {
    syntaxHighlight: 'prism',
    processor: satteri({ hastPlugins: [/** @type {any} */ (typographyPlugin)] }),
  },
  security: {
    // Off: src/middleware.ts refuses cross-site writes itself for every endpoint, JSON or form, in
    // Russian; Astro's check answered English text/plain and refused form posts without Origin.
    checkOrigin: false,
    csp: {
      algorithm: 'SHA-256',
      directives: /** @type {any} */ (
        cspDirectives(extraConnectOrigins(), originsOf(mapOrigins()))
      ),
      scriptDirective: {
        // Our inline scripts: the consent gate, the font gate and the view transitions' guard in
        // <head> (src/lib/consent-gate.ts, src/lib/font-gate.ts, src/lib/view-transitions.ts)
        // and the menu pages' gate (src/lib/menu/gate.ts), each the same text on every page.
        hashes: [
          CONSENT_GATE_SCRIPT,
          FONT_GATE_SCRIPT,
          VIEW_TRANSITION_GUARD_SCRIPT,
          MENU_GATE_SCRIPT,
        ].map(
          (script) =>
            /** @type {`sha256-${string}`} */ (
              `sha256-${createHash('sha256').update(script).digest('base64')}`
            ),
        ),
        ...(analyticsOrigins.length > 0 ? { resources: ["'self'", ...analyticsOrigins] } : {}),
      },
    },
  },
  env: {
    schema: {
      PUBLIC_API_BASE: envField.string({
        context: 'client',
        access: 'public',
        optional: true,
        url: true,
      }),
      PUBLIC_SENTRY_DSN: envField.string({
        context: 'client',
        access: 'public',
        optional: true,
        url: true,
      }),
      PUBLIC_MAP_STYLE_URL: envField.string({
        context: 'client',
        access: 'public',
        optional: true,
        url: true,
      }),
      // A raster tile template with its key, e.g. Yandex's tiles API (README, "Basemap").
      PUBLIC_MAP_TILES_URL: envField.string({
        context: 'client',
        access: 'public',
        optional: true,
        startsWith: 'https://',
      }),
      PUBLIC_MAP_ATTRIBUTION: envField.string({
        context: 'client',
        access: 'public',
        optional: true,
      }),
      DATABASE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
    },
  },
  vite: {
    plugins: [compileHints, lazyGroups],
    define: { __BUILD_ID__: JSON.stringify(BUILD_ID), __ON_NETLIFY__: JSON.stringify(onNetlify) },
    build: {
      // Stylesheets under 4 KB go inline (INLINE_CSS_MAX); no other file is ever inlined.
      assetsInlineLimit: (/** @type {string} */ file, /** @type {Buffer} */ content) =>
        file.endsWith('.css') && content.length < INLINE_CSS_MAX,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: REACT_MODULES, priority: 20 },
              { name: 'shell', test: SHELL_MODULES, priority: 10 },
            ],
          },
        },
      },
    },
  },
});
