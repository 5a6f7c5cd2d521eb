/** News list helpers: newest first, fixed page size. */
import { getCollection, type CollectionEntry } from 'astro:content';

/** Articles per list page. */
export const NEWS_PAGE_SIZE = 12;

/** All news, newest first. */
export async function sortedNews(): Promise<CollectionEntry<'news'>[]> {
  return (await getCollection('news')).sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime(),
  );
}

/** Number of list pages. */
export const newsPageCount = (total: number): number =>
  Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
