/**
 * A news item as an editor publishes it through /admin: one Markdown file with its front matter as
 * Decap writes it (tests/e2e/editor.spec.ts checks that it does) and a photo uploaded beside the
 * news, dated the day after the newest item so that it heads the list. The Netlify build of
 * `npm test` carries it (scripts/netlify-parity.mjs); tests/build/editor-news.test.ts reads what
 * the build made of it.
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The item's address (file name and slug). */
export const CODE = 'otkryli-restoran-u-vokzala-v-tveri';
/** Its title. */
export const TITLE = 'Открыли ресторан у вокзала в Твери';
/** Its page. */
export const PAGE = `/articles/news/${CODE}`;

/** The day after the newest news item in `newsDir`. */
function nextDay(newsDir: string): string {
  const dates = readdirSync(newsDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => /^date: (\S+)/m.exec(readFileSync(path.join(newsDir, file), 'utf8'))?.[1] ?? '')
    .map((date) => new Date(date).getTime())
    .filter((time) => !Number.isNaN(time));
  return new Date(Math.max(...dates) + 86_400_000).toISOString().slice(0, 10);
}

/** Adds the item and its photo to the repository (a copy) at `dir`. */
export function addEditorNews(dir: string): void {
  const newsDir = path.join(dir, 'src/content/news');
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
}
