import { expect, test, type Page } from '@playwright/test';
import { readingPageKinds } from './utils';

/**
 * Russian typography (issue 36): in the main text of one page of each kind, no short word (one or
 * two letters, or a preposition or conjunction of typograf's list) is followed by an ordinary
 * space, and no number by an ordinary space before its unit. Runs at 360 px in the mobile project,
 * where lines are shortest.
 */

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

/** One page of each kind with main text. */
const PAGES = readingPageKinds();

/** The main element's rendered text, without form controls (buttons too), code and scripts. */
async function mainText(page: Page): Promise<string> {
  // Taken out of the live page (the test reads nothing after this), so innerText stays the
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

// At the phone's width, where lines are shortest: the desktop project leaves @mobile-only out.
test.describe('typography of the main text', { tag: '@mobile-only' }, () => {
  for (const path of PAGES.filter(Boolean)) {
    test(`${path}: short words and units are bound to what follows`, async ({ page }) => {
      // The page's clock where the server's is (noon in Moscow, playwright.config.ts): at another
      // hour the menu's island starts at once and shows the API's day part instead of the page's.
      const shift = Number(process.env['SITE_CLOCK_SHIFT'] ?? 0) * 60_000;
      await page.clock.setFixedTime(new Date(Date.now() + shift));
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      const text = await mainText(page);
      expect(text.length).toBeGreaterThan(0);
      expect(breaks(text, SHORT_WORD), 'a short word before an ordinary space').toEqual([]);
      expect(breaks(text, NUMBER_UNIT), 'a number before its unit').toEqual([]);
    });
  }
});
