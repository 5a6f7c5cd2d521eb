// `npm run bench:build`: how long the production build takes for the site as it is and with ten
// times the news (generated into a temporary copy of the repository), so we know how editors'
// rebuilds grow: the Node build (scripts/build.mjs: its pre-compression runs mostly while Astro
// renders the pages; what is left after Astro is timed apart) and the Netlify build
// (NETLIFY=true: netlify-finish.mjs instead of compressing). Prints a table; the
// working tree is left untouched. The machine's load average is printed too: on a shared machine
// the seconds are only comparable within one run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { copyRepo } from '../copy-repo.mjs';

const FACTOR = Number(process.env.BENCH_NEWS_FACTOR ?? 10);

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

/** Counts the HTML pages under `dir`. */
const countPages = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) =>
      n + (e.isDirectory() ? countPages(path.join(dir, e.name)) : e.name.endsWith('.html') ? 1 : 0),
    0,
  );

/**
 * Runs the production build in `dir` (the Netlify one when `netlify`); returns its seconds, the
 * seconds of `astro build` and of the pre-compression as scripts/build.mjs reports them, and the
 * number of HTML pages.
 */
function build(dir, netlify) {
  rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  rmSync(path.join(dir, '.netlify'), { recursive: true, force: true });
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', BUILD_ID: 'bench' };
  if (netlify) env.NETLIFY = 'true';
  else delete env.NETLIFY;
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: dir,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) {
    console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
    throw new Error(`build failed in ${dir}`);
  }
  const reported = (pattern) => Number(pattern.exec(run.stdout)?.[1] ?? NaN);
  return {
    seconds,
    astro: reported(/astro build took ([\d.]+) s/),
    compress: reported(/pre-compressed \d+ files .* in ([\d.]+) s/),
    // The Node adapter writes static files to dist/client, Netlify's to dist.
    pages: countPages(
      path.join(dir, existsSync(path.join(dir, 'dist/client')) ? 'dist/client' : 'dist'),
    ),
  };
}

const rows = [];
for (const [label, grow] of [
  ['as is', false],
  [`${FACTOR}× news`, true],
]) {
  const dir = copyRepo(grow ? 'bench-news' : 'bench-asis');
  try {
    const news = grow ? multiplyNews(dir) : readdirSync(path.join(dir, 'src/content/news')).length;
    for (const [target, netlify] of [
      ['Node', false],
      ['Netlify', true],
    ]) {
      console.log(`building: ${label} (${news} news), ${target}, in ${dir}`);
      rows.push({ label, news, target, ...build(dir, netlify) });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const seconds = (s) => (Number.isNaN(s) ? '—' : s.toFixed(1));
console.log(
  '\n| site | news | build | HTML pages | total, s | astro build, s | compression after it, s | × time |',
);
console.log('|---|---:|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const base = rows.find((b) => b.target === r.target) ?? r;
  console.log(
    `| ${r.label} | ${r.news} | ${r.target} | ${r.pages} | ${seconds(r.seconds)} | ${seconds(r.astro)} | ${seconds(r.compress)} | ${(r.seconds / base.seconds).toFixed(2)} |`,
  );
}
console.log(
  `\nload average (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
