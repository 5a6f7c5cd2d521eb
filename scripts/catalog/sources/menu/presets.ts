import type { OfferSource, Parts } from './types.ts';

const SIZE_NAMES = ['Маленький', 'Средний', 'Большой'] as const;

/** Small/medium/large by size name; the recipe is for the medium size. */
export function sizes(
  prices: readonly [number, number, number],
  factors = [0.7, 1, 1.35],
): OfferSource[] {
  return SIZE_NAMES.map((sizeName, i) => ({
    sizeName,
    factor: factors[i] ?? 1,
    price: prices[i] ?? 0,
  }));
}

function litres(value: number): string {
  return `${value.toFixed(1).replace('.', ',')} л`;
}

/** Cold drink sizes 0,3/0,4/0,5 л with size names; the recipe is for 0,4 л. */
export function drinkSizes(prices: readonly [number, number, number]): OfferSource[] {
  return [0.3, 0.4, 0.5].map((v, i) => ({
    sizeName: SIZE_NAMES[i] ?? 'Средний',
    volumeName: litres(v),
    factor: v / 0.4,
    price: prices[i] ?? 0,
  }));
}

/** Hot drink volumes without size names; the recipe is for the middle volume. */
export function cups(
  prices: readonly number[],
  volumes: readonly number[] = [0.2, 0.3, 0.4],
): OfferSource[] {
  const base = volumes[1] ?? volumes[0] ?? 1;
  return prices.map((price, i) => {
    const v = volumes[i] ?? base;
    return { volumeName: litres(v), factor: v / base, price };
  });
}

/** Piece counts («6 шт.»); the recipe is for `base` pieces. */
export function pieces(
  counts: readonly number[],
  base: number,
  prices: readonly number[],
): OfferSource[] {
  return counts.map((n, i) => ({
    servingSizeName: `${n} шт.`,
    factor: n / base,
    price: prices[i] ?? 0,
  }));
}

/** Flavours with their own recipes. */
export function flavours(list: readonly (readonly [string, Parts, number])[]): OfferSource[] {
  return list.map(([flavorName, parts, price]) => ({ flavorName, factor: 1, price, parts }));
}
