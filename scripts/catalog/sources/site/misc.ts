import type { Alert, DayPart, Loyalty, Smartlinks } from '../../../../src/lib/catalog/schema.ts';

/** Day parts; intervals are in each city's local time, `to` < `from` means overnight. */
export const dayParts: readonly DayPart[] = [
  { code: 'breakfast', name: 'Завтрак', intervals: [{ from: '06:00', to: '10:30' }] },
  { code: 'main', name: 'Основное меню', intervals: [{ from: '10:30', to: '06:00' }] },
];

/** Loyalty awarding rules; the first one is the base rate. */
export const loyalty: Loyalty = {
  awarding_rules: [
    { ratio: 0.05, name: 'Базовое начисление: 5\u00a0% от суммы заказа возвращаются баллами' },
    { ratio: 0.1, name: 'В день рождения и три дня после — 10\u00a0% баллами' },
    { ratio: 0.07, name: 'Заказ в приложении с самовывозом — 7\u00a0% баллами' },
  ],
};

/** Site-wide information block. */
export const alert: Alert = {
  previewText: 'В праздничные дни часы работы некоторых ресторанов изменятся.',
  detailText: [
    '<p>С 31 декабря по 2 января часть ресторанов откроется позже или закроется раньше обычного. Окна «Авто» и круглосуточные рестораны работают в прежнем режиме.</p>',
    '<p>Точное время работы своего ресторана смотри на странице «Рестораны» или в мобильном приложении. Спасибо, что остаёшься с нами, и с наступающими праздниками!</p>',
  ].join('\n'),
};

const UTM = 'utm_source=smartlink&utm_medium=qr';

/** Short-link targets by folder and code. */
export const smartlinks: Smartlinks = {
  app: {
    android: 'https://play.google.com/store/apps/details?id=ru.vkusnoitochka.app',
    appgallery: 'https://appgallery.huawei.com/app/C107654321',
    ios: 'https://apps.apple.com/ru/app/vkusno-i-tochka/id1623456789',
    rustore: 'https://www.rustore.ru/catalog/app/ru.vkusnoitochka.app',
  },
  promo: {
    breakfast: `https://vkusnoitochka.ru/menu/breakfast?${UTM}&utm_campaign=breakfast`,
    bonus: `https://vkusnoitochka.ru/bonus?${UTM}&utm_campaign=bonus_start`,
    delivery: `https://vkusnoitochka.ru/menu/delivery?${UTM}&utm_campaign=delivery_free`,
    'new-burger': `https://vkusnoitochka.ru/menu/burgers?${UTM}&utm_campaign=texas_burger`,
    offers: `https://vkusnoitochka.ru/offers?${UTM}&utm_campaign=offers_tray`,
  },
};
