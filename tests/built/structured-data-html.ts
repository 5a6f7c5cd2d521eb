/**
 * Reading a built page as tests/built/structured-data.test.ts compares it: its JSON-LD documents and
 * nodes, and the text and links a visitor sees (headings, the breadcrumb trail), without a browser.
 */

/** A JSON-LD node as parsed. */
export type JsonNode = Record<string, unknown>;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: '\u00a0',
};

/** Visible text of an HTML fragment: tags dropped, entities decoded, white space as one space. */
export function plainText(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[\da-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? whole;
    })
    .replace(/[ \t\n]+/g, ' ')
    .trim();
}

/** The text of the first group of `pattern` in the page. */
export function textOf(html: string, pattern: RegExp): string {
  return plainText(pattern.exec(html)?.[1] ?? '');
}

/** The page's H1 as a visitor reads it. */
export function h1Of(html: string): string {
  return textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
}

/** Every link target on the page, in document order. */
export function linksIn(html: string): string[] {
  return [...html.matchAll(/<a [^>]*?href="([^"]*)"/g)].map((m) => m[1] ?? '');
}

/** Every JSON-LD document of the page, parsed (throws on one that does not parse). */
export function graphOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as unknown,
  );
}

/** The top-level nodes of the documents (a document's `@graph` is its nodes). */
export function nodesOf(documents: unknown[]): JsonNode[] {
  return documents.flatMap((doc): JsonNode[] => {
    const node = doc as JsonNode & { '@graph'?: JsonNode[] };
    return node['@graph'] ?? [node];
  });
}

interface Step {
  name: string;
  path: string;
}

/** The visible trail: its links, and the page's own step (the current crumb, else the H1). */
function shownTrail(html: string): Step[] | null {
  const nav =
    /<nav [^>]*aria-label="(?:Хлебные крошки|Навигационная цепочка)"[^>]*>([\s\S]*?)<\/nav>/.exec(
      html,
    )?.[1];
  if (nav === undefined) return null;
  const links = [...nav.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    name: plainText(m[2] ?? ''),
    path: m[1] ?? '',
  }));
  const current = /<span aria-current="page">([\s\S]*?)<\/span>/.exec(nav)?.[1];
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '/';
  const own = {
    name: current ? plainText(current) : h1Of(html),
    path: new URL(canonical).pathname,
  };
  return [...links, own];
}

/** Where the page's BreadcrumbList differs from the trail it shows (none: they agree). */
export function breadcrumbProblems(html: string): string[] {
  const shown = shownTrail(html);
  if (shown === null) return [];
  const lists = nodesOf(graphOf(html)).filter((n) => n['@type'] === 'BreadcrumbList');
  if (lists.length !== 1) return [`${lists.length} BreadcrumbLists beside a visible trail`];
  const items = (lists[0]?.['itemListElement'] ?? []) as { name: string; item: string }[];
  const listed = items.map((i) => ({ name: i.name, path: new URL(i.item).pathname }));
  // A no-break space the page sets is the same word break to a reader.
  const same = (steps: Step[]): string => JSON.stringify(steps).replaceAll('\u00a0', ' ');
  return same(listed) === same(shown)
    ? []
    : [`BreadcrumbList ${JSON.stringify(listed)} ≠ trail ${JSON.stringify(shown)}`];
}
