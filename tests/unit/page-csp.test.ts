import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageCsp } from '~/lib/http/page-csp';

const hash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page CSP', () => {
  const gate = '(function(){document.documentElement.dataset.gate=1})()';
  const island = 'astro-island{display:contents}';
  const elsewhere = 'console.log("another page")';
  const csp =
    "default-src 'self'; img-src 'self' data:; " +
    `script-src 'self' ${hash(gate)} ${hash(elsewhere)}; ` +
    `style-src 'self' ${hash(island)} ${hash('p{color:red}')}`;

  it('keeps the hashes of the page’s own inline scripts and styles, drops the rest', () => {
    const html = `<head><script>${gate}</script><style>${island}</style></head><body></body>`;
    expect(pageCsp(csp, html)).toBe(
      "default-src 'self'; img-src 'self' data:; " +
        `script-src 'self' ${hash(gate)}; style-src 'self' ${hash(island)}`,
    );
  });

  it('a page without inline blocks keeps only its sources', () => {
    expect(pageCsp(csp, '<script src="/_astro/a.js" type="module"></script>')).toBe(
      "default-src 'self'; img-src 'self' data:; script-src 'self'; style-src 'self'",
    );
  });

  it('hashes the exact text, attributes aside (a changed byte is another script)', () => {
    const html = `<script type="module" data-x>${gate}</script><script>${elsewhere} </script>`;
    const kept = pageCsp(csp, html);
    expect(kept).toContain(hash(gate));
    expect(kept).not.toContain(hash(elsewhere));
  });
});
