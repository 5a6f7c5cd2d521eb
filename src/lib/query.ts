/**
 * The page's query carried on by its links (SPEC §2: a campaign's tags and the menu's filter
 * survive every step inside the site): one rule for redirects, the menu's header and the tray.
 */

/** `target` with the query `search` (`?a=1` or empty), unless it has a query of its own. */
export function withQuery(target: string, search: string): string {
  if (!search || search === '?' || target.includes('?')) return target;
  const hash = target.indexOf('#');
  return hash === -1 ? target + search : target.slice(0, hash) + search + target.slice(hash);
}

/** The query `search` without the parameters `names` (`?a=1`, or empty when none is left). */
export function withoutParams(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
