/**
 * The tray's summary parts: the restaurant/delivery switch with the city the prices are for, the
 * empty tray's invitation, the totals line (announced politely) and the cheaper combos.
 */
import type { StoreValue } from 'nanostores';
import { formatRub } from '~/lib/format';
import { formatNutrient } from '~/lib/menu/nutrition';
import { pluralize } from '~/lib/plural';
import { withQuery } from '~/lib/query';
import { ru } from '~/lib/short-words';
import { menuPath } from '~/paths';
import type { $trayView } from '~/stores/tray';
import { h } from './dom';

/** Everything the tray shows once its data is in. */
export type TrayViewData = NonNullable<StoreValue<typeof $trayView>>;

/** «6 товаров» with the plural helper. */
export const itemsText = (count: number): string =>
  pluralize(count, ['товар', 'товара', 'товаров']);

/** The restaurant/delivery switch and the city the prices are for. */
export function trayPlace({ city, place }: TrayViewData): HTMLElement {
  return h(
    'div',
    { class: 'tray__place' },
    h(
      'div',
      { class: 'tray__context', role: 'radiogroup', 'aria-label': 'Цены' },
      (['menu', 'delivery'] as const).map((context) =>
        h(
          'button',
          {
            type: 'button',
            role: 'radio',
            class: 'chip',
            'aria-checked': String(place.context === context),
            'data-tray-context': context,
          },
          context === 'menu' ? ru`В ресторане` : 'Доставка',
        ),
      ),
    ),
    h('p', { class: 'tray__city' }, ru`Цены для города ${city.name}`),
  );
}

/** The empty tray: what to do and the menu's link. */
export const emptyTray = ({ place }: TrayViewData): HTMLElement =>
  h(
    'div',
    { class: 'tray__empty' },
    h(
      'p',
      null,
      'В\u00a0подносе пока пусто. Нажми «В\u00a0поднос» у\u00a0любого блюда в\u00a0меню, ' +
        'и\u00a0здесь появятся цена, калорийность и\u00a0аллергены всего набора.',
    ),
    h(
      'a',
      { class: 'btn btn--md', href: withQuery(menuPath(place.context), location.search) },
      'Открыть меню',
    ),
  );

/** The totals line and the cheaper combos. */
export function trayTotals({ totals, place, combos }: TrayViewData): HTMLElement[] {
  return [
    h(
      'p',
      { class: 'tray__total', 'aria-live': 'polite', 'aria-atomic': 'true' },
      `Итого: ${itemsText(totals.count)} на\u00a0`,
      h('strong', { 'data-testid': 'tray-total-price' }, formatRub(totals.price)),
      `, ${formatNutrient(totals.nutrition.kcal, 'ккал')}`,
    ),
    ...combos.map((combo) =>
      h(
        'p',
        { class: 'tray__combo' },
        `В\u00a0комбо дешевле на\u00a0${formatRub(combo.saving)}: `,
        h(
          'a',
          {
            href: withQuery(
              menuPath(place.context, combo.combo.category, combo.combo.slug),
              location.search,
            ),
          },
          combo.combo.name,
        ),
        ` за\u00a0${formatRub(combo.price)} вместо ${combo.items.join(', ')} по\u00a0отдельности`,
      ),
    ),
  ];
}
