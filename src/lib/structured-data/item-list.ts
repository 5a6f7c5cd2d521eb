/**
 * schema.org `ItemList` of a page that lists other pages (a city's restaurants, the news): each
 * item the listed page's own URL and name, in the order the page shows them.
 */
import { absoluteUrl, type Node } from './graph.ts';

/** A listed page: what its card calls it and its site path. */
export interface ListedPage {
  name: string;
  path: string;
}

/** The list as an `ItemList` of `ListItem`s numbered from 1. */
export function itemList(name: string, pages: readonly ListedPage[], site: URL): Node {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: pages.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: pages.map((page, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: page.name,
      url: absoluteUrl(page.path, site),
    })),
  };
}
