/**
 * What a visitor reads and taps, page kind by page kind (issue 36), in one tab per shard
 * (tests/e2e/sweep.ts), with the notices answered and the page's clock at the server's noon:
 * - on the phone (360 px), where lines are shortest: Russian typography in the main text (no short
 *   word, one or two letters or a preposition or conjunction of typograf's list, followed by an
 *   ordinary space, and no number by an ordinary space before its unit), and a finger's 44 px for
 *   every control (tests/e2e/targets.ts), on every reading kind and the menu's other kinds (the
 *   whole menu, breakfast, delivery, the tray);
 * - on a touch laptop (1440 px, coarse pointer), the 44 px on three kinds with many controls: the
 *   rules are the phone's, so they stand for the rest there.
 * A page that opens a dialog by itself (a combo's «the campaign is over») is measured with it, then
 * without.
 */
import { expect, test, type Page } from '@playwright/test';
import { forgetSite, shards, sweep } from './sweep';
import { expectTargets, noticesAnswered, settled } from './targets';
import { readingPageKinds } from './utils';

test.use({ hasTouch: true });

/** typograf's `ru/shortWord` list (src/lib/typography.ts binds these to the next word). */
const SHORT_WORDS =
  'а|без|в|во|если|да|до|для|за|и|или|из|к|ко|как|ли|на|но|не|ни|о|об|обо|от|по|про|при|под|с|со|то|у';
/** Particles bind to the word before them (typograf's ru/nbsp/beforeParticle): «можно\u00a0ли ещё». */
const PARTICLE = 'ли|ль|же|бы|б';
const SHORT_WORD = new RegExp(
  `(?<=^|[\\s(«„"“])(?:[а-яё]{1,2}|${SHORT_WORDS})(?<!\\u00a0(?:${PARTICLE})) (?=\\S)`,
  'giu',
);
/** A number, an ordinary space and a unit of measure or currency. */
const NUMBER_UNIT =
  /\d (?:%|₽|г|кг|мг|мл|л|ккал|кДж|руб\.?|коп\.?|мин|ч|км|м|см|шт\.?|тыс\.|млн|млрд)(?![а-яё])/giu;

/** The main element's rendered text, without form controls (buttons too), code and scripts. */
async function mainText(page: Page): Promise<string> {
  // Taken out of the live page (which is loaded anew after), so innerText stays the
  // rendered text: hidden parts left out, white space as the browser lays it out.
  return page.locator('main').evaluate((main: HTMLElement) => {
    main
      .querySelectorAll(
        'script, style, template, code, pre, kbd, samp, textarea, select, input, button',
      )
      .forEach((element) => {
        element.remove();
      });
    return main.innerText;
  });
}

/** Each place a rule is broken, with a few characters around it. */
function breaks(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map(({ index }) =>
    text.slice(Math.max(0, index - 20), index + 20).replace(/\s+/g, ' '),
  );
}

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
      const text = await mainText(page);
      expect(text.length).toBeGreaterThan(0);
      expect(breaks(text, SHORT_WORD), 'a short word before an ordinary space').toEqual([]);
      expect(breaks(text, NUMBER_UNIT), 'a number before its unit').toEqual([]);
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
