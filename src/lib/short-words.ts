/**
 * Short words bound to the next one with a no-break space, as typograf binds them on the pages
 * (its ru/nbsp/shortWord: words of up to two letters) and also the three-letter prepositions
 * (для, без, при, про, над, под), which it leaves free. Light (no typograf), so the islands and
 * stores typeset their own strings with it at the source; the build runs it as a typograf rule
 * (src/lib/typography.ts), so pages and islands follow one rule.
 */

/**
 * Longer words bound like those of one or two letters: typograf's own list (если, или, как, обо)
 * and the three-letter prepositions.
 */
export const BOUND_WORDS = ['без', 'для', 'если', 'или', 'как', 'над', 'обо', 'под', 'при', 'про'];

/** Particles lean on the word before them (typograf's ru/nbsp/beforeParticle): «можно ли». */
const PARTICLES = 'ли|ль|же|бы|б';

/** A word of one or two letters or a three-letter preposition, an ordinary space, a word. */
const SHORT_WORD = new RegExp(
  `(?<=^|[\\s(«„"“])(?!(?:${PARTICLES})(?![а-яё]))([а-яё]{1,2}|${BOUND_WORDS.join('|')}) (?=[^\\s—–-])`,
  'giu',
);

/** Bind each short word of `text` to the word after it (idempotent). */
export function bindShortWords(text: string): string {
  return text.replace(SHORT_WORD, '$1\u00a0');
}

/** A string typeset at the source: `ru\`Цены для города ${name}\`` binds its short words. */
export function ru(strings: TemplateStringsArray, ...values: readonly unknown[]): string {
  return bindShortWords(
    strings.reduce(
      (text, part, i) => text + part + (i < values.length ? String(values[i]) : ''),
      '',
    ),
  );
}
