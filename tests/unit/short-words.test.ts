import { describe, expect, it } from 'vitest';
import { bindShortWords, ru } from '~/lib/short-words';
import { typeset } from '~/lib/typography';

/** `text` with its no-break spaces shown as «~». */
const shown = (text: string): string => text.replaceAll('\u00a0', '~');

describe('short words bound at the source (issue 45)', () => {
  it('binds words of one or two letters and the three-letter prepositions', () => {
    expect(shown(bindShortWords('Исключать и то, что может содержать следы'))).toBe(
      'Исключать и~то, что может содержать следы',
    );
    expect(shown(bindShortWords('Без глютена'))).toBe('Без~глютена');
    expect(shown(bindShortWords('Рядом со мной'))).toBe('Рядом со~мной');
    expect(shown(bindShortWords('и в меню для всех, при входе, про нас, над и под ним'))).toBe(
      'и~в~меню для~всех, при~входе, про~нас, над~и~под~ним',
    );
    expect(shown(bindShortWords('Фильтр работает с включённым JavaScript.'))).toBe(
      'Фильтр работает с~включённым JavaScript.',
    );
  });

  it('leaves particles, dashes, longer words and its own output alone', () => {
    expect(shown(bindShortWords('можно ли ещё'))).toBe('можно ли ещё');
    expect(shown(bindShortWords('если бы так, или как обо всём'))).toBe(
      'если~бы так, или~как~обо~всём',
    );
    expect(shown(bindShortWords('Там же — рядом'))).toBe('Там же — рядом');
    expect(shown(bindShortWords('Москва и Казань'))).toBe('Москва и~Казань');
    expect(bindShortWords(bindShortWords('для всех'))).toBe(bindShortWords('для всех'));
    expect(bindShortWords('Подробнее')).toBe('Подробнее');
  });

  it('typesets a template with its values', () => {
    expect(shown(ru`Цены для города ${'Нижний Новгород'}`)).toBe('Цены для~города Нижний Новгород');
    expect(shown(ru`в ${'Казани'}`)).toBe('в~Казани');
  });

  it('is the build’s rule too: typograf binds the three-letter prepositions', () => {
    expect(shown(typeset('Соус для картофеля без сахара'))).toBe('Соус для~картофеля без~сахара');
    expect(shown(typeset('Цены при заказе про запас под ключ над морем'))).toBe(
      'Цены при~заказе про~запас под~ключ над~морем',
    );
  });
});
