/**
 * Russian typography as a visitor reads it (issue 36, issue 45): no short word (one or two letters,
 * or a preposition or conjunction of typograf's list and the three-letter prepositions
 * src/lib/short-words.ts binds) followed by an ordinary space, and no number by an ordinary space
 * before its unit. Used by tests/e2e/reading.spec.ts (each page kind's main text) and
 * tests/e2e/targets.spec.ts (the islands' open states).
 */
import { expect, type Page } from '@playwright/test';

/** typograf's `ru/shortWord` list with над (src/lib/short-words.ts binds these to the next word). */
const SHORT_WORDS =
  'а|без|в|во|если|да|до|для|за|и|или|из|к|ко|как|ли|на|над|но|не|ни|о|об|обо|от|по|про|при|под|с|со|то|у';
/** Particles bind to the word before them (typograf's ru/nbsp/beforeParticle): «можно\u00a0ли ещё». */
const PARTICLE = 'ли|ль|же|бы|б';
const SHORT_WORD = new RegExp(
  `(?<=^|[\\s(«„"“])(?:[а-яё]{1,2}|${SHORT_WORDS})(?<!\\u00a0(?:${PARTICLE})) (?=\\S)`,
  'giu',
);
/** A number, an ordinary space and a unit of measure or currency. */
const NUMBER_UNIT =
  /\d (?:%|₽|г|кг|мг|мл|л|ккал|кДж|руб\.?|коп\.?|мин|ч|км|м|см|шт\.?|тыс\.|млн|млрд)(?![а-яё])/giu;

/**
 * The rendered text of `scope` (a selector), without form controls (buttons too), code and
 * scripts. `controls` keeps the labels of buttons and fields (an island's open panel is mostly
 * controls), else the page is changed: reload it before measuring anything else.
 */
export async function readText(page: Page, scope: string, controls = false): Promise<string> {
  return page.locator(scope).evaluate((root: HTMLElement, keep: boolean) => {
    if (keep) return root.innerText;
    // Taken out of the live page, so innerText stays the rendered text: hidden parts left out,
    // white space as the browser lays it out.
    root
      .querySelectorAll(
        'script, style, template, code, pre, kbd, samp, textarea, select, input, button',
      )
      .forEach((element) => {
        element.remove();
      });
    return root.innerText;
  }, controls);
}

/** Each place a rule is broken, with a few characters around it. */
function breaks(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map(({ index }) =>
    text.slice(Math.max(0, index - 20), index + 20).replace(/\s+/g, ' '),
  );
}

/** `text` has no short word and no number left free before an ordinary space. */
export function expectTypeset(text: string, where: string): void {
  expect(text.length, where).toBeGreaterThan(0);
  expect(breaks(text, SHORT_WORD), `${where}: a short word before an ordinary space`).toEqual([]);
  expect(breaks(text, NUMBER_UNIT), `${where}: a number before its unit`).toEqual([]);
}
