/**
 * A page's CSP with only the hashes of its own inline scripts and styles. Astro lists every inline
 * block of the whole build on every page: 56 hashes on a menu page that uses 8, 2.6 KB of header
 * that does not compress, sent before the page in the first round trip of a cold connection
 * (about 14 KB with the page). Applied at build time by scripts/build.mjs, for Node and Netlify.
 */
import { createHash } from 'node:crypto';

const BLOCK = /<(script|style)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
const HASH_SOURCE = /\s*'(sha(?:256|384|512))-([A-Za-z0-9+/=]+)'/g;

/** The CSP hash sources (`sha256-…`) of every script and style element's text in `html`. */
export function inlineHashes(html: string): Set<string> {
  const hashes = new Set<string>();
  for (const [, , text = ''] of html.matchAll(BLOCK)) {
    for (const algorithm of ['sha256', 'sha384', 'sha512'])
      hashes.add(`${algorithm}-${createHash(algorithm).update(text).digest('base64')}`);
  }
  return hashes;
}

/** `csp` without the hash sources that match no script or style of `html`. */
export function pageCsp(csp: string, html: string): string {
  const used = inlineHashes(html);
  return csp.replace(HASH_SOURCE, (source: string, algorithm: string, hash: string) =>
    used.has(`${algorithm}-${hash}`) ? source : '',
  );
}
