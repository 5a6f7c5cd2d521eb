/**
 * Text normalisation for search: ё = е, the wrong keyboard layout (ЙЦУКЕН ↔ QWERTY, both ways)
 * and Latin transliteration of Russian («chizburger» → «чизбургер»). Pure, no dependencies.
 */

const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';

const toCyrillic = new Map<string, string>();
const toLatin = new Map<string, string>();
for (let i = 0; i < QWERTY.length; i += 1) {
  const latin = QWERTY.charAt(i);
  const cyrillic = JCUKEN.charAt(i);
  toCyrillic.set(latin, cyrillic);
  toLatin.set(cyrillic, latin);
}
const SHIFTED: [string, string][] = [
  ['{', 'х'],
  ['}', 'ъ'],
  [':', 'ж'],
  ['"', 'э'],
  ['<', 'б'],
  ['>', 'ю'],
  ['~', 'ё'],
];
for (const [latin, cyrillic] of SHIFTED) toCyrillic.set(latin, cyrillic);

/** Lower-case and fold ё into е. */
export function foldCase(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

/** Text typed on the QWERTY layout while meaning ЙЦУКЕН: `xbp,ehuth` → «чизбургер». */
export function latinLayoutToCyrillic(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += toCyrillic.get(ch) ?? ch;
  return out;
}

/** Text typed on ЙЦУКЕН while meaning QWERTY: «сщдф» → `cola`. */
export function cyrillicLayoutToLatin(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += toLatin.get(ch) ?? ch;
  return out;
}

const TRANSLIT: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ts', 'ц'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'е'],
  ['ye', 'е'],
  ['ju', 'ю'],
  ['ja', 'я'],
  ['jo', 'е'],
  ['ee', 'и'],
  ['oo', 'у'],
  ['ck', 'к'],
  ['ph', 'ф'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['h', 'х'],
  ['c', 'к'],
  ['w', 'в'],
  ['x', 'кс'],
  ['q', 'к'],
  ['j', 'й'],
  ['y', 'ы'],
  ["'", 'ь'],
];
const VOWELS = 'аеиоуыэюя';

/** Latin transliteration back to Cyrillic: «chizburger» → «чизбургер», «chay» → «чай». */
export function transliterate(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  let i = 0;
  while (i < lower.length) {
    const rest = lower.slice(i);
    if (rest.startsWith('y') && !/^y[aeiou]/.test(rest)) {
      const prev = out.at(-1) ?? '';
      out += prev !== '' && VOWELS.includes(prev) ? 'й' : 'ы';
      i += 1;
      continue;
    }
    const pair = TRANSLIT.find(([latin]) => rest.startsWith(latin));
    if (pair) {
      out += pair[1];
      i += pair[0].length;
    } else {
      out += lower.charAt(i);
      i += 1;
    }
  }
  return out;
}

/** Words of a text: letters and digits only, lower case, ё = е. */
export function words(text: string): string[] {
  return foldCase(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const LATIN = /[a-z]/i;
const CYRILLIC = /[а-яё]/i;

/**
 * Ways to read a query, the literal one first: as typed; if it has Latin letters, as typed on the
 * wrong layout and as transliteration; if it has Cyrillic, as typed on the wrong layout (Latin).
 */
export function queryVariants(query: string): string[] {
  const variants = [words(query).join(' ')];
  if (LATIN.test(query)) {
    variants.push(words(latinLayoutToCyrillic(query)).join(' '));
    variants.push(words(transliterate(query)).join(' '));
  }
  if (CYRILLIC.test(query)) variants.push(words(cyrillicLayoutToLatin(query)).join(' '));
  return [...new Set(variants.filter((v) => v.length > 0))];
}
