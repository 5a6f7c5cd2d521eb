import { describe, expect, it } from 'vitest';
import { formatRub } from '~/lib/format';
import { formatNumber, russianPluralCategory } from '~/lib/numbers';

/** What ru-RU Intl writes, the reference these functions replace on the way to the first paint. */
const intl = (maxFractionDigits: number) =>
  new Intl.NumberFormat('ru-RU', { maximumFractionDigits: maxFractionDigits });

/** A reproducible spread of numbers: integers, prices, grams, kilometres, float noise. */
function samples(): number[] {
  const values = [
    0,
    -0,
    0.5,
    1.005,
    1.25,
    2.675,
    0.05,
    -0.04,
    999.95,
    9999.5,
    0.1 + 0.2,
    1e-7,
    1e21,
  ];
  for (let i = 0; i <= 20_000; i += 1) values.push(i, -i, i / 10, i / 100, i / 1000, i * 997);
  let seed = 42;
  for (let i = 0; i < 5000; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    values.push((seed / 2 ** 31) * 10 ** (i % 9), -(seed % 100_000) / 7);
  }
  return values;
}

describe('formatNumber', () => {
  it.each([0, 1, 2, 3])('writes what ru-RU Intl writes with at most %i decimals', (digits) => {
    const reference = intl(digits);
    const differences = samples()
      .map((value) => [value, formatNumber(value, digits), reference.format(value)] as const)
      .filter(([, ours, theirs]) => ours !== theirs);
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('groups thousands with a non-breaking space and uses a decimal comma', () => {
    expect(formatNumber(12_345.678, 2)).toBe('12\u00a0345,68');
    expect(formatNumber(1000)).toBe('1\u00a0000');
    expect(formatNumber(1.005, 2)).toBe('1,01');
  });
});

describe('formatRub', () => {
  it('writes whole roubles as the ru-RU currency format does', () => {
    const rub = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      maximumFractionDigits: 0,
    });
    for (const amount of [0, 49, 189, 1249.6, 1250.5, 99_999, -5, -0.4])
      expect(formatRub(amount)).toBe(rub.format(Math.round(amount)));
  });
});

describe('russianPluralCategory', () => {
  it('agrees with Intl.PluralRules for every integer in ±100 000', () => {
    const rules = new Intl.PluralRules('ru-RU');
    const differences: number[] = [];
    for (let n = -100_000; n <= 100_000; n += 1)
      if (russianPluralCategory(n) !== rules.select(n)) differences.push(n);
    expect(differences.slice(0, 5)).toEqual([]);
  });
});
