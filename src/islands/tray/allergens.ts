/**
 * Allergens of the whole meal: each allergen with the items that contain it and those that may
 * contain traces, and the diet marks when every item has them.
 */
import type { TrayAllergen } from '~/lib/tray/allergens';
import { h } from './dom';

/** «Содержит: Гамбургер; могут содержать: Картофель фри, Кола» (the verb agrees with the items). */
function who(allergen: TrayAllergen): string {
  const { contains, mayContain } = allergen;
  const parts: string[] = [];
  if (contains.length > 0)
    parts.push(`${contains.length > 1 ? 'содержат' : 'содержит'}: ${contains.join(', ')}`);
  if (mayContain.length > 0)
    parts.push(`${mayContain.length > 1 ? 'могут' : 'может'} содержать: ${mayContain.join(', ')}`);
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The allergen list of the tray, after its diet mark. */
export function trayAllergens(
  allergens: readonly TrayAllergen[],
  diet: { vegetarian: boolean; vegan: boolean },
): HTMLElement[] {
  const mark =
    (diet.vegan || diet.vegetarian) &&
    h(
      'p',
      { class: 'tray-diet' },
      h('span', { class: 'diet-badge' }, diet.vegan ? 'Веганское' : 'Вегетарианское'),
      diet.vegan
        ? ' Всё в\u00a0подносе без\u00a0продуктов животного происхождения.'
        : ' Всё в\u00a0подносе без\u00a0мяса и\u00a0рыбы.',
    );
  const list =
    allergens.length === 0
      ? h('p', null, 'Нет аллергенов из\u00a0списка.')
      : h(
          'dl',
          { class: 'tray-allergens' },
          allergens.map((a) =>
            h(
              'div',
              { class: 'tray-allergens__row' },
              h(
                'dt',
                {
                  class:
                    a.contains.length > 0
                      ? 'tray-allergens__name tray-allergens__name--contains'
                      : 'tray-allergens__name',
                },
                a.allergen,
              ),
              h('dd', null, who(a)),
            ),
          ),
        );
  return mark ? [mark, list] : [list];
}
