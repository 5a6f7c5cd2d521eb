import { describe, expect, it } from 'vitest';
import { docTitle } from '~/components/content/doc-title';

describe('docTitle', () => {
  it('adds the brand to a title', () => {
    expect(docTitle('О компании')).toBe('О компании\u00a0— «Вкусно – и точка»');
  });

  it('does not repeat the brand a title names, whatever its spaces', () => {
    expect(docTitle('Приложение «Вкусно – и точка»')).toBe('Приложение «Вкусно – и точка»');
    expect(docTitle('Приложение «Вкусно\u00a0–\u00a0и\u00a0точка»')).toBe(
      'Приложение «Вкусно\u00a0–\u00a0и\u00a0точка»',
    );
  });

  it('drops the brand, then cuts at a word, when the title is too long', () => {
    const long = 'Очень длинный заголовок страницы о том, как мы выбираем поставщиков картофеля';
    expect(docTitle(long).length).toBeLessThanOrEqual(70);
    expect(docTitle(long)).toMatch(/^Очень длинный .*[^ ]…$/);
  });
});
