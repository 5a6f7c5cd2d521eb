/**
 * Matching a typed city name: case and ё/е do not matter, text typed in the wrong keyboard layout
 * («vjcrdf» → «москва») and Latin transliteration («kazan» → «казань») still find the city.
 * Reuses the search normalisation of src/lib/search.
 */
import { foldCase, latinLayoutToCyrillic, transliterate } from '../search/normalize.ts';

/** Lower case, ё → е, hyphens and repeated spaces folded to one space. */
export function normalizeName(text: string): string {
  return foldCase(text)
    .replace(/[\s\-‐–—]+/g, ' ')
    .trim();
}

/** The text as if typed in the Russian layout (letters only; other characters kept). */
export function fromLatinLayout(text: string): string {
  return latinLayoutToCyrillic(text);
}

/** The ways a query may be meant: as typed, in the other layout, transliterated. */
function variants(query: string): string[] {
  const typed = normalizeName(query);
  if (!/[a-z]/i.test(query)) return [typed];
  return [typed, normalizeName(fromLatinLayout(query)), normalizeName(transliterate(query))];
}

/** True when a word of `name` (or the whole name) starts with one of the query's variants. */
function startsWord(name: string, queries: readonly string[]): boolean {
  const target = normalizeName(name);
  return queries.some(
    (q) => q === '' || target.startsWith(q) || target.split(' ').some((w) => w.startsWith(q)),
  );
}

/** True when `name` matches the query. */
export function matchesName(name: string, query: string): boolean {
  return startsWord(name, variants(query));
}

/** The items whose name matches, those starting with the query first. */
export function filterByName<T extends { readonly name: string }>(
  items: readonly T[],
  query: string,
): T[] {
  const queries = variants(query);
  const matched = items.filter((item) => startsWord(item.name, queries));
  const starts = (item: T): boolean => queries.some((q) => normalizeName(item.name).startsWith(q));
  return [...matched.filter(starts), ...matched.filter((item) => !starts(item))];
}
