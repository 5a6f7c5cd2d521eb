/**
 * The personal-data consent (src/content/legal/personal-data-consent.md) is what every form's
 * checkbox agrees to; each submission stores its `version`. A changed text under the old version
 * would file new agreements as agreements to the old text, and the document itself promises to ask
 * again when its text changes. So every version's text is recorded here by a hash: change the text,
 * and this test fails until the document has a new `version` (and `updated`) and its hash is added.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FILE = 'src/content/legal/personal-data-consent.md';

/** SHA-256 of each published version's text, as `consentTextHash` computes it. */
const PUBLISHED: Readonly<Record<string, string>> = {
  '2025-09-01': '121d9b5b4fb5e74379ea618c4ab0d68f010b8bf6a996b1357df6d64172c5be2a',
  '2026-11-28': 'a446cb1411b6703e955aba8faca916521aa89ae779db305f7f9b21070c967e1d',
};

/**
 * The hash of what a visitor agrees to: the Markdown body with links reduced to their text and
 * spaces (no-break ones included) collapsed, so typography and links do not count as a new text.
 */
function consentTextHash(body: string): string {
  const text = body
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
  return createHash('sha256').update(text).digest('hex');
}

function read(): { version: string; body: string } {
  const raw = readFileSync(FILE, 'utf8');
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(raw);
  const version = /^version:\s*'?(\d{4}-\d{2}-\d{2})'?\s*$/m.exec(m?.[1] ?? '')?.[1];
  if (!m || version === undefined) throw new Error(`${FILE}: no frontmatter with a version`);
  return { version, body: m[2] ?? '' };
}

describe('the personal-data consent', () => {
  it('has a new version whenever its text changes', () => {
    const { version, body } = read();
    expect(
      PUBLISHED[version],
      `${FILE}: its text is not the one published as version ${version}. A changed consent needs a new version (and updated) and its hash in PUBLISHED: ${consentTextHash(body)}`,
    ).toBe(consentTextHash(body));
  });

  it('names its own version in its text', () => {
    const { version, body } = read();
    expect(body).toContain(`Версия согласия: ${version}.`);
  });

  it('ignores typography and links, not words', () => {
    const text = 'Письмом на privacy@vkusnoitochka.ru — в [политике](/legal/privacy).';
    expect(
      consentTextHash(
        text.replace(' —', '\u00a0—').replace('[политике](/legal/privacy)', 'политике'),
      ),
    ).toBe(consentTextHash(text));
    expect(consentTextHash(text.replace('vkusnoitochka.ru', 'vkusno-tochka.example'))).not.toBe(
      consentTextHash(text),
    );
  });
});
