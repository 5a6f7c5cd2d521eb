/** Helpers for the browser tests: the built site's pages, grouped by route kind. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CLIENT = 'dist/client';

/** Every page path listed in the built sitemap. */
export function sitemapPaths(): string[] {
  const files = readdirSync(CLIENT).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const paths = new Set<string>();
  for (const file of files) {
    const xml = readFileSync(path.join(CLIENT, file), 'utf8');
    for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      paths.add(new URL(match[1] ?? '/').pathname);
    }
  }
  return [...paths].sort();
}

/**
 * Every single page, plus two pages (first and last) of each dynamic route kind: paths that share
 * everything but their last segment with at least three others are one route kind; and kinds
 * that differ only in their last-but-one segment (a restaurant page per city:
 * /restaurants/{city}/{id}) are one kind too when there are at least four of them.
 */
export function pagesToSweep(paths = sitemapPaths()): string[] {
  const groups = new Map<string, string[]>();
  for (const p of paths) {
    const key = p.replace(/\/[^/]+$/, '/*');
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const families = new Map<string, string[][]>();
  for (const [key, members] of groups) {
    const family = /^\/[^/]+\/[^/]+\/\*$/.test(key) ? key.replace(/\/[^/]+\/\*$/, '/*/*') : key;
    families.set(family, [...(families.get(family) ?? []), members]);
  }
  const chosen: string[] = [];
  for (const kinds of families.values()) {
    const members = kinds.length >= 4 ? kinds.flat() : undefined;
    if (members) chosen.push(members[0] as string, members.at(-1) as string);
    else
      for (const kind of kinds) {
        if (kind.length < 4) chosen.push(...kind);
        else chosen.push(kind[0] as string, kind.at(-1) as string);
      }
  }
  return chosen.sort();
}

/** Every built HTML file, as a path under dist/client. */
export function builtHtmlFiles(dir = CLIENT): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...builtHtmlFiles(full));
    else if (entry.name.endsWith('.html')) files.push(full);
  }
  return files;
}
