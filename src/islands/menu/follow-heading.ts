/**
 * The menu list page's header lives outside the island (pre-rendered by MenuHeader.astro). When
 * the island shows another category in place, this writes the new one's name into the H1, the
 * document title, the breadcrumbs and the restaurant/delivery switch, so none of them names the
 * category the visitor has left.
 */
import type { MenuHeading } from '~/lib/menu/heading';

/** The menu page's links that carry its query: the category chips and the header's. */
export const QUERY_LINKS = '.category-nav a[href], .menu-header a[href]';

/** Give the header's links (breadcrumbs, restaurant/delivery switch) the query `search`. */
export function keepQueryInHeader(search: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.menu-header a[href]'))
    if (link.search !== search) link.search = search;
}

/** Show `heading` in the page's header. */
export function showMenuHeading(heading: MenuHeading): void {
  if (document.title !== heading.title) document.title = heading.title;
  const h1 = document.querySelector('.menu-header__title');
  if (h1 && h1.textContent !== heading.heading) h1.textContent = heading.heading;
  const list = document.querySelector('.menu-header .breadcrumbs ol');
  if (list && list.textContent !== heading.crumbs.map((c) => c.name).join('')) {
    list.replaceChildren(
      ...heading.crumbs.map((crumb, index) => {
        const item = document.createElement('li');
        const last = index === heading.crumbs.length - 1;
        const label = document.createElement(last ? 'span' : 'a');
        if (last) label.setAttribute('aria-current', 'page');
        else label.setAttribute('href', crumb.path);
        label.textContent = crumb.name;
        item.append(label);
        return item;
      }),
    );
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-menu-context]')) {
    const context = link.dataset['menuContext'] === 'delivery' ? 'delivery' : 'menu';
    link.setAttribute('href', heading.contexts[context]);
  }
}
