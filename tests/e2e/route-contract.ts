/**
 * The route contract every host of the site answers alike: the local server (tests/e2e/routes.spec.ts)
 * and the Netlify build under netlify-cli's offline emulation (tests/netlify/routes.spec.ts). Every
 * page of the sitemap, every redirect of the one list, the 404 page, /api and /admin, with the
 * site's headers on each answer.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITE_REDIRECTS } from '../../src/lib/http/site-redirects.ts';
import { SECURITY_HEADERS } from '../../src/lib/http/security-headers.ts';

/** Where hosts differ, by design. */
export interface HostDifferences {
  /**
   * `/menu/`: the local server answers 301 to `/menu`; Netlify's CDN serves `menu.html` at
   * `/menu/` too (its redirect rules and function paths ignore a trailing slash), with the
   * canonical link naming `/menu`.
   */
  trailingSlash: 'redirect' | 'canonical';
  /** Another host whose page CSPs this one must equal (the local server's), if any. */
  compareCspWith?: string;
  /** Pages this host's build has and the other host's does not (an editor's item in its copy). */
  onlyHere?: readonly string[];
  /**
   * What readiness says of the database: `ok` where one answers (the local server's SQLite),
   * `not configured` on Netlify without DATABASE_URL, where the functions alone are asked.
   */
  readyDatabase: 'ok' | 'not configured';
}

/** Every page path of the sitemap the host serves. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
}

/** The site's security headers are on an answer; returns what is missing or different. */
function missingHeaders(headers: Record<string, string>): string[] {
  return Object.entries(SECURITY_HEADERS)
    .filter(([name, value]) => headers[name.toLowerCase()] !== value)
    .map(([name]) => name);
}

/** A path a `/*` rule catches (and no page answers). */
const sample = (from: string): string => from.replace(/\/\*$/, '/no-such-section');

/** Registers the contract's tests for the current project's baseURL. */
export function defineRouteContract(differences: HostDifferences): void {
  test('every page of the sitemap answers 200 with the site headers and a hashed CSP', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (let i = 0; i < paths.length; i += 16) {
      await Promise.all(
        paths.slice(i, i + 16).map(async (path) => {
          const answer = await request.head(path, { maxRedirects: 0 });
          const headers = answer.headers();
          const csp = headers['content-security-policy'] ?? '';
          if (answer.status() !== 200) problems.push(`${path}: ${answer.status()}`);
          else if (!/script-src 'self' 'sha256-/.test(csp)) problems.push(`${path}: CSP ${csp}`);
          const missing = missingHeaders(headers);
          if (missing.length) problems.push(`${path}: no ${missing.join(', ')}`);
          if (differences.compareCspWith && !differences.onlyHere?.includes(path)) {
            // The page's own hashes must agree; connect-src differs by configuration (basemap).
            const local = await request.head(`${differences.compareCspWith}${path}`);
            const own = (policy: string) =>
              policy
                .split(';')
                .map((d) => d.trim())
                .filter((d) => /^(script|style)-src /.test(d))
                .join('; ');
            if (own(local.headers()['content-security-policy'] ?? '') !== own(csp))
              problems.push(`${path}: script or style hashes differ from the local server's`);
          }
        }),
      );
    }
    expect(problems).toEqual([]);
  });

  test('every redirect of the list (product aliases included) answers its status and target, query kept', async ({
    request,
  }) => {
    // Over a hundred requests one after another; through netlify-cli's emulator each takes
    // 0.2–0.5 s on a busy 2-core machine.
    test.setTimeout(120_000);
    expect(SITE_REDIRECTS.length).toBeGreaterThan(50);
    for (const rule of SITE_REDIRECTS) {
      const from = rule.from.endsWith('/*') ? sample(rule.from) : rule.from;
      const answer = await request.get(`${from}?utm_source=test&x=1`, { maxRedirects: 0 });
      const location = answer.headers()['location'] ?? '';
      expect(answer.status(), from).toBe(rule.status);
      const target = new URL(location, 'http://host.invalid');
      expect(
        target.origin === 'http://host.invalid'
          ? target.pathname
          : `${target.origin}${target.pathname}`,
        from,
      ).toBe(rule.to);
      expect(target.search, from).toBe('?utm_source=test&x=1');
    }
  });

  test('an unknown address gets the 404 page with the site headers and its own CSP', async ({
    request,
  }) => {
    const answer = await request.get('/no-such-page-here');
    expect(answer.status()).toBe(404);
    expect(answer.headers()['content-type']).toContain('text/html');
    // The heading as typeset at build: a no-break space after «не».
    expect(await answer.text()).toContain('Страница не\u00a0найдена');
    expect(missingHeaders(answer.headers())).toEqual([]);
    expect(answer.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });

  test('a trailing slash gives no second address', async ({ request }) => {
    const answer = await request.get('/menu/?x=1', { maxRedirects: 0 });
    if (differences.trailingSlash === 'redirect') {
      expect(answer.status()).toBe(301);
      expect(answer.headers()['location']).toBe('/menu?x=1');
    } else {
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toMatch(/<link rel="canonical" href="[^"]*\/menu"/);
    }
  });

  test('/api answers JSON with the site headers and the build id', async ({ request }) => {
    const time = await request.get('/api/time');
    expect(time.status()).toBe(200);
    expect(typeof ((await time.json()) as { time?: unknown }).time).toBe('number');
    expect(missingHeaders(time.headers())).toEqual([]);
    expect(time.headers()['x-client-version']).toBeTruthy();
    for (const [path, status] of [
      ['/api/no-such-endpoint', 404],
      ['/api/subscribe', 405],
    ] as const) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(status);
      expect(answer.headers()['content-type'], path).toContain('application/json');
      expect(missingHeaders(answer.headers()), path).toEqual([]);
    }
  });

  test('/api/health and /api/ready answer 200 JSON that nobody caches, HEAD too', async ({
    request,
  }) => {
    for (const [path, body] of [
      ['/api/health', { status: 'ok' }],
      ['/api/ready', { status: 'ok', database: differences.readyDatabase }],
    ] as const) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['cache-control'], path).toBe('no-store');
      expect(answer.headers()['content-type'], path).toContain('application/json');
      expect(missingHeaders(answer.headers()), path).toEqual([]);
      expect(await answer.json(), path).toEqual(body);
      // A balancer may probe with HEAD.
      expect((await request.head(path)).status(), `HEAD ${path}`).toBe(200);
    }
  });

  test('/admin keeps its login popup’s opener, allows blob: reads and serves its config as YAML', async ({
    request,
  }) => {
    const answer = await request.get('/admin');
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const connect = /connect-src([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
    expect(connect).toContain('blob:');
    expect(connect).not.toContain('localhost');
    const { 'Cross-Origin-Opener-Policy': _coop, ...others } = SECURITY_HEADERS;
    for (const [name, value] of Object.entries(others))
      expect(headers[name.toLowerCase()], name).toBe(value);
    const config = await request.get('/admin/config.yml');
    expect(config.headers()['content-type']).toMatch(/^text\/yaml/);
  });
}
