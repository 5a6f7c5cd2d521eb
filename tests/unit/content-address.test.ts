import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX,
  ADDRESS_RE,
  addressLocked,
  addressProblem,
  followTitle,
  slugFromTitle,
  transliterate,
  typedAddress,
} from '~/lib/content/address';

describe('a page address made from a Russian title', () => {
  it('spells Russian in Latin letters', () => {
    expect(slugFromTitle('Открыли ресторан у вокзала в Твери')).toBe(
      'otkryli-restoran-u-vokzala-v-tveri',
    );
    expect(transliterate('съешь же ещё этих мягких французских булок')).toBe(
      'sesh zhe eshchyo etikh myagkikh frantsuzskikh bulok',
    );
    expect(slugFromTitle('Щёлково, Йошкар-Ола и Хабаровск')).toBe(
      'shchyolkovo-yoshkar-ola-i-khabarovsk',
    );
    expect(slugFromTitle('Подъезд и объявление')).toBe('podezd-i-obyavlenie');
  });

  it('keeps Latin and digits, lowercases and joins the rest with single hyphens', () => {
    expect(slugFromTitle('«Биг Спешиал» — за 199 ₽!')).toBe('big-speshial-za-199');
    expect(slugFromTitle('Комбо 1+1 в App Store')).toBe('kombo-1-1-v-app-store');
    expect(slugFromTitle('  — Café crème — ')).toBe('cafe-creme');
    expect(slugFromTitle('Новый\u00A0год\tв «Вкусно – и точка»')).toBe(
      'novyy-god-v-vkusno-i-tochka',
    );
    expect(slugFromTitle('')).toBe('');
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('cuts a long title after a whole word, within the limit', () => {
    const title =
      'Летом во всех ресторанах сети появится новое мороженое с клубникой, черникой, малиной и фисташками';
    const slug = slugFromTitle(title);
    expect(slug.length).toBeLessThanOrEqual(ADDRESS_MAX);
    expect(slug).toMatch(ADDRESS_RE);
    const whole = transliterate(title).replace(/[^a-z0-9]+/g, '-');
    expect(whole.length).toBeGreaterThan(ADDRESS_MAX);
    expect(whole.startsWith(`${slug}-`)).toBe(true);
    expect(slugFromTitle('а'.repeat(100))).toBe('a'.repeat(ADDRESS_MAX));
  });

  it('always gives an address the rule accepts', () => {
    for (const title of ['Ёж', 'Ъ-Ь', '2026: итоги года', 'Kazan — Казань', 'Ёлка у ТЦ «Мега»']) {
      const slug = slugFromTitle(title);
      expect(slug === '' || ADDRESS_RE.test(slug), `${title} → ${slug}`).toBe(true);
    }
  });
});

describe('an address the editor types', () => {
  it('becomes Latin as it is typed, keeping a trailing hyphen for the next word', () => {
    expect(typedAddress('Открыли ')).toBe('otkryli-');
    expect(typedAddress('Novyy_Restoran')).toBe('novyy-restoran');
    expect(typedAddress('tver!')).toBe('tver!');
  });
});

describe('the address rule', () => {
  it('accepts Latin, digits and single hyphens and explains the rest in Russian', () => {
    expect(addressProblem('otkryli-restoran-v-tveri')).toBeNull();
    expect(addressProblem('new-year-hours-2026')).toBeNull();
    for (const bad of ['открыли', 'Otkryli', 'a--b', '-a', 'a-', 'a_b', 'a b']) {
      expect(addressProblem(bad), bad).toMatch(/^Адрес страницы: латиницей/);
    }
    expect(addressProblem('')).toMatch(/^Укажите адрес/);
    expect(addressProblem('a'.repeat(ADDRESS_MAX + 1))).toMatch(/не длиннее 80 знаков/);
  });

  it('lets only a new, never saved entry change its address', () => {
    expect(addressLocked(true)).toBe(false);
    expect(addressLocked(false)).toBe(true);
  });
});

describe('a new entry’s address follows its title', () => {
  it('until the editor types an address of their own', () => {
    expect(followTitle('', '', 'Открыли')).toBe('otkryli');
    expect(followTitle('otkryli', 'Открыли', 'Открыли ресторан')).toBe('otkryli-restoran');
    expect(followTitle('moy-adres', 'Открыли', 'Открыли ресторан')).toBeNull();
    expect(followTitle('', 'Открыли', 'Открыли ресторан')).toBe('otkryli-restoran');
  });

  it('leaves an address that already matches the title alone', () => {
    expect(followTitle('otkryli', 'Открыли', 'Открыли!')).toBeNull();
    expect(followTitle('', '', '')).toBeNull();
  });
});
