import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  IMMUTABLE_CACHE,
  SECURITY_HEADERS,
  SERVICE_WORKER_HEADERS,
  securityHeadersFor,
  staticCacheControl,
  staticCsp,
} from '~/lib/http/security-headers';
import { SERVICE_WORKER_PATH } from '~/lib/offline/policy';

/** A small reader for netlify.toml's [[headers]] and [[redirects]] tables. */
function readTables(name: string): Record<string, string | number | boolean>[] {
  const text = readFileSync('netlify.toml', 'utf8');
  const tables: Record<string, string | number | boolean>[] = [];
  let current: Record<string, string | number | boolean> | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || line === '') continue;
    if (line.startsWith('[[')) {
      current = line === `[[${name}]]` ? {} : undefined;
      if (current) tables.push(current);
      continue;
    }
    if (line.startsWith('[') && !line.startsWith(`[${name}.`)) current = undefined;
    const match = /^([\w.-]+)\s*=\s*(.+)$/.exec(line);
    if (current && match) {
      const [, key = '', value = ''] = match;
      current[key] = value.startsWith('"')
        ? (JSON.parse(value) as string)
        : value === 'true' || value === 'false'
          ? value === 'true'
          : Number(value);
    }
  }
  return tables;
}

describe('netlify.toml mirrors the headers declared in code', () => {
  it('sends every security header on every path, with the same values, but COOP per page', () => {
    const all = readTables('headers').find((table) => table['for'] === '/*');
    expect(all).toBeDefined();
    const { for: _for, ...headers } = all ?? {};
    const { 'Cross-Origin-Opener-Policy': coop, ...others } = SECURITY_HEADERS;
    expect(headers).toEqual(others);
    expect(coop).toBe('same-origin');
    expect(readFileSync('scripts/netlify-finish.mjs', 'utf8')).toContain(
      'securityHeadersFor(rule.for)',
    );
  });

  it('keeps the editor login popup’s opener and serves its config as YAML', () => {
    expect(securityHeadersFor('/admin')['Cross-Origin-Opener-Policy']).toBe(
      'same-origin-allow-popups',
    );
    expect(securityHeadersFor('/admin.html')['Cross-Origin-Opener-Policy']).toBe(
      'same-origin-allow-popups',
    );
    expect(securityHeadersFor('/menu')['Cross-Origin-Opener-Policy']).toBe('same-origin');
    const yml = readTables('headers').find((table) => table['for'] === '/admin/config.yml');
    expect(yml?.['Content-Type']).toBe('text/yaml; charset=utf-8');
  });

  it('caches hashed assets for a year, immutable', () => {
    const assets = readTables('headers').find((table) => table['for'] === '/_astro/*');
    expect(assets?.['Cache-Control']).toBe(IMMUTABLE_CACHE);
  });

  it('serves the service worker script unchecked by caches, with its own CSP, as the Node server does', () => {
    const worker = readTables('headers').find((table) => table['for'] === SERVICE_WORKER_PATH);
    const { for: _for, ...headers } = worker ?? {};
    expect(headers).toEqual(SERVICE_WORKER_HEADERS);
    expect(staticCacheControl(SERVICE_WORKER_PATH)).toBe('no-cache');
    expect(staticCsp(SERVICE_WORKER_PATH)).toBe(SERVICE_WORKER_HEADERS['Content-Security-Policy']);
    expect(staticCsp(SERVICE_WORKER_PATH)).toMatch(/connect-src 'self'/);
    expect(staticCsp(SERVICE_WORKER_PATH)).not.toMatch(/unsafe/);
  });

  it('lists no redirect of its own: the build writes them from the one list', () => {
    expect(readTables('redirects')).toEqual([]);
    expect(readFileSync('scripts/build.mjs', 'utf8')).toContain("import('./netlify-finish.mjs')");
  });
});
