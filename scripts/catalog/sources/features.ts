import type { Feature } from '../../../src/lib/catalog/schema.ts';

/** Restaurant features in display order. */
export const features: readonly Feature[] = [
  { code: 'cafe', name: 'Кафе', description: 'Зал, где можно спокойно пообедать за столиком.' },
  {
    code: 'drive',
    name: 'Авто',
    description: 'Окно для заказа и получения еды, не выходя из машины.',
  },
  {
    code: '24h',
    name: 'Круглосуточно',
    description: 'Ресторан работает без перерывов днём и ночью.',
  },
  {
    code: 'delivery',
    name: 'Доставка',
    description: 'Доставим заказ из этого ресторана к тебе домой или в офис.',
  },
  { code: 'breakfast', name: 'Завтраки', description: 'Утром здесь подают меню завтраков.' },
  { code: 'wifi', name: 'Wi-Fi', description: 'Бесплатный беспроводной интернет для гостей.' },
  {
    code: 'kids',
    name: 'Детская зона',
    description: 'Игровая зона и детские стульчики для маленьких гостей.',
  },
  {
    code: 'parking',
    name: 'Парковка',
    description: 'Рядом с рестораном есть парковка для гостей.',
  },
  {
    code: 'card',
    name: 'Оплата картой',
    description: 'Принимаем банковские карты и оплату телефоном.',
  },
];
