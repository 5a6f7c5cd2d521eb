/** Which cover illustration stands for a menu category on the home page. */
import type { CoverKey } from '~/components/art/cover-glyphs';

const BY_SLUG: Record<string, CoverKey> = {
  burgers: 'burger',
  'chicken-and-fish': 'chicken',
  rolls: 'roll',
  'fries-and-snacks': 'fries',
  salads: 'farm',
  breakfast: 'breakfast',
  combo: 'combo',
  'kids-combo': 'kids',
  'cold-drinks': 'drink',
  'hot-drinks': 'coffee',
  desserts: 'dessert',
  'ice-cream': 'ice-cream',
  sauces: 'potato',
};

/** The cover for a category slug (a burger when unknown). */
export const categoryCover = (slug: string): CoverKey => BY_SLUG[slug] ?? 'burger';
