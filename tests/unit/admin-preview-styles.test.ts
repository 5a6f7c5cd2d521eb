/**
 * One source for each component's style (issue 36): the editor's preview pane imports the
 * components' own stylesheets instead of holding copies of their rules, so changing a card's style
 * changes its preview too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREVIEW_FONT_RULE, previewFontFaces } from '~/islands/content/admin/register';

const PREVIEW = 'src/islands/content/admin/preview.css';

/** Each stylesheet the previews share with the site, and the site's files that import it. */
const SHARED: Record<string, string[]> = {
  'src/components/content/page-header.css': ['src/components/content/PageHeader.astro'],
  'src/components/content/offer-card.css': ['src/components/content/OfferCard.astro'],
  'src/components/content/event-page.css': ['src/pages/events/[code].astro'],
  'src/components/content/article.css': ['src/components/content/Article.astro'],
  'src/components/content/entry-page.css': [
    'src/pages/articles/news/[code].astro',
    'src/pages/quality/[code].astro',
  ],
  'src/components/art/cover.css': [
    'src/components/art/Cover.astro',
    'src/components/art/EntryCover.astro',
  ],
};

const read = (file: string) => readFileSync(file, 'utf8');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The files preview.css imports, as paths from the repository's root. */
function previewImports(): string[] {
  return [...read(PREVIEW).matchAll(/@import '([^']+)';/g)].map((match) =>
    path.join(path.dirname(PREVIEW), match[1] ?? ''),
  );
}

/** The selectors of a stylesheet's rules, one by one (`a, b {}` gives `a` and `b`). */
function selectors(css: string): string[] {
  const rules = withoutComments(css).replace(/@import[^;]*;/g, '');
  return [...rules.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((selector) =>
        selector
          .replace(/:global\(([^)]*)\)/g, '$1')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter((selector) => selector && !selector.startsWith('@')),
  );
}

/** Every stylesheet of the site but the preview's own: CSS files and `.astro` `<style>` blocks. */
function siteStyles(dir = 'src'): { file: string; css: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return siteStyles(file);
    if (file === PREVIEW) return [];
    if (file.endsWith('.css')) return [{ file, css: read(file) }];
    if (!file.endsWith('.astro')) return [];
    const blocks = [...read(file).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
    return blocks.map((block) => ({ file, css: block[1] ?? '' }));
  });
}

describe('the editor preview’s stylesheet', () => {
  it('imports each shared component stylesheet, which its components import too', () => {
    const imported = previewImports();
    for (const [css, users] of Object.entries(SHARED)) {
      expect(imported, `${PREVIEW} imports ${css}`).toContain(css);
      for (const user of users) {
        const source = read(user);
        const specifiers = [...source.matchAll(/^import '([^']+\.css)';$/gm)].map((m) => m[1]);
        const resolved = specifiers.map((specifier = '') =>
          specifier.startsWith('~/')
            ? path.join('src', specifier.slice(2))
            : path.join(path.dirname(user), specifier),
        );
        expect(resolved, `${user} imports ${css}`).toContain(css);
        expect(source, `${user} keeps its rules in ${css}, not in a <style>`).not.toMatch(/<style/);
      }
    }
  });

  it('holds no copy of a rule of the site’s stylesheets', () => {
    const own = new Set(selectors(read(PREVIEW)));
    const copies = siteStyles().flatMap(({ file, css }) =>
      selectors(css)
        .filter((selector) => own.has(selector))
        .map((selector) => `${selector} (${file})`),
    );
    expect(copies).toEqual([]);
  });

  it('takes the fonts from fonts.css, with swap instead of optional', () => {
    expect(withoutComments(read(PREVIEW))).not.toMatch(/@font-face/);
    const site = withoutComments(read('src/styles/fonts.css'));
    const faces = previewFontFaces(site);
    // Onest's two files and the two faces of its metric-matched fallback (regular and bold).
    expect(faces.match(/@font-face/g)).toHaveLength(4);
    expect(faces).not.toMatch(/optional/);
    expect(faces.replaceAll('font-display:swap', 'font-display: optional')).toBe(
      site.match(/@font-face\s*\{[^}]*\}/g)?.join('\n'),
    );
    expect(() => previewFontFaces('@font-face { font-display: block; }')).toThrow(/optional/);
  });

  it('sets the pane’s text in Onest, which the site names only where it is cached', () => {
    const tokens = withoutComments(read('src/styles/tokens.css'));
    // The site's own list: the fallback by default, Onest first under the font gate's attribute.
    expect(tokens).toMatch(/--font: var\(--font-fallback\);/);
    const gated = /:root\[data-fonts\] \{\s*--font: ([^;]+);/.exec(tokens)?.[1];
    expect(PREVIEW_FONT_RULE).toBe(`:root{--font:${gated?.replace(', ', ',')}}`);
  });
});
