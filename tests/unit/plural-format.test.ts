import { describe, expect, it } from 'vitest';
import { formatDate, formatPriceFrom, formatRub, isoDate } from '~/lib/format';
import { plural, pluralize } from '~/lib/plural';

const BONUS = ['бонус', 'бонуса', 'бонусов'] as const;

describe('Russian plurals (1 / 2–4 / 5+, with 11–14)', () => {
  it.each([
    [1, 'бонус'],
    [2, 'бонуса'],
    [4, 'бонуса'],
    [5, 'бонусов'],
    [11, 'бонусов'],
    [12, 'бонусов'],
    [14, 'бонусов'],
    [21, 'бонус'],
    [22, 'бонуса'],
    [25, 'бонусов'],
    [101, 'бонус'],
    [111, 'бонусов'],
    [0, 'бонусов'],
  ])('%i → %s', (count, word) => {
    expect(plural(count, BONUS)).toBe(word);
  });

  it('joins count and word with a non-breaking space and groups thousands', () => {
    expect(pluralize(3, BONUS)).toBe('3\u00a0бонуса');
    expect(pluralize(1200, BONUS)).toBe('1\u00a0200\u00a0бонусов');
  });
});

describe('ru-RU formatting', () => {
  it('formats whole roubles', () => {
    expect(formatRub(189)).toBe('189\u00a0₽');
    expect(formatRub(1249.6)).toBe('1\u00a0250\u00a0₽');
  });

  it('says «от» only when prices differ', () => {
    expect(formatPriceFrom([129, 99, 159])).toBe('от\u00a099\u00a0₽');
    expect(formatPriceFrom([99])).toBe('99\u00a0₽');
    expect(formatPriceFrom([])).toBe('');
  });

  it('formats dates in Moscow time without the «г.» suffix', () => {
    expect(formatDate(new Date('2026-11-21T22:30:00Z'))).toBe('22 ноября 2026');
  });
});

describe('isoDate', () => {
  it('is the Moscow date that formatDate shows, also between 00:00 and 03:00 Moscow time', () => {
    const night = new Date('2026-11-23T22:30:00Z'); // 24 ноября, 01:30 in Moscow
    expect(formatDate(night)).toBe('24 ноября 2026');
    expect(isoDate(night)).toBe('2026-11-24');
    expect(isoDate(new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
  });
});
