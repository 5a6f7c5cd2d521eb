import type { NavItem, Navigation } from '../../../../src/lib/catalog/schema.ts';

function link(title: string, url: string): NavItem {
  return { title, url };
}

/** Site navigation: upper and main header, grouped footer, company section. */
export const navigation: Navigation = {
  pages: {
    header1: {
      title: 'Верхнее меню',
      children: [
        link('О компании', '/company'),
        link('Качество', '/quality'),
        link('Новости', '/articles/news'),
        link('Карьера', '/company/development'),
        link('Франчайзинг', '/company/franchising'),
        link('Обратная связь', '/feedback'),
      ],
    },
    header2: {
      title: 'Главное меню',
      children: [
        link('Меню', '/menu'),
        link('Доставка', '/menu/delivery'),
        link('Рестораны', '/restaurants'),
        link('Акции', '/offers'),
        link('Бонусы', '/bonus'),
        link('Приложение', '/app'),
      ],
    },
    footer: {
      title: 'Подвал',
      children: [
        {
          title: 'Гостям',
          url: null,
          children: [
            { title: 'Меню', url: '/menu' },
            { title: 'Рестораны', url: '/restaurants' },
            { title: 'Акции', url: '/offers' },
            { title: 'События', url: '/events' },
            { title: 'Бонусы', url: '/bonus' },
            { title: 'Мобильное приложение', url: '/app' },
          ],
        },
        {
          title: 'Компания',
          url: null,
          children: [
            { title: 'О компании', url: '/company' },
            { title: 'Наши ценности', url: '/company/values' },
            { title: 'Руководство', url: '/company/management' },
            { title: 'Качество', url: '/quality' },
            { title: 'Устойчивое развитие', url: '/sustainability' },
            { title: 'Новости', url: '/articles/news' },
          ],
        },
        {
          title: 'Партнёрам',
          url: null,
          children: [
            { title: 'Франчайзинг', url: '/company/franchising' },
            { title: 'Для СМИ', url: '/company/media' },
            { title: 'Развитие сети', url: '/company/development' },
          ],
        },
        {
          title: 'Документы',
          url: null,
          children: [
            { title: 'Правовая информация', url: '/legal' },
            { title: 'Политика использования cookie', url: '/policies-cookies' },
          ],
        },
      ],
    },
    company: {
      title: 'О компании',
      children: [
        link('О компании', '/company'),
        link('Факты и цифры', '/company/facts'),
        link('Наши ценности', '/company/values'),
        link('Карьера', '/company/development'),
        link('Франчайзинг', '/company/franchising'),
        link('Семья вместе', '/company/semyavmeste'),
        link('Руководство', '/company/management'),
        link('Для СМИ', '/company/media'),
      ],
    },
  },
  isFixedCategories: true,
};
