import type { Allergen } from '../../../../src/lib/catalog/schema.ts';

/** Hand-written category; parent by slug; mayContain is the kitchen trace list. */
export interface CategorySource {
  id: number;
  slug: string;
  name: string;
  parent: string | null;
  description: string;
  mayContain: readonly Allergen[];
}

const GRILL: readonly Allergen[] = ['соя', 'горчица', 'сельдерей', 'кунжут'];
const FRYER: readonly Allergen[] = ['рыба', 'глютен', 'сельдерей'];
const SWEET: readonly Allergen[] = ['орехи', 'арахис', 'соя'];

/** Categories in menu order; 409 and 408 keep their historical ids. */
export const categories: readonly CategorySource[] = [
  {
    id: 409,
    slug: 'burgers',
    name: 'Бургеры',
    parent: null,
    description:
      'Бургеры с говядиной, курицей и рыбой на мягких булочках — от классического гамбургера до двойных сытных вариантов.',
    mayContain: GRILL,
  },
  {
    id: 408,
    slug: 'chicken-and-fish',
    name: 'Курица и рыба',
    parent: null,
    description:
      'Хрустящие наггетсы, стрипсы, крылышки и рыба в золотистой панировке для тех, кто любит курицу и морепродукты.',
    mayContain: FRYER,
  },
  {
    id: 410,
    slug: 'rolls',
    name: 'Роллы',
    parent: null,
    description:
      'Сытные роллы в пшеничной тортилье с курицей, говядиной, креветками и свежими овощами.',
    mayContain: GRILL,
  },
  {
    id: 411,
    slug: 'fries-and-snacks',
    name: 'Картофель и закуски',
    parent: null,
    description:
      'Картофель фри, картофель по-деревенски и закуски, которые хорошо дополняют любой заказ.',
    mayContain: FRYER,
  },
  {
    id: 412,
    slug: 'salads',
    name: 'Салаты',
    parent: null,
    description: 'Лёгкие салаты из свежих овощей с курицей, креветками или сыром.',
    mayContain: ['горчица', 'сельдерей', 'кунжут'],
  },
  {
    id: 413,
    slug: 'breakfast',
    name: 'Завтраки',
    parent: null,
    description: 'Завтраки до 10:30: маффины с омлетом, оладьи, сырники и горячая каша.',
    mayContain: ['кунжут', 'соя', 'горчица'],
  },
  {
    id: 414,
    slug: 'combo',
    name: 'Комбо',
    parent: null,
    description:
      'Комбо-наборы с бургером или роллом, гарниром и напитком на выбор по выгодной цене.',
    mayContain: GRILL,
  },
  {
    id: 415,
    slug: 'kids-combo',
    name: 'Детское комбо',
    parent: null,
    description: 'Детские наборы с небольшой порцией, полезным перекусом и напитком.',
    mayContain: GRILL,
  },
  {
    id: 416,
    slug: 'cold-drinks',
    name: 'Холодные напитки',
    parent: null,
    description: 'Газированные напитки, соки, вода и молочные коктейли со льдом и без.',
    mayContain: [],
  },
  {
    id: 417,
    slug: 'soda',
    name: 'Газированные напитки',
    parent: 'cold-drinks',
    description: 'Освежающие газированные напитки в трёх размерах.',
    mayContain: [],
  },
  {
    id: 418,
    slug: 'juice-and-water',
    name: 'Соки и вода',
    parent: 'cold-drinks',
    description: 'Соки, морсы, холодный чай и питьевая вода.',
    mayContain: [],
  },
  {
    id: 419,
    slug: 'shakes',
    name: 'Коктейли',
    parent: 'cold-drinks',
    description: 'Молочные коктейли, смузи и холодные кофейные напитки.',
    mayContain: SWEET,
  },
  {
    id: 420,
    slug: 'hot-drinks',
    name: 'Горячие напитки и кофе',
    parent: null,
    description: 'Кофе из зёрен арабики, чай и горячий шоколад на любое время дня.',
    mayContain: ['молоко', 'орехи', 'соя'],
  },
  {
    id: 421,
    slug: 'coffee',
    name: 'Кофе',
    parent: 'hot-drinks',
    description: 'Эспрессо, капучино, латте и другие кофейные напитки, которые готовят при тебе.',
    mayContain: ['молоко', 'орехи', 'соя'],
  },
  {
    id: 422,
    slug: 'tea',
    name: 'Чай',
    parent: 'hot-drinks',
    description: 'Чёрный, зелёный и авторский чай с ягодами, облепихой и имбирём.',
    mayContain: ['молоко'],
  },
  {
    id: 423,
    slug: 'desserts',
    name: 'Десерты',
    parent: null,
    description: 'Пирожки, чизкейки, пончики и другая выпечка к кофе и чаю.',
    mayContain: SWEET,
  },
  {
    id: 424,
    slug: 'ice-cream',
    name: 'Мороженое',
    parent: null,
    description: 'Мороженое из пломбира в рожке, стаканчике и с топпингами.',
    mayContain: SWEET,
  },
  {
    id: 425,
    slug: 'sauces',
    name: 'Соусы',
    parent: null,
    description:
      'Соусы к картофелю, наггетсам и бургерам — от классического кетчупа до острого чили.',
    mayContain: ['горчица', 'сельдерей', 'яйца'],
  },
];
