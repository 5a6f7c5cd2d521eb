/**
 * What the error pages say (SPEC §2): the static 404 and 500 pages, the error shown in place of a
 * failed load (src/components/error-page.ts) and in place of an island that failed
 * (src/islands/ui/IslandBoundary.tsx). Typeset by hand (no-break spaces): the last two are drawn
 * in the browser, which has no typograf.
 */

/** What the 404 page says. */
export const NOT_FOUND_PAGE = {
  title: 'Страница не\u00a0найдена',
  description:
    'Похоже, ссылка устарела или в\u00a0адресе опечатка. Зато в\u00a0меню всё на\u00a0месте\u00a0— горячее и\u00a0свежее.',
} as const;

/** What the generic error says (the 500 page, an island that failed). */
export const ERROR_PAGE = {
  title: 'Что-то пошло не\u00a0так',
  description:
    'Попробуй обновить страницу. Если не\u00a0поможет\u00a0— загляни чуть позже, мы\u00a0уже разбираемся.',
} as const;
