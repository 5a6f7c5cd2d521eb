import { describe, expect, it } from 'vitest';
import { inlineLinks } from '~/lib/inline-links';

describe('inlineLinks', () => {
  it('turns [label](/path) into a link between plain pieces', () => {
    expect(inlineLinks('Подробнее — на странице [МОП](/mop).')).toEqual([
      { text: 'Подробнее — на странице ' },
      { text: 'МОП', href: '/mop' },
      { text: '.' },
    ]);
  });

  it('finds several links, one at the very start', () => {
    expect(inlineLinks('[«Качество»](/quality) и [«Бонусы»](/bonus#rules)')).toEqual([
      { text: '«Качество»', href: '/quality' },
      { text: ' и ' },
      { text: '«Бонусы»', href: '/bonus#rules' },
    ]);
  });

  it('leaves other addresses and plain brackets as the editor wrote them', () => {
    for (const text of [
      '[сайт](https://example.com)',
      '[чужой](//example.com/x)',
      '[скрипт](javascript:alert(1))',
      'Цена [без скидки] (в рублях)',
      'Без ссылок',
    ])
      expect(inlineLinks(text), text).toEqual([{ text }]);
  });
});
