// @ts-check
import { execSync } from 'node:child_process';
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import node from '@astrojs/node';
import netlify from '@astrojs/netlify';
import { cspDirectives } from './src/lib/http/security-headers.ts';

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

/** Origins the browser may call besides our own, from the public configuration. */
function extraConnectOrigins() {
  const origins = [];
  for (const value of [
    process.env.PUBLIC_API_BASE,
    process.env.PUBLIC_SENTRY_DSN,
    process.env.PUBLIC_MAP_STYLE_URL,
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

const BUILD_ID = buildId();

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'directory', inlineStylesheets: 'never' },
  adapter: onNetlify
    ? netlify({ staticHeaders: true, imageCDN: false })
    : node({ mode: 'standalone', staticHeaders: true }),
  integrations: [
    react(),
    mdx(),
    sitemap({
      filter: (page) =>
        !/\/(maintenance_mode|email-(un)?confirmed|subscribe-confirmed|qr-code|admin)\/?$/.test(
          page,
        ),
    }),
  ],
  prefetch: false,
  markdown: { syntaxHighlight: 'prism' },
  security: {
    checkOrigin: true,
    csp: {
      algorithm: 'SHA-256',
      directives: /** @type {any} */ (cspDirectives(extraConnectOrigins())),
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
      DATABASE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
    },
  },
  vite: {
    define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
    build: { assetsInlineLimit: 0 },
  },
});
