import { cups } from './presets.ts';
import type { ProductSource } from './types.ts';

const COFFEE = ['hot-drinks', 'coffee'] as const;
const TEA = ['hot-drinks', 'tea'] as const;
const HOT = ['hot-drinks'] as const;
const ALL_DAY = ['breakfast', 'main'] as const;

/** Hot drinks (420) with subcategories coffee (421) and tea (422); recipes are for the middle cup. */
export const hotDrinks: readonly ProductSource[] = [
  { key: 'espresso', name: 'Эспрессо', cats: COFFEE, price: 79, dayParts: ALL_DAY,
    offers: cups([79, 119], [0.03, 0.06]).map((o, i) => ({ ...o, volumeName: i === 0 ? '30 мл' : '60 мл' })),
    text: 'Крепкий эспрессо из зёрен стопроцентной арабики с плотной пенкой. Короткий и честный кофе.',
    parts: [['espresso', 60]] },
  { key: 'americano', name: 'Американо', cats: COFFEE, price: 99, dayParts: ALL_DAY, offers: cups([99, 119, 139]),
    text: 'Эспрессо, разбавленный горячей водой, — мягкий и ароматный. Добавьте молоко или сахар по вкусу.',
    parts: [['espresso', 60], ['water', 240]] },
  { key: 'cappuccino', name: 'Капучино', cats: COFFEE, price: 129, dayParts: ALL_DAY, offers: cups([129, 149, 179]), stickers: ['Хит'],
    text: 'Эспрессо под шапкой плотной молочной пены. Баланс кофе и молока, который любят больше всего.',
    parts: [['espresso', 60], ['milk', 240]] },
  { key: 'latte', name: 'Латте', cats: COFFEE, price: 129, dayParts: ALL_DAY, offers: cups([129, 149, 179]),
    text: 'Много горячего молока и немного эспрессо. Нежный кофе для неспешного утра.',
    parts: [['espresso', 40], ['milk', 260]] },
  { key: 'flat-white', name: 'Флэт уайт', cats: COFFEE, price: 159, dayParts: ALL_DAY, offers: cups([159, 179], [0.2, 0.3]),
    text: 'Двойная порция эспрессо с бархатистым молоком. Кофейный вкус ярче, чем в латте.',
    parts: [['espresso', 120], ['milk', 180]] },
  { key: 'caramel-latte', name: 'Латте карамельный', cats: COFFEE, price: 149, dayParts: ALL_DAY, offers: cups([149, 169, 199]),
    text: 'Латте с карамельным сиропом и тонким сливочным послевкусием. Маленькая сладкая радость.',
    parts: [['espresso', 40], ['milk', 240], ['caramelSyrup', 20]] },
  { key: 'vanilla-raf', name: 'Раф ванильный', cats: COFFEE, price: 179, dayParts: ALL_DAY, offers: cups([179, 199], [0.3, 0.4]), stickers: ['Новинка'],
    text: 'Эспрессо, взбитый со сливками и ванильным сиропом. Десертный кофе с мягкой пеной.',
    parts: [['espresso', 40], ['milk', 180], ['whippedCream', 60], ['vanillaSyrup', 20]] },
  { key: 'mocha', name: 'Мокко', cats: COFFEE, price: 159, dayParts: ALL_DAY, offers: cups([159, 179, 199]),
    text: 'Эспрессо с горячим молоком и шоколадным сиропом. Для тех, кто не может выбрать между кофе и какао.',
    parts: [['espresso', 40], ['milk', 230], ['chocoSyrup', 30]] },
  { key: 'black-tea', name: 'Чай чёрный', cats: TEA, price: 69, dayParts: ALL_DAY, offers: cups([69, 79], [0.3, 0.4]),
    text: 'Крепкий чёрный байховый чай. Согревает и отлично сочетается с пирожком.',
    parts: [['blackTea', 300]] },
  { key: 'green-tea', name: 'Чай зелёный', cats: TEA, price: 69, dayParts: ALL_DAY, offers: cups([69, 79], [0.3, 0.4]),
    text: 'Листовой зелёный чай с мягким травянистым ароматом. Лёгкий и освежающий даже в горячем виде.',
    parts: [['greenTea', 300]] },
  { key: 'sea-buckthorn-tea', name: 'Чай облепиховый', cats: TEA, price: 129, dayParts: ALL_DAY, offers: cups([129, 149], [0.3, 0.4]),
    text: 'Чёрный чай с протёртой облепихой — яркий, чуть терпкий и очень солнечный. Согревает в холодный день.',
    parts: [['blackTea', 250], ['seaBuckthorn', 50]] },
  { key: 'ginger-lemon-tea', name: 'Чай имбирный с лимоном', cats: TEA, price: 129, dayParts: ALL_DAY, offers: cups([129, 149], [0.3, 0.4]),
    text: 'Зелёный чай со свежим имбирём, лимоном и мёдом. Пряный, бодрящий и уютный.',
    parts: [['greenTea', 260], ['ginger', 10], ['lemon', 15], ['honey', 15]] },
  { key: 'berry-tea', name: 'Чай ягодный', cats: TEA, price: 119, dayParts: ALL_DAY, offers: cups([119, 139], [0.3, 0.4]),
    text: 'Чёрный чай с ягодным пюре из малины и смородины. Ароматный и слегка кисловатый.',
    parts: [['blackTea', 250], ['berryPuree', 40], ['sugar', 5]] },
  { key: 'cocoa', name: 'Какао', cats: HOT, price: 109, dayParts: ALL_DAY, offers: cups([109, 129], [0.3, 0.4]),
    text: 'Горячее какао на молоке — вкус из детства. Мягкое, сладкое и согревающее.',
    parts: [['milk', 270], ['cocoa', 30]] },
  { key: 'hot-chocolate', name: 'Горячий шоколад', cats: HOT, price: 159, dayParts: ALL_DAY,
    text: 'Густой горячий шоколад со взбитыми сливками. Настоящий десерт в чашке.',
    parts: [['milk', 220], ['chocoTopping', 40], ['whippedCream', 20]] },
];
