/**
 * Every built page is valid HTML, by two checkers over the files in dist/client: html-validate
 * (its recommended rules: validity and lint, such as duplicate ids or a button without text) and
 * the W3C Nu checker (the HTML standard's own conformance rules), in one run over every page. The
 * pages with a dialog open are checked in the browser (tests/e2e/site.spec.ts).
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidate } from 'html-validate';
import { afterAll, describe, expect, it } from 'vitest';
import { builtHtmlFiles, CLIENT } from './files';
import { nuCheckerArgs } from './nu-checker';
import { styleOnceCopies, type StyleOnceCopies } from './style-once';

/** Runs the Nu checker over the copies; resolves with its error messages, named by their page. */
function nuErrors({ files, origin }: StyleOnceCopies): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const java = spawn('java', nuCheckerArgs(files));
    let report = '';
    java.stderr.on('data', (chunk: Buffer) => (report += chunk.toString()));
    java.stdout.resume();
    java.on('error', reject);
    java.on('close', () => {
      try {
        const { messages } = JSON.parse(report || '{"messages":[]}') as {
          messages: { url: string; lastLine?: number; message: string }[];
        };
        resolve(
          messages.map(
            (m) => `${origin.get(fileURLToPath(m.url)) ?? m.url}:${m.lastLine ?? 0}: ${m.message}`,
          ),
        );
      } catch {
        reject(new Error(`the Nu checker's report is not JSON: ${report.slice(0, 2000)}`));
      }
    });
  });
}

// The Nu checker runs in Java beside html-validate in this thread: concurrent tests.
describe.concurrent('built pages', () => {
  const files = builtHtmlFiles();
  // The Nu checker reads copies holding each distinct style block once instead of in every page
  // (its line numbers are the copies'); html-validate reads no CSS and checks the pages as built.
  const copies = styleOnceCopies(files, CLIENT);
  afterAll(() => rmSync(copies.dir, { recursive: true, force: true }));

  it('are over a thousand (the whole site was built)', () => {
    expect(files.length).toBeGreaterThan(1000);
  });

  it('pass the W3C Nu checker', { timeout: 300_000 }, async () => {
    expect(await nuErrors(copies)).toEqual([]);
  });

  it('pass html-validate’s recommended rules', { timeout: 300_000 }, async () => {
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
    for (const file of files) {
      const report = await validator.validateString(readFileSync(file, 'utf8'), file);
      for (const result of report.results)
        for (const message of result.messages)
          errors.push(
            `${path.relative('dist/client', file)}:${message.line}: ${message.ruleId} ${message.message}`,
          );
    }
    expect(errors).toEqual([]);
  });
});
