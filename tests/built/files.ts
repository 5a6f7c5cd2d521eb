/** The built site's files (dist/client after `npm run build`), for checks that need no browser. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the build writes the pages and assets. */
export const CLIENT = 'dist/client';

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

/** Every built HTML file, as a path under dist/client. */
export function builtHtmlFiles(dir = CLIENT): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...builtHtmlFiles(full));
    else if (entry.name.endsWith('.html')) files.push(full);
  }
  return files.sort();
}
