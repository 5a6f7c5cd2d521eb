/**
 * Page addresses of editorial entries: a Latin slug made from the Russian title, the rule it must
 * follow, and when the editor may still change it. Pure, no dependencies: the Decap widget
 * (src/islands/content/AddressControl.tsx), the content schemas and the tests share it.
 */

/** Source of the address rule: Latin lowercase letters and digits, words joined by single hyphens. */
export const ADDRESS_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** The address rule as a regular expression. */
export const ADDRESS_RE = new RegExp(ADDRESS_PATTERN);

/** Longest address made from a title; longer titles are cut at a word boundary. */
export const ADDRESS_MAX = 80;

/** The hint shown when an address breaks the rule. */
export const ADDRESS_RULE_HINT = 'Латиницей, цифрами и дефисами, например novyy-restoran-v-tveri';

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Ukrainian, Belarusian and Kazakh letters that turn up in place names.
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

/** Russian (Cyrillic) text in Latin letters: «Щёлково» → `shchyolkovo`; other characters stay. */
export function transliterate(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += CYRILLIC_TO_LATIN[ch] ?? ch;
  return out;
}

/**
 * The page address for a title: «Открыли ресторан у вокзала в Твери» →
 * `otkryli-restoran-u-vokzala-v-tveri`. Accents are dropped, anything but Latin letters and
 * digits becomes one hyphen, and an address longer than {@link ADDRESS_MAX} is cut after a word.
 */
export function slugFromTitle(title: string): string {
  const latin = transliterate(title)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (latin.length <= ADDRESS_MAX) return latin;
  const cut = latin.slice(0, ADDRESS_MAX + 1);
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : latin.slice(0, ADDRESS_MAX)).replace(/-+$/, '');
}

/**
 * What the editor types into the address field, as they type it: Russian letters in Latin,
 * capitals in lowercase, spaces as hyphens; hyphens are not trimmed, so the next word can follow.
 */
export function typedAddress(raw: string): string {
  return transliterate(raw)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s_]+/g, '-');
}

/** What is wrong with an address, in Russian, or `null` when it is fine. */
export function addressProblem(address: string): string | null {
  if (address === '') return 'Укажите адрес страницы: он подставляется из заголовка';
  if (!ADDRESS_RE.test(address)) return `Адрес страницы: ${ADDRESS_RULE_HINT.toLowerCase()}`;
  if (address.length > ADDRESS_MAX) return `Адрес страницы: не длиннее ${ADDRESS_MAX} знаков`;
  return null;
}

/**
 * Whether the address can no longer change: once an entry has been saved it has a file and,
 * soon, a published page, so only a new, never saved entry has an editable address.
 */
export function addressLocked(isNewEntry: boolean): boolean {
  return !isNewEntry;
}

/**
 * The address a new entry gets when its title changes from `previousTitle` to `title`, or `null`
 * to keep `current`: the address follows the title until the editor types an address of their own.
 */
export function followTitle(current: string, previousTitle: string, title: string): string | null {
  if (current !== '' && current !== slugFromTitle(previousTitle)) return null;
  const next = slugFromTitle(title);
  return next === current ? null : next;
}
