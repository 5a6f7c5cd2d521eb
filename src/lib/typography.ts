/**
 * Russian typography at build time, by typograf (https://github.com/typograf/typograf): no-break
 * spaces after short words and before dashes, numbers bound to their units, «ёлочки» and dashes.
 * Server and build only (never imported by a browser module): the library weighs ~23 KB gzip.
 * Output is real characters (U+00A0, U+202F), never HTML entities, so it is safe in JSON props;
 * content files stay plain text, only what the build renders is typeset.
 */
import Typograf from 'typograf';
import { bindShortWords } from './short-words.ts';

/** The brand as editors type it, with any spaces. */
const BRAND_TYPED = /Вкусно[ \u00a0]+[–-][ \u00a0]+и[ \u00a0]+точка/g;
/** The brand as the site binds it by hand: its en dash, never broken across lines. */
export const BRAND_BOUND = 'Вкусно\u00a0–\u00a0и\u00a0точка';
/** The brand while the dash rules run: a private-use character holds its en dash. */
const BRAND_HELD = 'Вкусно\u00a0\ue000\u00a0и\u00a0точка';

/**
 * A number and the unit or word after it, bound: «15 %», «0,4 л» (typograf's afterNumber binds
 * only whole numbers after a space, not «0,4» or «1,5»).
 */
const NUMBER_UNIT = /(\d) (?=[%‰₽]|[а-яё])/giu;

// Our rules run inside typograf's queue, so never on the markup it keeps aside (islands, code).
// The brand keeps its en dash (ru/dash/main, index 305, would make it an em dash).
Typograf.addRule({
  name: 'ru/other/brandHold',
  index: 300,
  handler: (text) => text.replace(BRAND_TYPED, BRAND_HELD),
});
Typograf.addRule({
  name: 'ru/other/brandRelease',
  index: 2000,
  handler: (text) => text.replaceAll('\ue000', '–'),
});
// typograf's dash rule leaves an ordinary space before a dash after a bound particle («Там же —»).
Typograf.addRule({
  name: 'ru/nbsp/beforeEveryDash',
  index: 2010,
  handler: (text) => text.replace(/[ \t]+(?=—)/g, '\u00a0'),
});
// The islands bind their short words at the source with the same rule (src/lib/short-words.ts),
// the three-letter prepositions too, which typograf's ru/nbsp/shortWord may leave free.
Typograf.addRule({
  name: 'ru/nbsp/shortWordsAtSource',
  index: 2020,
  handler: (text) => bindShortWords(text),
});
Typograf.addRule({
  name: 'ru/nbsp/decimalUnit',
  index: 520,
  handler: (text) => text.replace(NUMBER_UNIT, '$1\u00a0'),
});

const typograf = new Typograf({
  locale: ['ru', 'en-US'],
  // Numbers bound to the word after them: «5 г», «200 мл», «50 ресторанов».
  enableRule: ['common/nbsp/afterNumber'],
  disableRule: [
    // Texts are pieces of a page (a Markdown text node ends before a link): keep their edges.
    'common/space/trimLeft',
    'common/space/trimRight',
    'common/space/delTrailingBlanks',
    'common/space/delRepeatN',
    // «15 %»: Russian puts a (no-break) space before the percent sign; see NUMBER_UNIT above.
    'common/space/delBeforePercent',
    // Rules that rewrite what an editor wrote rather than how it is set.
    'ru/other/phone-number',
    'ru/punctuation/ano',
    'ru/typo/switchingKeyboardLayout',
    'ru/date/fromISO',
    'common/punctuation/delDoublePunctuation',
    // Moves quotes around a link into or out of it: the link's name is the editor's.
    'common/punctuation/quoteLink',
  ],
});
// In HTML (a page's main element): islands hydrate from their own props, so their markup stays as
// rendered; form controls and drawings are not prose (typograf keeps code, pre and scripts itself).
// A Markdown link's address in a frontmatter string (FAQ answers): «[«Акции»](/offers)».
typograf.addSafeTag(/\]\([^)\s]*\)/g);
for (const tag of ['astro-island', 'textarea', 'select', 'svg', 'math', 'template'])
  typograf.addSafeTag(new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`, 'gi'));

/** Typeset a plain string (a title, a product name, a sentence of a page). */
export function typeset(text: string): string {
  if (!/[ \-"'.]/.test(text)) return text;
  return typograf.execute(text);
}

/** Keys of frontmatter and catalog objects that are addresses or codes, never shown as prose. */
const NOT_PROSE = new Set(['slug', 'href', 'url', 'src', 'image', 'city', 'cover', 'code', 'id']);

/**
 * Typeset every shown string of an entry (frontmatter, a catalog object): strings under keys that
 * name addresses or codes, and strings without a space (codes, URLs, single words), stay as they are.
 */
export function typesetEntry<T>(value: T, key = ''): T {
  if (typeof value === 'string')
    return (NOT_PROSE.has(key) || !/\s/.test(value) ? value : typeset(value)) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => typesetEntry(item, key)) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, typesetEntry(v as unknown, k)]),
    ) as T;
  return value;
}

/** The catalog's shown texts, by key: names, descriptions, size and volume labels. */
const CATALOG_TEXTS = new Set([
  'name',
  'description',
  'detailText',
  'sizeName',
  'volumeName',
  'flavorName',
  'servingSizeName',
]);

/**
 * Typeset the shown texts of a catalog object (a product, a category) and nothing else: its
 * other strings are codes and fixed lists (allergens, stickers) the code compares.
 */
export function typesetCatalog<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (CATALOG_TEXTS.has(key) ? typeset(value) : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => typesetCatalog(item, key)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, typesetCatalog(v as unknown, k)]),
    ) as T;
  return value;
}
