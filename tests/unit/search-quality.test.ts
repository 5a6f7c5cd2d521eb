import { describe, expect, it } from 'vitest';
import { catalogIndex } from '~/server/catalog';
import { searchJson, searchProducts, searchRestaurants } from '~/server/search';

const moscow = { city: catalogIndex().cityById.get(1)! };
const top = (q: string): string | undefined => searchProducts(moscow, q)[0]?.name;

describe('product search quality', () => {
  it.each([
    // exact and morphology
    ['чизбургер', 'Чизбургер'],
    ['чизбургеры', 'Чизбургер'],
    ['наггетсов', 'Наггетсы'],
    ['латте', 'Латте'],
    ['капучино', 'Капучино'],
    ['пирожки', 'Пирожок вишнёвый'],
    ['салаты', 'Овощной салат'],
    ['соусы', 'Соус сырный'],
    ['молочный коктейль', 'Молочный коктейль ванильный'],
    ['сырники', 'Сырники со сметаной'],
    ['креветки', 'Креветки в панировке'],
    ['картофель фри', 'Картофель фри'],
    // ё = е
    ['чай черный', 'Чай чёрный'],
    ['мед', 'Овсяная каша с мёдом и орехами'],
    // typos
    ['чизбургр', 'Чизбургер'],
    ['чизбургёр', 'Чизбургер'],
    ['капучинно', 'Капучино'],
    ['нагетсы', 'Наггетсы'],
    ['морожное', 'Мороженое в рожке'],
    ['эспресо', 'Эспрессо'],
    // wrong keyboard layout
    ['xbp,ehuth', 'Чизбургер'],
    ['kfnnt', 'Латте'],
    ['vjhjpsdjt', null],
    ['cjec', 'Соус сырный'],
    // transliteration and Latin names
    ['chizburger', 'Чизбургер'],
    ['kapuchino', 'Капучино'],
    ['cheeseburger', 'Чизбургер'],
    ['latte', 'Латте'],
    ['nuggets', 'Наггетсы'],
    // prefixes, synonyms and composition
    ['чизб', 'Чизбургер'],
    ['картошка', 'Картофель фри'],
    ['пепси', 'Кола'],
    ['бекон', 'Чизбургер с беконом'],
    ['халапеньо', 'Бургер «Техас»'],
    ['биг хит', 'Биг Хит'],
  ])('«%s» → %s', (query, expected) => {
    if (expected === null) expect(searchProducts(moscow, query).length).toBeGreaterThanOrEqual(0);
    else expect(top(query)).toBe(expected);
  });

  it.each(['', '   ', '!!!', '💥🍔', 'qqqqqqqqqq zzzzzzzz', 'ъъъъъъъ'])(
    'finds nothing for empty or junk «%s»',
    (query) => {
      expect(searchProducts(moscow, query)).toEqual([]);
    },
  );

  it('answers at most 20 of each', () => {
    const answer = JSON.parse(searchJson(moscow, 'с')) as { products: unknown[] };
    expect(answer.products.length).toBeLessThanOrEqual(20);
    expect(searchProducts(moscow, 'соус').length).toBeLessThanOrEqual(20);
  });

  it('hides what a restaurant cannot sell', () => {
    const restaurant = [...catalogIndex().restaurantById.values()].find(
      (r) => !r.hasBreakfast && r.cityId === 1,
    )!;
    const names = searchProducts({ ...moscow, restaurant }, 'сырники').map((p) => p.name);
    expect(names).not.toContain('Сырники со сметаной');
  });
});

describe('restaurant search quality', () => {
  it.each([
    ['арбатская', 'Арбатская'],
    ['арбатской', 'Арбатская'],
    ['тверская', 'Тверская'],
  ])('metro «%s» → %s', (query, metro) => {
    expect(searchRestaurants(moscow, query)[0]?.metro).toBe(metro);
  });

  it.each([
    ['ленина', 'ул. Ленина'],
    ['пушкина', 'Пушкина'],
    ['казань', 'Казань'],
    ['rfpfym', 'Казань'],
  ])('street or city «%s» → %s', (query, part) => {
    expect(searchRestaurants(moscow, query)[0]?.address).toContain(part);
  });

  it('prefers restaurants of the scope city', () => {
    expect(searchRestaurants(moscow, 'ленина')[0]?.cityCode).toBe('moscow');
  });
});
