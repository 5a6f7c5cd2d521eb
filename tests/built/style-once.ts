/**
 * The built pages as the HTML checkers need to read them: every page carries its stylesheets
 * inline (issue 44), the same few dozen blocks repeated over 1,461 files, half of their bytes. A
 * checker reads each distinct `<style>` block once, in a small page of its own, and the pages
 * themselves with their `<style>` blocks emptied, so the CSS is still validated, once.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A `<style>` element, its attributes and its text. */
const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/** The copies to check and where they are. */
export interface StyleOnceCopies {
  /** The folder holding the copies (pages keep their path under dist/client). */
  dir: string;
  /** The page copies and one page per distinct style block. */
  files: string[];
  /** Where a copy came from, for messages: the page under dist/client, or the first page of a block. */
  origin: Map<string, string>;
}

/** Writes the pages' copies with their styles emptied, and one page per distinct style block. */
export function styleOnceCopies(files: readonly string[], root: string): StyleOnceCopies {
  const dir = mkdtempSync(path.join(tmpdir(), 'vkusno-html-'));
  const styles = new Map<string, string>();
  const copies: string[] = [];
  const origin = new Map<string, string>();
  for (const file of files) {
    const relative = path.relative(root, file);
    const html = readFileSync(file, 'utf8').replace(
      STYLE,
      (_, open: string, css: string, close: string) => {
        if (!styles.has(css)) styles.set(css, relative);
        return `${open}${close}`;
      },
    );
    const copy = path.join(dir, relative);
    mkdirSync(path.dirname(copy), { recursive: true });
    writeFileSync(copy, html);
    copies.push(copy);
    origin.set(copy, relative);
  }
  let index = 0;
  for (const [css, first] of styles) {
    const copy = path.join(dir, `__styles__/${String(++index).padStart(3, '0')}.html`);
    mkdirSync(path.dirname(copy), { recursive: true });
    writeFileSync(
      copy,
      `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>CSS</title><style>${css}</style></head><body></body></html>\n`,
    );
    copies.push(copy);
    origin.set(copy, `${first} (style block ${index})`);
  }
  return { dir, files: copies, origin };
}
