/**
 * What a visitor's words mean (src/content/catalog/search-words.json): everyday words become the
 * menu's, «вегетарианское» asks for a diet and «без глютена» leaves allergens out, as the menu's
 * allergen and diet filter does. Words are compared by their Russian stem.
 */
import { stemmer } from '@orama/stemmers/russian';
import searchWords from '~/content/catalog/search-words.json';
import type { DietCode } from '~/lib/menu/filter';

/** The stem of a word (short words as they are). */
export const stem = (word: string): string =>
  /[а-я]/.test(word) && word.length > 3 ? stemmer(word) : word;

/** A phrase as stems, stop words dropped. */
const stems = (phrase: string, stop: ReadonlySet<string>): string[] =>
  phrase
    .split(' ')
    .filter((word) => word && !stop.has(word))
    .map(stem);

/** What the words ask for: texts to search and filters to apply. */
export interface Understood {
  /**
   * The readings left to search, in menu words (several when a synonym names alternatives); ''
   * when only filters were asked for.
   */
  texts: string[];
  diet: DietCode | null;
  /** Allergens to leave out. */
  without: string[];
}

interface Rule {
  stems: string[];
  /** Records a filter, and gives the alternatives the words stand for (none: nothing to search). */
  apply: (into: Understood) => string[];
}

/** At most this many readings of one query (alternatives multiply). */
const MAX_READINGS = 8;

const STOP = new Set(searchWords.stopWords);
const RULES: Rule[] = [
  ...Object.entries(searchWords.without).map(([phrase, allergens]) => ({
    // «без» is kept in the stems: «молоко» alone must stay a search for milk drinks.
    stems: phrase.split(' ').map(stem),
    apply: (into: Understood) => {
      into.without.push(...allergens);
      return [];
    },
  })),
  ...Object.entries(searchWords.diets).map(([word, diet]) => ({
    stems: stems(word, STOP),
    apply: (into: Understood) => {
      into.diet = diet as DietCode;
      return [];
    },
  })),
  ...Object.entries(searchWords.synonyms).map(([phrase, menu]) => ({
    stems: stems(phrase, STOP),
    apply: () => menu.split('|'),
  })),
].sort((a, b) => b.stems.length - a.stems.length); // longer phrases first

/** Reads a query variant (lower-case words, ё as е): filters found, synonyms replaced. */
export function understand(variant: string): Understood {
  const understood: Understood = { texts: [], diet: null, without: [] };
  const words = variant.split(' ').filter((word) => word && !STOP.has(word));
  const wordStems = words.map(stem);
  let readings: string[][] = [[]];
  for (let i = 0; i < words.length;) {
    const rule = RULES.find((r) => r.stems.every((s, k) => wordStems[i + k] === s));
    const parts = rule ? rule.apply(understood) : [words[i] ?? ''];
    i += rule ? rule.stems.length : 1;
    if (parts.length === 0) continue;
    readings = readings
      .flatMap((reading) => parts.map((part) => [...reading, part]))
      .slice(0, MAX_READINGS);
  }
  understood.texts = readings.map((reading) => reading.join(' ')).filter(Boolean);
  return understood;
}
