/**
 * What a menu list page is called: its H1, document title, breadcrumbs and the addresses of the
 * restaurant/delivery switch, for the whole menu or a category. One rule for the pre-rendered
 * page and for the island, which keeps them true when it shows another category in place (a chip,
 * or breakfast, when the page's category is not served).
 */
import { HOME_CRUMB, type Crumb } from '../breadcrumbs.ts';
import { fittingTitle, pageTitle } from '../site.ts';
import { menuPath } from '../../paths.ts';
import type { CategoryChoice } from './selection.ts';
import type { MenuContext } from './types.ts';

/** The header of a menu list page. */
export interface MenuHeading {
  heading: string;
  title: string;
  crumbs: Crumb[];
  /** The same page in each context (the «В ресторане» / «Доставка» switch). */
  contexts: Record<MenuContext, string>;
}

/** The name of a context's menu. */
export const CONTEXT_NAME: Record<MenuContext, string> = {
  menu: 'Меню',
  delivery: 'Меню доставки',
};

/** The header of the whole menu (`choice` null) or of a category or subcategory. */
export function menuHeading(context: MenuContext, choice: CategoryChoice | null): MenuHeading {
  const crumbs: Crumb[] = [HOME_CRUMB, { name: CONTEXT_NAME[context], path: menuPath(context) }];
  const shown = choice?.subcategory ?? choice?.category;
  if (!choice || !shown) {
    return {
      heading: CONTEXT_NAME[context],
      title: pageTitle(
        context === 'delivery' ? 'Меню доставки с ценами' : 'Меню с ценами и калорийностью',
      ),
      crumbs,
      contexts: { menu: menuPath('menu'), delivery: menuPath('delivery') },
    };
  }
  if (choice.subcategory && choice.category)
    crumbs.push({ name: choice.category.name, path: menuPath(context, choice.category.slug) });
  crumbs.push({ name: shown.name, path: menuPath(context, shown.slug) });
  return {
    heading: shown.name,
    title: fittingTitle(`${shown.name}: цены и калорийность`, shown.name),
    crumbs,
    contexts: { menu: menuPath('menu', shown.slug), delivery: menuPath('delivery', shown.slug) },
  };
}
