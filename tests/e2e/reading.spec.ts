/**
 * What a visitor reads and taps, page kind by page kind (issue 36), in one tab per shard
 * (tests/e2e/sweep.ts), with the notices answered and the page's clock at the server's noon:
 * - on the phone (360 px), where lines are shortest: Russian typography in the main text (no short
 *   word followed by an ordinary space, no number by one before its unit: tests/e2e/reading.ts),
 *   and a finger's 44 px for every control (tests/e2e/targets.ts), on every reading kind and the
 *   menu's other kinds (the whole menu, breakfast, delivery, the tray); the islands' open states
 *   are read by tests/e2e/targets.spec.ts;
 * - on a touch laptop (1440 px, coarse pointer), the 44 px on three kinds with many controls: the
 *   rules are the phone's, so they stand for the rest there.
 * A page that opens a dialog by itself (a combo's «the campaign is over») is measured with it, then
 * without.
 */
import { expect, test, type Page } from '@playwright/test';
import { forgetSite, shards, sweep } from './sweep';
import { expectTypeset, readText } from './reading';
import { expectTargets, noticesAnswered, settled } from './targets';
import { readingPageKinds } from './utils';

test.use({ hasTouch: true });

/** One page of each kind, with the menu's other kinds: the whole menu, breakfast, delivery, tray. */
const PAGES = [...readingPageKinds(), '/menu', '/menu/breakfast', '/menu/delivery', '/menu/tray'];
/** Kinds whose main text is read (the menu's other kinds repeat the category's). */
const READ = new Set(readingPageKinds());
/** The pages a touch laptop is checked on. */
const ON_TOUCH_LAPTOPS = [
  '/',
  PAGES.find((p) => /^\/menu\/burgers\/./.test(p)) ?? '',
  '/restaurants',
];

const SHARDS = 4;

/** Typography (where read) and targets on each of `paths`, in one tab. */
async function readPages(
  page: Page,
  paths: readonly string[],
  isMobile: boolean,
  baseURL?: string,
) {
  test.setTimeout(20_000 + paths.length * 30_000);
  await settled(page, baseURL);
  await sweep(paths, async (path) => {
    await forgetSite(page);
    await noticesAnswered(page, baseURL);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();
    if (isMobile && READ.has(path)) {
      expectTypeset(await readText(page, 'main'), path);
      // The text was read by taking controls out of the page: the targets get it whole again.
      await page.reload({ waitUntil: 'networkidle' });
    }
    const opened = page.locator('dialog[open]');
    if ((await opened.count()) > 0) {
      await expectTargets(page, `${path}, its dialog`, 'dialog[open]');
      await opened.getByRole('button', { name: 'Закрыть' }).click();
      await expect(opened).toHaveCount(0);
    }
    await expectTargets(page, path);
  });
}

// playwright.config.ts leaves @mobile-only out of the desktop project and @desktop-only out of
// the phone one.
for (const [index, shard] of shards(PAGES, SHARDS).entries()) {
  test(
    `reading sweep ${index + 1} of ${SHARDS} on the phone: typography and 44 px targets`,
    { tag: '@mobile-only' },
    ({ page, baseURL }) => readPages(page, shard, true, baseURL),
  );
}
test(
  'every control on a touch laptop gives a finger 44 px',
  { tag: '@desktop-only' },
  ({ page, baseURL }) => readPages(page, ON_TOUCH_LAPTOPS, false, baseURL),
);
