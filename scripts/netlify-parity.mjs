// `npm test`'s Netlify step: the NETLIFY=true build served by netlify-cli's offline emulation of the
// platform (no account, no network; Deno from the npm package), then the route contract against it
// (Playwright project "netlify", tests/netlify). It runs in a copy of the working tree so that the
// Node build in dist/ stays as it is; the copy and the emulator are removed afterwards.
// The copy also carries a news item as an editor publishes it (tests/build/editor-news-fixture.ts):
// the same production build shows that it reaches its page, the news list, the sitemap and the
// feed (tests/build, VITEST_BUILD_TESTS), instead of a whole build of its own; and a price, a
// photo, a hidden and a new product, a closure and a special day as the editor publishes them
// (tests/build/editor-catalog-fixture.ts), checked in its pages and in the emulator's answers.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addEditorNews, PAGE as EDITOR_NEWS_PAGE } from '../tests/build/editor-news-fixture.ts';
import { addEditorCatalog, CREATED_PAGES } from '../tests/build/editor-catalog-fixture.ts';
import { findChromium } from './find-chromium.mjs';

const root = process.cwd();
/** The exit code of a child process, once it ends. */
const exited = (child) => new Promise((resolve) => child.on('exit', (code) => resolve(code)));
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// The working tree as git sees it (tracked and new files, nothing ignored), node_modules linked.
const copy = mkdtempSync(path.join(tmpdir(), 'vkusno-netlify-'));
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
  .toString()
  .split('\0')
  .filter(Boolean);
for (const file of files) {
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  cpSync(path.join(root, file), path.join(copy, file));
}
symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
spawnSync('git', ['init', '-q'], { cwd: copy });
addEditorNews(copy);
addEditorCatalog(copy);

const port = await freePort();
const started = Date.now();
// No edge-functions runtime (the site has none): without the flag (hidden, netlify-cli 26) the
// emulator still resolves edge.netlify.com for its bootstrap, a network call offline.
const emulator = spawn(
  path.join(root, 'node_modules/.bin/netlify'),
  ['serve', '--offline', '--internal-disable-edge-functions', '--port', String(port)],
  {
    cwd: copy,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NETLIFY: 'true',
      BROWSER: 'none',
      NETLIFY_TELEMETRY_DISABLED: '1',
      PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
    },
  },
);
let log = '';
// Drained all along (the emulator logs every request; a full pipe would stall it), last part kept.
const keep = (chunk) => (log = (log + chunk).slice(-20_000));
emulator.stdout.on('data', keep);
emulator.stderr.on('data', keep);
const stop = () => {
  try {
    process.kill(-emulator.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(copy, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

let status = 1;
try {
  const base = `http://localhost:${port}`;
  for (let ready = false; !ready;) {
    if (Date.now() - started > 600_000 || emulator.exitCode !== null)
      throw new Error(`the Netlify emulation did not start:\n${log.slice(-3000)}`);
    ready = /Local dev server ready/.test(log);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(
    `Netlify build served by the emulator in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const chromium = await findChromium();
  // The editor's news item, as the Netlify build made it.
  const news = await exited(
    spawn(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=test-results/vitest-build.json',
      ],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          VITEST_BUILD_TESTS: '1',
          EDITOR_NEWS_PAGES: path.join(copy, 'dist'),
          EDITOR_CATALOG_PAGES: path.join(copy, 'dist'),
          EDITOR_CATALOG_SITE: base,
        },
      },
    ),
  );
  // Not spawnSync: the event loop must keep reading the emulator's output while the tests run.
  const run = await exited(
    spawn('node_modules/.bin/playwright', ['test', '--project=netlify', '--reporter=list,json'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        NETLIFY_BASE_URL: base,
        // Pages only this build has: the local server's build has no editor's item nor product.
        NETLIFY_ONLY_PAGES: [EDITOR_NEWS_PAGE, ...CREATED_PAGES].join(','),
        CHROMIUM_PATH: chromium,
        E2E_PORT: String(await freePort()),
        PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright-netlify.json',
        PLAYWRIGHT_OUTPUT_DIR: 'test-results/playwright-netlify',
      },
    }),
  );
  if (news !== 0)
    console.error('The editor’s news item or catalog change did not reach the Netlify build.');
  status = news !== 0 ? (news ?? 1) : (run ?? 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
}
process.exit(status);
