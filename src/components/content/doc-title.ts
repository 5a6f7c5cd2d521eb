/** Document titles of editorial pages: with the brand when it fits in 70 characters. */
import { BRAND_PLAIN, pageTitle } from '~/lib/site';

const MAX = 70;

/** Whether a title names the brand already (its spaces may be non-breaking). */
const namesBrand = (title: string): boolean =>
  title.replace(/\s/g, ' ').includes(BRAND_PLAIN.replace(/\s/g, ' '));

/**
 * «Title — «Вкусно – и точка»», or the title alone (cut at a word with «…») when too long or
 * when it names the brand itself («Приложение «Вкусно – и точка»», not the brand twice).
 */
export function docTitle(title: string): string {
  const branded = namesBrand(title) ? title : pageTitle(title);
  if (branded.length <= MAX) return branded;
  if (title.length <= MAX) return title;
  const cut = title.slice(0, MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.:;—–-]+$/, '')}…`;
}
