/**
 * What every JSON-LD block shares: the node type, absolute URLs and the document itself. One
 * module per schema.org type sits beside this one; each builds its node from the facts the page
 * shows, never from text typed again for search engines.
 */

/** A schema.org node: its type, an optional id other nodes point at, and its properties. */
export interface Node {
  readonly '@type': string;
  readonly '@id'?: string;
  readonly [property: string]: unknown;
}

/** The absolute URL of a site path (an absolute URL stays as it is). */
export function absoluteUrl(path: string, site: URL): string {
  return new URL(path, site).href;
}

/** A JSON-LD document of several nodes, safe to place inside <script> (no «</script>»). */
export function jsonLd(nodes: readonly Node[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replaceAll(
    '<',
    '\\u003c',
  );
}
