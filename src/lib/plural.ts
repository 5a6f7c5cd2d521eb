/** Russian word forms for counts, and counts with their words (no Intl: see ./numbers.ts). */
import { formatNumber, russianPluralCategory } from './numbers.ts';

/** Russian plural forms: one (1, 21…), few (2–4, 22–24…), many (5–20, 11–14, 25…). */
export type PluralForms = readonly [one: string, few: string, many: string];

/** The word form for a count: plural(3, ['бонус', 'бонуса', 'бонусов']) → 'бонуса'. */
export function plural(count: number, forms: PluralForms): string {
  const [one, few, many] = forms;
  if (!Number.isInteger(count)) return few;
  switch (russianPluralCategory(count)) {
    case 'one':
      return one;
    case 'few':
      return few;
    default:
      return many;
  }
}

/** A count with its word, joined by a non-breaking space: '5 ресторанов'. */
export function pluralize(count: number, forms: PluralForms): string {
  return `${formatCount(count)}\u00a0${plural(count, forms)}`;
}

/** A count in Russian digits grouping: 12 500 (with a non-breaking space). */
export function formatCount(count: number): string {
  return formatNumber(count);
}
