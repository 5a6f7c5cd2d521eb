import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { builtHtmlFiles, pageOfEachKind, sitemapPaths } from './utils';

/** The W3C Nu HTML checker (vnu-jar exports the jar's path; Java runs it). */
const VNU_JAR = createRequire(import.meta.url)('vnu-jar') as string;

/** The page's DOM as it is now, with a dialog open. */
async function withDialogOpen(page: Page, url: string, open: (page: Page) => Promise<void>) {
  await page.goto(url);
  await open(page);
  return `<!doctype html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
}

// Whole-site checks over HTTP and over the built files; they do not depend on the viewport, so
// playwright.config.ts runs this file in the desktop project only.
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

  test('every built page is valid HTML', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // Astro emits void elements as <meta ... /> and <br>: both are valid HTML.
        'void-style': 'off',
        // Long attribute lists are formatted by Prettier, not by hand.
        'attribute-boolean-style': 'off',
        'no-trailing-whitespace': 'off',
        // Inline SVG art uses presentation attributes; <style> is hashed by the CSP.
        'no-inline-style': 'off',
        // Astro's scoped styles add data-astro-cid-* attributes.
        'attribute-misuse': 'off',
        // React's server rendering of islands writes srcSet and hidden="" (valid HTML: attribute
        // names are case-insensitive and a boolean attribute may have an empty value).
        'attr-case': 'off',
        'attribute-empty-style': 'off',
      },
    });
    const errors: string[] = [];
    for (const file of builtHtmlFiles()) {
      const html = readFileSync(file, 'utf8');
      const report = await validator.validateString(html, file);
      for (const result of report.results) {
        for (const message of result.messages) {
          errors.push(`${file}:${message.line}: ${message.ruleId} ${message.message}`);
        }
      }
    }
    expect(errors).toEqual([]);
  });

  test('the W3C Nu checker finds no error on a page of each kind, nor with a dialog open', async ({
    page,
    request,
  }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
    const files: string[] = [];
    const keep = (name: string, html: string) => {
      const file = path.join(dir, `${name.replace(/[^\w-]+/g, '_') || 'home'}.html`);
      writeFileSync(file, html);
      files.push(file);
    };
    for (const url of pageOfEachKind()) keep(url, await (await request.get(url)).text());
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
    const run = spawnSync(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      {
        encoding: 'utf8',
      },
    );
    expect(run.error, 'Java runs the checker').toBeUndefined();
    const report = JSON.parse(run.stderr || '{"messages":[]}') as {
      messages: { url: string; lastLine?: number; message: string }[];
    };
    const errors = report.messages.map(
      (m) => `${path.basename(m.url)}:${m.lastLine ?? 0}: ${m.message}`,
    );
    expect(errors).toEqual([]);
  });

  test('every page has a title, description, canonical, Open Graph tags, a raster favicon and lang="ru"', () => {
    const problems: string[] = [];
    for (const file of builtHtmlFiles()) {
      const html = readFileSync(file, 'utf8');
      const need: Record<string, RegExp> = {
        lang: /<html lang="ru"/,
        title: /<title>[^<]{3,}<\/title>/,
        description: /<meta name="description" content="[^"]{20,}"/,
        canonical: /<link rel="canonical" href="https?:\/\/[^"]+"/,
        'og:title': /<meta property="og:title" content="[^"]+"/,
        'og:image': /<meta property="og:image" content="https?:\/\/[^"]+"/,
        favicon: /<link rel="icon" href="\/favicon\.ico"/,
      };
      for (const [name, pattern] of Object.entries(need)) {
        if (!pattern.test(html)) problems.push(`${file}: no ${name}`);
      }
      // Chromium draws an SVG favicon as a document on the page's main thread: 4–5 ms a page.
      if (/<link rel="icon"[^>]*\.svg"/.test(html)) problems.push(`${file}: an SVG favicon`);
    }
    expect(problems).toEqual([]);
  });

  test('the scripts every page starts with open with the compile hint', () => {
    // V8 then compiles them while they download instead of on the main thread (astro.config.mjs).
    const scripts = new Set<string>();
    for (const file of builtHtmlFiles())
      for (const [, src] of readFileSync(file, 'utf8').matchAll(
        /<script type="module" src="([^"]+)"/g,
      ))
        if (src) scripts.add(src);
    expect(scripts.size).toBeGreaterThan(3);
    const unhinted = [...scripts].filter(
      (src) =>
        !readFileSync(`dist/client${src}`, 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
    );
    expect(unhinted).toEqual([]);
  });

  test('visible text follows Russian typography: a non-breaking space before each dash, «ёлочки»', () => {
    const problems: string[] = [];
    for (const file of builtHtmlFiles()) {
      const text = readFileSync(file, 'utf8')
        .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
        .replace(/<[^>]+>/g, '\n');
      for (const line of text.split('\n')) {
        if (/ \u2014/.test(line))
          problems.push(`${file}: plain space before a dash «${line.trim()}»`);
        if (/[а-яё]\s*"|"\s*[а-яё]/i.test(line))
          problems.push(`${file}: straight quotes «${line.trim()}»`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the sitemap and robots.txt list the pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
    expect(sitemapPaths()).toContain('/');
    expect(sitemapPaths()).not.toContain('/maintenance_mode');
  });
});
