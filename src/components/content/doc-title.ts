/** Document titles of editorial pages: with the brand when it fits in TITLE_MAX characters. */
import { pageTitle, TITLE_MAX as MAX } from '~/lib/site';

/**
 * «Title — «Вкусно – и точка»» (or the title alone when it names the brand), else the title alone
 * (cut at a word with «…») when too long.
 */
export function docTitle(title: string): string {
  const branded = pageTitle(title);
  if (branded.length <= MAX) return branded;
  if (title.length <= MAX) return title;
  const cut = title.slice(0, MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.:;—–-]+$/, '')}…`;
}
