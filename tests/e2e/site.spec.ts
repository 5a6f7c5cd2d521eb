import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { nuCheckerArgs } from '../built/nu-checker.ts';

/** The page's DOM as it is now, with a dialog open. */
async function withDialogOpen(page: Page, url: string, open: (page: Page) => Promise<void>) {
  await page.goto(url);
  await open(page);
  return `<!doctype html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
}

// Whole-site checks over HTTP and of the pages' states with a dialog open; they do not depend on the
// viewport, so playwright.config.ts runs this file in the desktop project only. What the built
// files carry is checked without a browser (tests/built).
test.describe('whole site', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a crawl from / finds no broken internal link or asset', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const queue = ['/'];
    const seen = new Set(queue);
    const broken: string[] = [];
    while (queue.length > 0) {
      const batch = queue.splice(0, 16);
      await Promise.all(
        batch.map(async (path) => {
          const response = await request.get(path, { maxRedirects: 5 });
          if (response.status() >= 400) {
            broken.push(`${path} → ${response.status()}`);
            return;
          }
          if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
          const html = await response.text();
          for (const match of html.matchAll(/\s(?:href|src)="([^"#]+)"/g)) {
            const raw = (match[1] ?? '').replaceAll('&amp;', '&');
            const url = new URL(raw, `${origin}${path}`);
            if (url.origin !== origin || url.protocol !== 'http:') continue;
            const next = url.pathname + url.search;
            if (!seen.has(next)) {
              seen.add(next);
              queue.push(next);
            }
          }
        }),
      );
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(5);
  });

  // Every built page is checked as built (tests/built/html.test.ts); these are states the script
  // makes.
  test('the W3C Nu checker finds no error with a dialog open', async ({ page }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
    const files: string[] = [];
    const keep = (name: string, html: string) => {
      const file = path.join(dir, `${name.replace(/[^\w-]+/g, '_') || 'home'}.html`);
      writeFileSync(file, html);
      files.push(file);
    };
    keep(
      'city-picker',
      await withDialogOpen(page, '/company', async (p) => {
        await p
          .getByRole('banner')
          .getByRole('button', { name: /Ваш город/ })
          .click();
        await expect(p.getByRole('dialog', { name: 'Выбери город' })).toBeVisible();
      }),
    );
    keep(
      'menu-restaurants',
      await withDialogOpen(page, '/menu', async (p) => {
        await p.getByRole('button', { name: /Цены для города/ }).click();
        await expect(p.getByRole('dialog', { name: 'Меню ресторана' })).toBeVisible();
      }),
    );
    const run = spawnSync('java', nuCheckerArgs(files), {
      encoding: 'utf8',
    });
    expect(run.error, 'Java runs the checker').toBeUndefined();
    const report = JSON.parse(run.stderr || '{"messages":[]}') as {
      messages: { url: string; lastLine?: number; message: string }[];
    };
    const errors = report.messages.map(
      (m) => `${path.basename(m.url)}:${m.lastLine ?? 0}: ${m.message}`,
    );
    expect(errors).toEqual([]);
  });
});
