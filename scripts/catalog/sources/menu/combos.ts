import type { ComboSlotSource, ComboSource } from './types.ts';

const SIDES: ComboSlotSource = {
  code: 'side',
  name: 'Гарнир',
  products: ['fries', 'potato-wedges', 'garden-salad'],
};
const DRINKS: ComboSlotSource = {
  code: 'drink',
  name: 'Напиток',
  products: [
    'cola',
    'cola-zero',
    'lemon-lime',
    'orange-soda',
    'iced-tea-lemon',
    'black-tea',
    'americano',
  ],
};
const KID_SIDES: ComboSlotSource = {
  code: 'side',
  name: 'Перекус',
  products: ['fries', 'carrot-sticks', 'apple-slices'],
};
const KID_DRINKS: ComboSlotSource = {
  code: 'drink',
  name: 'Напиток',
  products: ['apple-juice', 'orange-juice', 'cherry-nectar', 'still-water'],
};
const KID_DESSERT: ComboSlotSource = {
  code: 'dessert',
  name: 'Десерт',
  products: ['ice-cream-cone', 'chocolate-cookie'],
};

function main(key: string): ComboSlotSource {
  return { code: 'main', name: 'Основное блюдо', products: [key] };
}

/** Combos (414) and kids combos (415); the price is the combo's own price. */
export const combos: readonly ComboSource[] = [
  {
    key: 'big-hit-combo',
    name: 'Биг Хит Комбо',
    cats: ['combo'],
    price: 379,
    stickers: ['Хит'],
    text: 'Биг Хит, гарнир и напиток на выбор по цене ниже, чем по отдельности. Классический обед за пару минут.',
    slots: [main('big-hit'), SIDES, DRINKS],
  },
  {
    key: 'grand-combo',
    name: 'Гранд Комбо',
    cats: ['combo'],
    price: 359,
    text: 'Сытный Гранд с картофелем и напитком. Выбери гарнир и напиток — остальное мы уже решили.',
    slots: [main('grand'), SIDES, DRINKS],
  },
  {
    key: 'double-cheeseburger-combo',
    name: 'Двойной чизбургер Комбо',
    cats: ['combo'],
    price: 289,
    text: 'Двойной чизбургер с гарниром и напитком. Недорогой и сытный набор на каждый день.',
    slots: [main('double-cheeseburger'), SIDES, DRINKS],
  },
  {
    key: 'chicken-premier-combo',
    name: 'Чикен Премьер Комбо',
    cats: ['combo'],
    price: 369,
    text: 'Чикен Премьер, гарнир и напиток в одном наборе. Для тех, кто выбирает курицу.',
    slots: [main('chicken-premier'), SIDES, DRINKS],
  },
  {
    key: 'nuggets-combo',
    name: 'Наггетсы Комбо',
    cats: ['combo'],
    price: 299,
    text: 'Наггетсы с гарниром и напитком на выбор. Добавь любимый соус — и обед готов.',
    slots: [main('nuggets'), SIDES, DRINKS],
  },
  {
    key: 'caesar-roll-combo',
    name: 'Ролл Цезарь Комбо',
    cats: ['combo'],
    price: 359,
    text: 'Ролл Цезарь с гарниром и напитком на выбор. Лёгкий обед, который удобно взять с собой.',
    slots: [main('caesar-roll'), SIDES, DRINKS],
  },
  {
    key: 'fish-burger-combo',
    name: 'Фиш-бургер Комбо',
    cats: ['combo'],
    price: 339,
    text: 'Фиш-бургер, гарнир и напиток на выбор. Нежная рыба в сытном наборе.',
    slots: [main('fish-burger'), SIDES, DRINKS],
  },
  {
    key: 'texas-combo',
    name: 'Техас Комбо',
    cats: ['combo'],
    price: 419,
    stickers: ['Острое', 'Новинка'],
    text: 'Острый бургер «Техас», картофель и прохладный напиток. Жаркий обед с освежающим финалом.',
    slots: [main('texas-burger'), SIDES, DRINKS],
  },
  {
    key: 'breakfast-combo',
    name: 'Завтрак Комбо',
    cats: ['combo', 'breakfast'],
    price: 229,
    dayParts: ['breakfast'],
    text: 'Маффин с ветчиной и омлетом, драник и горячий напиток. Полноценный завтрак до 10:30.',
    slots: [
      {
        code: 'main',
        name: 'Основное блюдо',
        products: ['muffin-ham-omelette', 'muffin-sausage-egg', 'muffin-egg-cheese'],
      },
      { code: 'side', name: 'Гарнир', products: ['hash-brown'] },
      {
        code: 'drink',
        name: 'Напиток',
        products: ['americano', 'cappuccino', 'black-tea', 'orange-juice'],
      },
    ],
  },
  {
    key: 'kids-hamburger',
    name: 'Детское комбо с гамбургером',
    cats: ['kids-combo'],
    price: 229,
    text: 'Гамбургер, перекус, напиток и десерт в яркой коробке. Порция, рассчитанная на маленький аппетит.',
    slots: [main('hamburger'), KID_SIDES, KID_DRINKS, KID_DESSERT],
  },
  {
    key: 'kids-cheeseburger',
    name: 'Детское комбо с чизбургером',
    cats: ['kids-combo'],
    price: 239,
    text: 'Чизбургер, хрустящий перекус и сок в детском наборе. Всё, что нужно после прогулки.',
    slots: [main('cheeseburger'), KID_SIDES, KID_DRINKS, KID_DESSERT],
  },
  {
    key: 'kids-nuggets',
    name: 'Детское комбо с наггетсами',
    cats: ['kids-combo'],
    price: 249,
    stickers: ['Хит'],
    text: 'Шесть наггетсов, перекус на выбор и напиток. Любимый детский набор в нашем меню.',
    slots: [main('nuggets'), KID_SIDES, KID_DRINKS, KID_DESSERT],
  },
  {
    key: 'kids-fish',
    name: 'Детское комбо с рыбными палочками',
    cats: ['kids-combo'],
    price: 259,
    text: 'Рыбные палочки из трески, яблочные дольки и сок. Нежная рыба, которую дети едят с удовольствием.',
    slots: [
      main('fish-sticks'),
      { ...KID_SIDES, products: ['apple-slices', 'carrot-sticks', 'fries'] },
      KID_DRINKS,
      KID_DESSERT,
    ],
  },
];
