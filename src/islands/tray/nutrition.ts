/**
 * The tray's nutrition: a column per item and one for the whole tray, each value with its percent
 * of the daily intake, rounded and written as the product's own table (NUTRITION_ROWS,
 * formatNutrient). Wider than a phone: it scrolls in its own labelled region.
 */
import type { Nutrition, NutritionValues } from '~/lib/catalog/schema';
import {
  dailyPercents,
  formatNutrient,
  NUTRITION_ROWS,
  type NutritionRow,
} from '~/lib/menu/nutrition';
import type { TrayLine, TrayTotals } from '~/lib/tray/totals';
import { h, type Child } from './dom';
import { lineName } from './items';

/** A cell's content: the value and, for a row with a daily reference, its percent. */
const cell = (
  values: NutritionValues,
  percents: Nutrition['dailyPercent'],
  row: NutritionRow,
): Child[] => [
  formatNutrient(values[row.key], row.unit),
  row.daily &&
    h(
      'span',
      { class: 'tray-table__pct' },
      h('span', { class: 'visually-hidden' }, ', '),
      `${percents[row.daily]}\u00a0%`,
    ),
];

/** The nutrition table of the tray. */
export function trayNutrition(lines: readonly TrayLine[], totals: TrayTotals): HTMLElement {
  const known = lines.filter((line) => line.offer);
  const columns = known.map((line) => ({
    values: line.nutrition,
    percents: dailyPercents(line.nutrition),
  }));
  return h(
    'section',
    { class: 'tray-table', tabindex: 0, 'aria-label': 'Пищевая ценность подноса' },
    h(
      'table',
      { class: 'nutrition-table' },
      h(
        'caption',
        { class: 'visually-hidden' },
        'Пищевая ценность каждого блюда и\u00a0всего подноса, с\u00a0процентом суточной нормы',
      ),
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, 'Показатель')),
          known.map((line) =>
            h(
              'th',
              { scope: 'col' },
              lineName(line),
              line.item.count > 1 && `\u00a0×\u00a0${line.item.count}`,
            ),
          ),
          h('th', { scope: 'col', class: 'tray-table__total' }, 'Всего'),
        ),
      ),
      h(
        'tbody',
        null,
        NUTRITION_ROWS.map((row) =>
          h(
            'tr',
            null,
            h('th', { scope: 'row' }, row.label),
            columns.map(({ values, percents }) => h('td', null, cell(values, percents, row))),
            h(
              'td',
              { class: 'tray-table__total', 'data-nutrient': row.key },
              cell(totals.nutrition, totals.percents, row),
            ),
          ),
        ),
      ),
    ),
    h(
      'p',
      { class: 'tray-table__note' },
      'Проценты\u00a0— от\u00a0суточной нормы взрослого человека в\u00a02000\u00a0ккал.',
    ),
  );
}
