/**
 * A news item an editor publishes reaches the site (tests/build/editor-news-fixture.ts): a
 * production build with it has its page, lists it first on the news page with the editor's own
 * photo and carries it in the sitemap and the RSS feed. `npm test` reads the Netlify build of its
 * parity step, which carries the item (scripts/netlify-parity.mjs sets EDITOR_NEWS_PAGES to its
 * pages); run alone, the test builds a copy of the repository with the item itself (the Node
 * build, about a minute).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCopy } from './built-copy';
import { addEditorNews, CODE, TITLE } from './editor-news-fixture';

/** The built pages read: the parity step's, or those of a copy built here. */
let pages = process.env['EDITOR_NEWS_PAGES'] ?? '';
let copy = '';

/**
 * A built file, as text; its no-break spaces (the build typesets shown text,
 * src/lib/typography.ts) read as spaces.
 */
const built = (file: string) =>
  readFileSync(path.join(pages, file), 'utf8').replace(/\u00a0|&nbsp;|&#160;/g, ' ');

beforeAll(() => {
  if (pages) return;
  copy = builtCopy('news-build', addEditorNews);
  pages = path.join(copy, 'dist/client');
}, 600_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a news item an editor adds', () => {
  it('gets its own page with its title and text', () => {
    const page = built(`articles/news/${CODE}.html`);
    expect(page).toContain(`<h1`);
    expect(page).toContain(TITLE);
    expect(page).toContain('Ресторан на 120 мест открылся у железнодорожного вокзала Твери.');
  });

  it('shows the uploaded photo as AVIF and WebP with its size, and shares it', () => {
    const page = built(`articles/news/${CODE}.html`);
    const picture = /<picture[\s\S]*?<\/picture>/.exec(page)?.[0] ?? '';
    expect(picture).toMatch(/<source[^>]+type="image\/avif"/);
    expect(picture).toMatch(/<source[^>]+type="image\/webp"/);
    expect(picture).toMatch(/<img[^>]+alt="Фасад ресторана рядом с вокзалом в Твери"/);
    expect(picture).toMatch(
      /<img[^>]+width="\d+"[^>]+height="\d+"|<img[^>]+height="\d+"[^>]+width="\d+"/,
    );
    // Netlify's build adds its deploy id to asset addresses (?dpl=…, skew protection).
    expect(page).toMatch(
      /<meta property="og:image" content="https?:\/\/[^"]+fasad-u-vokzala[^"]*\.jpg(?:\?[^"]*)?"/,
    );
  });

  it('heads the news list', () => {
    const list = built('articles/news.html');
    const links = [...list.matchAll(/href="\/articles\/news\/([^"/.]+)"/g)]
      .map((match) => match[1])
      .filter((code) => code !== 'rss' && code !== 'page');
    expect(links[0]).toBe(CODE);
  });

  it('is in the sitemap', () => {
    const sitemaps = readdirSync(pages).filter((file) => /^sitemap-\d+\.xml$/.test(file));
    expect(sitemaps.map(built).join('')).toContain(`/articles/news/${CODE}</loc>`);
  });

  it('is in the RSS feed', () => {
    const feed = built('articles/news/rss.xml');
    expect(feed).toContain(`<title>${TITLE}</title>`);
    expect(feed).toContain(`/articles/news/${CODE}</link>`);
  });
});
