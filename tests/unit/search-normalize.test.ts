import { describe, expect, it } from 'vitest';
import { understand } from '~/server/search/words';
import {
  cyrillicLayoutToLatin,
  foldCase,
  latinLayoutToCyrillic,
  queryVariants,
  transliterate,
  words,
} from '~/lib/search/normalize';

describe('keyboard layout', () => {
  it.each([
    ['xbp,ehuth', 'чизбургер'],
    ['rjaa', 'кофф'],
    ['Yfuutncs', 'наггетсы'],
    ['vjhj;tyjt', 'мороженое'],
    ['{kt,', 'хлеб'],
    ['`krf', 'ёлка'],
  ])('%s typed on QWERTY means %s', (typed, meant) => {
    expect(latinLayoutToCyrillic(typed)).toBe(meant);
  });
  it.each([
    ['сщдф', 'cola'],
    ['ифсщт', 'bacon'],
    ['Ыекуфь', 'stream'],
  ])('%s typed on ЙЦУКЕН means %s', (typed, meant) => {
    expect(cyrillicLayoutToLatin(typed)).toBe(meant);
  });
  it('is reversible for letters', () => {
    expect(latinLayoutToCyrillic(cyrillicLayoutToLatin('чизбургер'))).toBe('чизбургер');
  });
});

describe('transliteration', () => {
  it.each([
    ['chizburger', 'чизбургер'],
    ['kartofel fri', 'картофел фри'],
    ['shchi', 'щи'],
    ['chay', 'чай'],
    ['tsezar', 'цезар'],
    ['yabloko', 'яблоко'],
    ['kapuchino', 'капучино'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(transliterate(latin)).toBe(cyrillic);
  });
});

describe('folding and words', () => {
  it('folds ё into е and lower-cases', () => {
    expect(foldCase('Ёлка ЧЁРНЫЙ')).toBe('елка черный');
  });
  it('keeps only letters and digits', () => {
    expect(words('  Бургер «Техас»!!  №2 ')).toEqual(['бургер', 'техас', '2']);
    expect(words('💥🍔 ;;; ')).toEqual([]);
  });
  it('replaces everyday words by stem, reads diets and «без …», drops stop words', () => {
    expect(understand('картошки фри').texts).toEqual(['картофель картофель фри']);
    expect(understand('кофе с молоком').texts).toEqual(['латте', 'капучино', 'флэт уайт', 'раф']);
    expect(understand('чизбургер')).toEqual({ texts: ['чизбургер'], diet: null, without: [] });
    expect(understand('вегетарианский бургер')).toEqual({
      texts: ['бургер'],
      diet: 'vegetarian',
      without: [],
    });
    expect(understand('без глютена и без молока')).toEqual({
      texts: [],
      diet: null,
      without: ['глютен', 'молоко'],
    });
    expect(understand('молоко').texts).toEqual(['молоко']);
  });
});

describe('queryVariants', () => {
  it('reads a Latin query three ways, the literal first', () => {
    const variants = queryVariants('xbp,ehuth');
    expect(variants[0]).toBe('xbp ehuth');
    expect(variants).toContain('чизбургер');
    expect(queryVariants('chizburger')).toContain('чизбургер');
  });
  it('reads a Cyrillic query also as typed on the wrong layout', () => {
    expect(queryVariants('сщдф')).toEqual(['сщдф', 'cola']);
  });
  it('gives nothing for junk', () => {
    expect(queryVariants('   !!! ')).toEqual([]);
  });
});
