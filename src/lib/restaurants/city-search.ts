/**
 * Matching a typed city name: case and ё/е do not matter, and text typed in the wrong keyboard
 * layout (QWERTY for ЙЦУКЕН: «vjcrdf» → «москва») still finds the city.
 */

const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const toCyrillic = new Map([...LATIN].map((ch, i) => [ch, CYRILLIC[i] ?? ch]));

/** Lower case, ё → е, hyphens and repeated spaces folded to one space. */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[\s\-‐–—]+/g, ' ')
    .trim();
}

/** The text as if typed in the Russian layout (letters only; other characters kept). */
export function fromLatinLayout(text: string): string {
  return [...text.toLowerCase()].map((ch) => toCyrillic.get(ch) ?? ch).join('');
}

/** True when `name` matches the query: a word of it (or the whole name) starts with the query. */
export function matchesName(name: string, query: string): boolean {
  const target = normalizeName(name);
  const candidates = [normalizeName(query), normalizeName(fromLatinLayout(query))];
  return candidates.some(
    (q) => q === '' || target.startsWith(q) || target.split(' ').some((w) => w.startsWith(q)),
  );
}

/** The items whose name matches, those starting with the query first. */
export function filterByName<T extends { readonly name: string }>(
  items: readonly T[],
  query: string,
): T[] {
  const matched = items.filter((item) => matchesName(item.name, query));
  const q = normalizeName(query);
  const qLayout = normalizeName(fromLatinLayout(query));
  const starts = (item: T): boolean => {
    const n = normalizeName(item.name);
    return n.startsWith(q) || n.startsWith(qLayout);
  };
  return [...matched.filter(starts), ...matched.filter((item) => !starts(item))];
}
