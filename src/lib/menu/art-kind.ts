/**
 * Which illustration a product gets and its colours: the kind follows the category and the slug,
 * the tint follows flavour words in the slug, so cards of one category still look different.
 */

/** Illustration kinds drawn by art.ts. */
export type ArtKind =
  | 'burger'
  | 'chicken-burger'
  | 'fish-burger'
  | 'pieces'
  | 'roll'
  | 'fries'
  | 'snack'
  | 'salad'
  | 'muffin'
  | 'pancakes'
  | 'porridge'
  | 'omelette'
  | 'croissant'
  | 'cup'
  | 'juice'
  | 'bottle'
  | 'shake'
  | 'coffee'
  | 'tea'
  | 'pie'
  | 'cake'
  | 'donut'
  | 'cookie'
  | 'cone'
  | 'sundae'
  | 'sauce'
  | 'combo'
  | 'kids';

/** The slug words and the colour they give, first match wins. */
const TINTS: readonly [RegExp, string][] = [
  [/zero/, '#2b2b2b'],
  [/cola/, '#5a2a14'],
  [/lemon-lime|tarragon|green|caesar|garden|greek|veggie/, '#5fae4e'],
  [/orange|sea-buckthorn|peach|carrot|curry|mustard|honey/, '#f29b26'],
  [/cherry|raspberry|cranberry|berry|strawberry|chili|bbq|ketchup|sweet-sour/, '#c8324a'],
  [/apple/, '#e9c94b'],
  [/chocolate|mocha|cocoa|brownie/, '#6b3a22'],
  [/caramel|latte|raf|frappe|maple/, '#c88a4a'],
  [/vanilla|cheese|garlic|tartar|cheesecake|snowstorm/, '#f3e2ad'],
  [/water/, '#9fd3ef'],
  [/black|americano|espresso/, '#3b2314'],
  [/ginger|lemon/, '#e6c24a'],
  [/shrimp|fish/, '#f0a35e'],
  [/spicy|texas/, '#d9452b'],
  [/mushroom/, '#8b6a4e'],
];

/** The tint of a product from its slug, or the fallback. */
export function artTint(slug: string, fallback = '#f29b26'): string {
  return TINTS.find(([pattern]) => pattern.test(slug))?.[1] ?? fallback;
}

/** The illustration kind of a product from its categories (ids of the catalog) and slug. */
export function artKind(slug: string, categoryIds: readonly number[]): ArtKind {
  const has = (id: number): boolean => categoryIds.includes(id);
  if (has(415)) return 'kids';
  if (has(414)) return 'combo';
  if (/roll/.test(slug) && !/onion-rings/.test(slug)) return 'roll';
  if (has(409)) return /fish/.test(slug) ? 'fish-burger' : has(408) ? 'chicken-burger' : 'burger';
  // A breakfast muffin is a muffin whatever is in it (the chicken one is also a chicken product).
  if (/muffin-/.test(slug) && has(413)) return 'muffin';
  if (has(408) && !has(412)) return 'pieces';
  if (/^fries|wedges/.test(slug)) return 'fries';
  if (has(411)) return 'snack';
  if (has(412)) return 'salad';
  if (/pancakes|syrniki|toast/.test(slug)) return 'pancakes';
  if (/porridge/.test(slug)) return 'porridge';
  if (/omelette/.test(slug)) return 'omelette';
  if (/croissant/.test(slug)) return 'croissant';
  if (has(419) || /iced-latte|frappe|smoothie/.test(slug)) return 'shake';
  if (/juice|nectar/.test(slug)) return 'juice';
  if (/water/.test(slug)) return 'bottle';
  if (has(417) || has(418)) return 'cup';
  if (has(422)) return 'tea';
  if (has(420)) return 'coffee';
  if (/pie/.test(slug)) return 'pie';
  if (/donut/.test(slug)) return 'donut';
  if (/cookie/.test(slug)) return 'cookie';
  if (has(423)) return 'cake';
  if (/cone/.test(slug)) return 'cone';
  if (has(424)) return 'sundae';
  if (has(425)) return 'sauce';
  return 'snack';
}

/** A small deterministic generator seeded by a string (FNV-1a + mulberry32). */
export function seeded(text: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
