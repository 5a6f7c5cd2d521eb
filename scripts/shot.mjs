// Developer tool: screenshots of pages at 360 and 1440 px. Usage: node scripts/shot.mjs BASE path...
// AT=2026-03-02T09:00:00Z pins the pages' clock (e.g. to a day part).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_ARGS,
});
for (const width of [360, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 360 ? 780 : 900 } });
  if (process.env.AT) await page.clock.setFixedTime(new Date(process.env.AT));
  page.on('console', (m) => m.type() === 'error' && console.log(`[${width}] console:`, m.text()));
  page.on('pageerror', (e) => console.log(`[${width}] pageerror:`, e.message));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `/tmp/shot-${width}${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
