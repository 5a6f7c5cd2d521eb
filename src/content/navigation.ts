/**
 * The navigation menu (SPEC §3 "Navigation menu"): groups header1 (upper header), header2 (main
 * header), footer and company, each with children, plus the flag that menu categories are fixed.
 * The catalog (src/content/catalog/navigation.json) is the source once it exists; this module
 * keeps the same shape so the layouts need no change.
 */

/** One link of the navigation. */
export interface NavItem {
  readonly title: string;
  readonly url: string;
  readonly children?: readonly NavItem[];
}

/** A named group of links. */
export interface NavGroup {
  readonly title: string;
  readonly children: readonly NavItem[];
}

/** The whole navigation menu. */
export interface NavigationMenu {
  readonly pages: {
    readonly header1: NavGroup;
    readonly header2: NavGroup;
    readonly footer: NavGroup;
    readonly company: NavGroup;
  };
  readonly isFixedCategories: boolean;
}

/** The site's navigation. */
export const navigation: NavigationMenu = {
  isFixedCategories: true,
  pages: {
    header1: {
      title: 'Верхнее меню',
      children: [
        { title: 'О компании', url: '/company' },
        { title: 'Качество', url: '/quality' },
        { title: 'Новости', url: '/articles/news' },
        { title: 'Карьера', url: '/company/development' },
        { title: 'Франчайзинг', url: '/company/franchising' },
        { title: 'Обратная связь', url: '/feedback' },
      ],
    },
    header2: {
      title: 'Главное меню',
      children: [
        { title: 'Меню', url: '/menu' },
        { title: 'Доставка', url: '/menu/delivery' },
        { title: 'Рестораны', url: '/restaurants' },
        { title: 'Акции', url: '/offers' },
        { title: 'Бонусы', url: '/bonus' },
        { title: 'Приложение', url: '/app' },
      ],
    },
    footer: {
      title: 'Подвал',
      children: [
        {
          title: 'Гостям',
          url: '/menu',
          children: [
            { title: 'Меню', url: '/menu' },
            { title: 'Рестораны', url: '/restaurants' },
            { title: 'Акции', url: '/offers' },
            { title: 'События', url: '/events' },
            { title: 'Бонусы', url: '/bonus' },
            { title: 'Приложение', url: '/app' },
          ],
        },
        {
          title: 'Компания',
          url: '/company',
          children: [
            { title: 'О нас', url: '/company' },
            { title: 'Ценности', url: '/company/values' },
            { title: 'Руководство', url: '/company/management' },
            { title: 'Качество', url: '/quality' },
            { title: 'Устойчивое развитие', url: '/sustainability' },
            { title: 'Новости', url: '/articles/news' },
          ],
        },
        {
          title: 'Партнёрам',
          url: '/company/franchising',
          children: [
            { title: 'Франчайзинг', url: '/company/franchising' },
            { title: 'Пресс-центр', url: '/company/media' },
            { title: 'Карьера и обучение', url: '/company/development' },
          ],
        },
        {
          title: 'Документы',
          url: '/legal',
          children: [
            { title: 'Правовая информация', url: '/legal' },
            { title: 'Политика cookie', url: '/policies-cookies' },
          ],
        },
      ],
    },
    company: {
      title: 'О компании',
      children: [
        { title: 'О нас', url: '/company' },
        { title: 'Факты и цифры', url: '/company/facts' },
        { title: 'Ценности', url: '/company/values' },
        { title: 'Карьера и обучение', url: '/company/development' },
        { title: 'Франчайзинг', url: '/company/franchising' },
        { title: 'Семья вместе', url: '/company/semyavmeste' },
        { title: 'Руководство', url: '/company/management' },
        { title: 'Пресс-центр', url: '/company/media' },
      ],
    },
  },
};
