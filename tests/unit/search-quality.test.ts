import { describe, expect, it } from 'vitest';
import type { Product } from '~/lib/catalog/schema';
import { catalogIndex } from '~/server/catalog';
import { searchJson, searchProducts, searchRestaurants } from '~/server/search';

const moscow = { city: catalogIndex().cityById.get(1)! };
// Names come typeset (no-break spaces after short words): compared as typed.
const top = (q: string): string | undefined =>
  searchProducts(moscow, q)[0]?.name.replaceAll('\u00a0', ' ');

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
    ['vjhj;tyjt', 'Мороженое в рожке'],
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
    // everyday words and word forms (search-words.json)
    ['картошки', 'Картофель фри'],
    ['картошечку', 'Картофель фри'],
    ['вегетарианский бургер', 'Вегги-бургер'],
  ])('«%s» → %s', (query, expected) => {
    expect(top(query)).toBe(expected);
  });

  it('«острое» finds the spicy products first', () => {
    const found = searchProducts(moscow, 'острое').map((p) => p.name);
    expect(found.slice(0, 3).every((name) => /^Остр/.test(name))).toBe(true);
  });

  it('«кофе с молоком» finds milk coffees first', () => {
    const found = searchProducts(moscow, 'кофе с молоком').map((p) => p.name);
    expect(['Латте', 'Капучино', 'Флэт уайт', 'Раф ванильный']).toContain(found[0]);
    expect(found.slice(0, 3).every((name) => !/какао/i.test(name))).toBe(true);
  });

  it.each([
    ['вегетарианское', (p: Product) => p.diet.vegetarian],
    ['веганское', (p: Product) => p.diet.vegan],
    ['без глютена', (p: Product) => !p.allergens.contains.includes('глютен')],
    ['без молока', (p: Product) => !p.allergens.contains.includes('молоко')],
    ['без лактозы', (p: Product) => !p.allergens.contains.includes('молоко')],
  ] as const)('«%s» shows what the menu filter would show', (query, keeps) => {
    const found = searchProducts(moscow, query);
    expect(found.length).toBeGreaterThanOrEqual(5);
    const { productById } = catalogIndex();
    for (const item of found)
      expect(keeps(productById.get(item.id) as Product), item.name).toBe(true);
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
    const names = searchProducts({ ...moscow, restaurant }, 'сырники').map((p) =>
      p.name.replaceAll('\u00a0', ' '),
    );
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

  it('keeps to the city: «тверская» in Moscow lists Moscow first, other cities after, marked', () => {
    const found = searchRestaurants(moscow, 'тверская');
    const firstElsewhere = found.findIndex((r) => !r.inCity);
    expect(found.slice(0, 2).map((r) => r.cityCode)).toEqual(['moscow', 'moscow']);
    for (const [i, r] of found.entries()) {
      expect(r.inCity, r.address).toBe(r.cityCode === 'moscow');
      if (firstElsewhere !== -1 && i >= firstElsewhere) expect(r.inCity).toBe(false);
    }
    expect(found.filter((r) => !r.inCity).length).toBeLessThanOrEqual(5);
  });
});
