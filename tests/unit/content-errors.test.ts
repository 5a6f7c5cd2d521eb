import { describe, expect, it } from 'vitest';
import { contentErrorSummary } from '../../scripts/content-errors.mjs';

/** What `astro build` printed for a news item with a too-long title and an unknown key. */
const OUTPUT = `16:20:00 [content] Syncing content
\x1b[31m[InvalidContentEntryDataError]\x1b[39m news → allergens-labels-update data does not match collection schema.

  title: Поле «title»: не больше 120 знаков
  ****: Нераспознанный ключ: "extra"

  Hint:
    See https://docs.astro.build/en/guides/content-collections/ for more information on content schemas.
  Location:
    /work/site/src/content/news/allergens-labels-update.md:0:0
  Stack trace:
    at getEntryData (/work/site/node_modules/astro/dist/content/utils.js:126:9)
`;

describe('a build that fails on content', () => {
  it('names the file and each field in Russian', () => {
    expect(contentErrorSummary(OUTPUT)).toBe(
      [
        'Сайт не собран: в содержимом ошибки.',
        '  Файл src/content/news/allergens-labels-update.md:',
        '    поле «title»: не больше 120 знаков',
        '    Нераспознанный ключ: "extra"',
        'Исправьте эти поля в файле или в редакторе (/admin) и опубликуйте снова: живой сайт не изменился.',
      ].join('\n'),
    );
  });

  it('says nothing for other failures', () => {
    expect(contentErrorSummary('[vite] Rollup failed to resolve import')).toBe('');
  });
});
