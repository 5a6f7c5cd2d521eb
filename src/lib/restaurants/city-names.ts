/**
 * The header city button's code → name map, carried on every page in one attribute. As JSON it was
 * 2 KB of `&quot;` entities (58 bytes of every page's brotli); `code:Name,code:Name` holds the
 * same, since neither codes nor Russian city names have a comma or a colon.
 */

/** The map as the attribute's text; throws at build time if a name would not come back whole. */
export function encodeCityNames(names: Readonly<Record<string, string>>): string {
  return Object.entries(names)
    .map(([code, name]) => {
      if (/[,:]/.test(code + name)) throw new Error(`A city's code or name has , or : (${code})`);
      return `${code}:${name}`;
    })
    .join(',');
}

/** The map back from the attribute's text (an empty map from an empty or missing text). */
export function decodeCityNames(text: string | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  for (const pair of text ? text.split(',') : []) {
    const at = pair.indexOf(':');
    if (at > 0) names[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return names;
}
