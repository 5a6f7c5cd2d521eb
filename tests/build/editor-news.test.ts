/**
 * A news item an editor publishes reaches the site: one Markdown file, as Decap writes it, added
 * to a copy of the repository, and a production build of that copy has its page, lists it first
 * on the news page with the editor's own photo and carries it in the sitemap and the RSS feed. One whole `astro build`: run
 * by its own step of `npm test` (VITEST_BUILD_TESTS=1, see vitest.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepo } from '../../scripts/copy-repo.mjs';

const CODE = 'otkryli-restoran-u-vokzala-v-tveri';
const TITLE = 'Открыли ресторан у вокзала в Твери';
let dir = '';

/**
 * A built file of the copy, as text; its no-break spaces (the build typesets shown text,
 * src/lib/typography.ts) read as spaces.
 */
const built = (file: string) =>
  readFileSync(path.join(dir, 'dist/client', file), 'utf8').replace(/\u00a0|&nbsp;|&#160;/g, ' ');

/** The day after the newest news item, so the new one heads the list. */
function nextDay(newsDir: string): string {
  const dates = readdirSync(newsDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => /^date: (\S+)/m.exec(readFileSync(path.join(newsDir, file), 'utf8'))?.[1] ?? '')
    .map((date) => new Date(date).getTime())
    .filter((time) => !Number.isNaN(time));
  return new Date(Math.max(...dates) + 86_400_000).toISOString().slice(0, 10);
}

beforeAll(() => {
  dir = copyRepo('news-build');
  const newsDir = path.join(dir, 'src/content/news');
  // Front matter as Decap's editor writes it (tests/e2e/editor.spec.ts checks that it does), with
  // the photo uploaded beside the news.
  copyFileSync(
    path.join(newsDir, 'images/kazan-kremlevskaya-facade.jpg'),
    path.join(newsDir, 'images/fasad-u-vokzala.jpg'),
  );
  writeFileSync(
    path.join(newsDir, `${CODE}.md`),
    `---
title: ${TITLE}
slug: ${CODE}
description: Новый ресторан на Привокзальной площади работает с 7:00 до 23:00, в
  нём есть окно выдачи для автомобилистов.
date: ${nextDay(newsDir)}T10:00:00.000+03:00
tags:
  - рестораны
  - компания
image: images/fasad-u-vokzala.jpg
coverAlt: Фасад ресторана рядом с вокзалом в Твери
---
Ресторан на 120 мест открылся у железнодорожного вокзала Твери.
`,
  );
  const run = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0)
    throw new Error(`astro build failed:\n${run.stdout.slice(-3000)}${run.stderr.slice(-3000)}`);
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
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
    expect(page).toMatch(
      /<meta property="og:image" content="https?:\/\/[^"]+fasad-u-vokzala[^"]*\.jpg"/,
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
    const sitemaps = readdirSync(path.join(dir, 'dist/client')).filter((file) =>
      /^sitemap-\d+\.xml$/.test(file),
    );
    expect(sitemaps.map(built).join('')).toContain(`/articles/news/${CODE}</loc>`);
  });

  it('is in the RSS feed', () => {
    const feed = built('articles/news/rss.xml');
    expect(feed).toContain(`<title>${TITLE}</title>`);
    expect(feed).toContain(`/articles/news/${CODE}</link>`);
  });
});
