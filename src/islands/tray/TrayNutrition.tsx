/**
 * The tray's nutrition: a column per item and one for the whole tray, each value with its percent
 * of the daily intake, rounded and written as the product's own table (NUTRITION_ROWS,
 * formatNutrient). Wider than a phone: it scrolls in its own labelled region.
 */
import { dailyPercents, formatNutrient, NUTRITION_ROWS } from '~/lib/menu/nutrition';
import type { TrayLine, TrayTotals } from '~/lib/tray/totals';
import type { Nutrition, NutritionValues } from '~/lib/catalog/schema';
import { lineName } from './TrayItems';

interface Props {
  lines: TrayLine[];
  totals: TrayTotals;
}

function Cell({
  values,
  percents,
  row,
}: {
  values: NutritionValues;
  percents: Nutrition['dailyPercent'];
  row: (typeof NUTRITION_ROWS)[number];
}) {
  return (
    <>
      {formatNutrient(values[row.key], row.unit)}
      {row.daily && (
        <span className="tray-table__pct">
          <span className="visually-hidden">, </span>
          {percents[row.daily]}&nbsp;%
        </span>
      )}
    </>
  );
}

/** The nutrition table of the tray. */
export default function TrayNutrition({ lines, totals }: Props) {
  const known = lines.filter((l) => l.offer);
  return (
    <section className="tray-table" tabIndex={0} aria-label="Пищевая ценность подноса">
      <table className="nutrition-table">
        <caption className="visually-hidden">
          Пищевая ценность каждого блюда и&nbsp;всего подноса, с&nbsp;процентом суточной нормы
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Показатель</span>
            </th>
            {known.map((line) => (
              <th scope="col" key={line.item.offerId}>
                {lineName(line)}
                {line.item.count > 1 && <>&nbsp;×&nbsp;{line.item.count}</>}
              </th>
            ))}
            <th scope="col" className="tray-table__total">
              Всего
            </th>
          </tr>
        </thead>
        <tbody>
          {NUTRITION_ROWS.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {known.map((line) => (
                <td key={line.item.offerId}>
                  <Cell
                    values={line.nutrition}
                    percents={dailyPercents(line.nutrition)}
                    row={row}
                  />
                </td>
              ))}
              <td className="tray-table__total" data-nutrient={row.key}>
                <Cell values={totals.nutrition} percents={totals.percents} row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="tray-table__note">
        Проценты&nbsp;— от&nbsp;суточной нормы взрослого человека в&nbsp;2000&nbsp;ккал.
      </p>
    </section>
  );
}
