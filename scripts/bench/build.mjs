// `npm run bench:build`: how long the production build takes for the site as it is and with ten
// times the news (generated into a temporary copy of the repository), so we know how editors'
// rebuilds grow. Prints a table; the working tree is left untouched.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
const SKIP = new Set(['node_modules', 'dist', '.git', '.astro', '.data', 'test-results']);
const FACTOR = Number(process.env.BENCH_NEWS_FACTOR ?? 10);

/** A copy of the repository in a temp directory, sharing node_modules. */
function copyRepo(label) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-build-${label}-`));
  for (const entry of readdirSync(ROOT)) {
    if (SKIP.has(entry)) continue;
    cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'));
  return dir;
}

/** Adds (FACTOR − 1) variants of every news article with their own codes and dates. */
function multiplyNews(dir) {
  const news = path.join(dir, 'src/content/news');
  const files = readdirSync(news).filter((f) => f.endsWith('.md'));
  for (const file of files) {
    const text = readFileSync(path.join(news, file), 'utf8');
    for (let i = 2; i <= FACTOR; i += 1) {
      const copy = text
        .replace(/^title: '(.*)'$/m, (_, t) => `title: '${t.slice(0, 110)} (${i})'`)
        .replace(/^date: (\d{4})-/m, (_, y) => `date: ${Number(y) - i}-`);
      writeFileSync(path.join(news, file.replace(/\.md$/, `-${i}.md`)), copy);
    }
  }
  return readdirSync(news).length;
}

/** Runs the production build in `dir`; returns seconds and the number of HTML pages. */
function build(dir) {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', BUILD_ID: 'bench' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) {
    console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
    throw new Error(`build failed in ${dir}`);
  }
  const count = (d) =>
    readdirSync(d, { withFileTypes: true }).reduce(
      (n, e) =>
        n + (e.isDirectory() ? count(path.join(d, e.name)) : e.name.endsWith('.html') ? 1 : 0),
      0,
    );
  return { seconds, pages: count(path.join(dir, 'dist/client')) };
}

const rows = [];
for (const [label, grow] of [
  ['as is', false],
  [`${FACTOR}× news`, true],
]) {
  const dir = copyRepo(grow ? 'news' : 'asis');
  try {
    const news = grow ? multiplyNews(dir) : readdirSync(path.join(dir, 'src/content/news')).length;
    console.log(`building: ${label} (${news} news) in ${dir}`);
    rows.push({ label, news, ...build(dir) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const base = rows[0];
console.log('\n| site | news | HTML pages | build, s | × time |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.label} | ${r.news} | ${r.pages} | ${r.seconds.toFixed(1)} | ${(r.seconds / base.seconds).toFixed(2)} |`,
  );
}
