/**
 * Links written in a plain text field (a FAQ answer): `[label](/path)` becomes a link when the
 * address is one of the site's own paths; anything else stays text as the editor wrote it.
 */

/** A piece of such a text: plain, or a link. */
export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

const LINK = /\[([^\]\n]+)\]\((\/(?!\/)[^\s)]*)\)/g;

/** Split a text into its plain pieces and its links to the site's own pages. */
export function inlineLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: label, href });
    from = match.index + whole.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
