import { describe, expect, it } from 'vitest';
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { newsSchema } from '~/content/editorial-schemas';
import { BRAND_BOUND, typeset, typesetCatalog, typesetEntry } from '~/lib/typography';
import { typesetMain, typographyPlugin } from '~/lib/typography-html';
import { loadMenuCatalog } from './helpers/catalog';

const NBSP = '\u00a0';

/** Markdown rendered as the build renders it, with the typography plugin. */
async function markdown(source: string): Promise<string> {
  const renderer = await createSatteriMarkdownProcessor({ hastPlugins: [typographyPlugin] });
  return (await renderer.render(source)).code;
}

describe('typeset: a plain string', () => {
  it('binds short words, numbers and their units, and sets quotes and dashes', () => {
    expect(typeset('Мы рядом с домом и в центре: 15 % скидки, 5 г соли')).toBe(
      `Мы${NBSP}рядом с${NBSP}домом и${NBSP}в${NBSP}центре: 15${NBSP}% скидки, 5${NBSP}г${NBSP}соли`,
    );
    expect(typeset('Меню "на вынос" - это просто')).toBe(
      `Меню «на${NBSP}вынос»${NBSP}— это просто`,
    );
    // A dash after a bound particle too, which typograf's own dash rule leaves out.
    expect(typeset('Там же — состав')).toBe(`Там${NBSP}же${NBSP}— состав`);
  });

  it('keeps the brand with its en dash, bound as the site binds it by hand', () => {
    expect(typeset('Ресторан «Вкусно – и точка» - рядом')).toBe(
      `Ресторан «${BRAND_BOUND}»${NBSP}— рядом`,
    );
    expect(typeset(`«${BRAND_BOUND}»`)).toBe(`«${BRAND_BOUND}»`);
  });

  it('writes characters, never HTML entities, soft hyphens or zero-width characters', () => {
    const out = typeset('Мы в 2025 году открыли 50 ресторанов... И т. д. "Да"');
    expect(out).not.toMatch(/&\w+;|\u00ad|[\u200b-\u200d]/);
  });

  it('is stable: typesetting twice changes nothing more', () => {
    const once = typeset('Биг Мак - это 2 котлеты и 1 булочка, а не 3 "кунжутные"');
    expect(typeset(once)).toBe(once);
  });

  it('keeps the edges of a piece of text, and binds its last short word to the next piece', () => {
    expect(typeset(' рядом с ')).toBe(` рядом с${NBSP}`);
  });

  it('leaves phone numbers and addresses of pages as written', () => {
    expect(typeset('8 800 555-35-35')).toBe('8 800 555-35-35');
  });
});

describe('a Markdown body', () => {
  it('is typeset in its text, across a link, and never in code or attributes', async () => {
    const html = await markdown(
      'Мы рядом с [домом и в центре](/restaurants "и в центре") - "всегда".\n\n`a - b и c`\n',
    );
    expect(html).toContain(
      `Мы${NBSP}рядом с${NBSP}<a href="/restaurants" title="и в центре">домом и${NBSP}в${NBSP}центре</a>`,
    );
    expect(html).toContain(`${NBSP}— «всегда».`);
    expect(html).toContain('<code>a - b и c</code>');
  });
});

describe('a frontmatter title', () => {
  it('comes out of the schema typeset, its codes and dates as they were', () => {
    const data = newsSchema.parse({
      title: 'Открыли ресторан в Твери',
      description: 'Новый ресторан на 120 мест у вокзала',
      date: '2026-05-01',
      tags: ['рестораны'],
      cover: 'restaurant',
      coverAlt: 'Ресторан у вокзала',
    });
    const shown = typesetEntry(data);
    expect(shown.title).toBe(`Открыли ресторан в${NBSP}Твери`);
    expect(shown.description).toBe(`Новый ресторан на${NBSP}120${NBSP}мест у${NBSP}вокзала`);
    expect(shown.date).toEqual(data.date);
    expect(shown.tags).toEqual(['рестораны']);
  });

  it('keeps a Markdown link in a frontmatter string working', () => {
    expect(typeset('смотри на странице [«Акции»](/offers) и в приложении')).toBe(
      `смотри на${NBSP}странице [«Акции»](/offers) и${NBSP}в${NBSP}приложении`,
    );
  });

  it('keeps addresses and codes out of it', () => {
    expect(typesetEntry({ href: '/menu и в', title: 'и в меню' })).toEqual({
      href: '/menu и в',
      title: `и${NBSP}в${NBSP}меню`,
    });
  });
});

describe('a catalog text', () => {
  it('typesets a product’s name and description, not its codes and fixed lists', () => {
    const product = loadMenuCatalog().products.find((p) => /\s(?:с|и|в) /.test(p.detailText));
    if (!product) throw new Error('no product with a short word in its description');
    const shown = typesetCatalog(product);
    expect(shown.detailText).toBe(typeset(product.detailText));
    expect(shown.detailText).not.toBe(product.detailText);
    expect(shown.id).toBe(product.id);
    expect(shown.allergens).toEqual(product.allergens);
    expect(shown.stickers).toEqual(product.stickers);
    expect(typesetCatalog({ name: 'Кофе с молоком', volumeName: '0,4 л' })).toEqual({
      name: `Кофе с${NBSP}молоком`,
      volumeName: `0,4${NBSP}л`,
    });
  });
});

describe('a page’s main text', () => {
  it('is typeset outside islands, code and form controls; the rest of the page is kept', () => {
    const page =
      '<title>и в</title><main class="m"><p>Мы рядом с <a href="/x y">домом</a></p>' +
      '<astro-island props="{&quot;a&quot;:&quot;и в&quot;}"><p>и в тексте</p></astro-island>' +
      '<textarea>и в</textarea><code>a - b</code></main><footer>и в</footer>';
    expect(typesetMain(page)).toBe(
      `<title>и в</title><main class="m"><p>Мы${NBSP}рядом с${NBSP}<a href="/x y">домом</a></p>` +
        '<astro-island props="{&quot;a&quot;:&quot;и в&quot;}"><p>и в тексте</p></astro-island>' +
        '<textarea>и в</textarea><code>a - b</code></main><footer>и в</footer>',
    );
  });
});
