// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) for one page of each
// kind that exists: performance, accessibility, best practices, SEO, LCP, TBT, CLS.
//   -- --editorial   every editorial page of the sitemap instead (all but /menu… and /restaurants…)
//   -- /path …       just these paths
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';
import { editorialPages, pagesByKind, startServer } from './server.mjs';

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: await findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const rows = [];
try {
  const args = process.argv.slice(2);
  const paths = args.filter((arg) => arg.startsWith('/'));
  // Lighthouse refuses to score a page answered with 404, so the not-found page is left out.
  const kinds = args.includes('--editorial')
    ? (await editorialPages(server.origin)).map((path) => ['editorial', path])
    : paths.length > 0
      ? paths.map((path) => ['page', path])
      : (await pagesByKind(server.origin)).filter(([kind]) => kind !== '404');
  const run = async (path) =>
    (
      await lighthouse(server.origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
    ).lhr;
  for (const [kind, path] of kinds) {
    // A run that failed to measure (a protocol timeout on a busy machine: no score) is retried,
    // and reported as an error if it fails again rather than as a score of 0.
    let lhr = await run(path);
    if (lhr.runtimeError || lhr.categories.performance?.score == null) lhr = await run(path);
    const failed =
      lhr.runtimeError?.code ?? (lhr.categories.performance?.score == null && 'no score');
    if (failed) {
      rows.push({ kind, path, performance: `error: ${failed}` });
      continue;
    }
    const { categories, audits } = lhr;
    const score = (name) => Math.round((categories[name]?.score ?? 0) * 100);
    rows.push({
      kind,
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    });
  }
} finally {
  await chrome.kill();
  server.stop();
}
console.log('Lighthouse 13, mobile preset (simulated slow 4G, 4× CPU slowdown):');
console.table(rows);
if (rows.length > 8) {
  const scored = rows.filter((row) => typeof row.performance === 'number');
  const below = rows.filter((row) => row.performance !== 100);
  console.log(
    `${rows.length} pages: ${rows.length - below.length} score 100 for performance, lowest` +
      ` ${Math.min(...scored.map((row) => row.performance))}, ${rows.length - scored.length}` +
      ` not measured; largest CLS ${Math.max(...scored.map((row) => row.CLS))}`,
  );
  for (const row of below) console.log(`  ${row.performance}  ${row.path}`);
}
