import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { styleOnceCopies } from '../built/style-once';

const page = (css: string, body: string) =>
  `<!doctype html><html lang="ru"><head><title>t</title><style>${css}</style></head><body>${body}</body></html>`;

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('styleOnceCopies (the pages the Nu checker reads)', () => {
  it('empties every page’s style blocks and keeps each distinct block once, in a page of its own', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'style-once-'));
    made.push(root);
    mkdirSync(path.join(root, 'menu'));
    const files = [path.join(root, 'index.html'), path.join(root, 'menu/index.html')];
    writeFileSync(files[0] ?? '', page('p{color:red}', '<p>главная</p>'));
    writeFileSync(files[1] ?? '', page('p{color:red}', '<p>меню</p>') + page('h1{colr:red}', ''));

    const copies = styleOnceCopies(files, root);
    made.push(copies.dir);

    const texts = copies.files.map((file) => readFileSync(file, 'utf8'));
    expect(texts.slice(0, 2)).toEqual([
      page('', '<p>главная</p>'),
      page('', '<p>меню</p>') + page('', ''),
    ]);
    expect(texts.slice(2).map((text) => /<style>(.*)<\/style>/.exec(text)?.[1])).toEqual([
      'p{color:red}',
      'h1{colr:red}',
    ]);
    expect(copies.files.map((file) => copies.origin.get(file))).toEqual([
      'index.html',
      'menu/index.html',
      'index.html (style block 1)',
      'menu/index.html (style block 2)',
    ]);
  });
});
