/**
 * The meal tray «Мой поднос», in its dialog and on its page: the items with their size, count and
 * price, the totals of price and nutrition with the percents of the daily intake, the allergens
 * of the whole meal, a cheaper combo, sharing and clearing. The totals line is announced politely.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatRub } from '~/lib/format';
import { formatNutrient } from '~/lib/menu/nutrition';
import { pluralize } from '~/lib/plural';
import { withQuery } from '~/lib/query';
import { ru } from '~/lib/short-words';
import { menuPath } from '~/paths';
import { $trayStatus, $trayView, connectTray, loadTrayData, setTrayContext } from '~/stores/tray';
import TrayActions from './TrayActions';
import TrayAllergens from './TrayAllergens';
import TrayItems from './TrayItems';
import TrayNutrition from './TrayNutrition';

/** «6 товаров» with the plural helper. */
export const itemsText = (count: number): string =>
  pluralize(count, ['товар', 'товара', 'товаров']);

interface TrayViewProps {
  /** Headings' level inside: 3 in the dialog (its title is h2), 2 on the page. */
  level: 2 | 3;
  /** The page adds «Распечатать»; the dialog links the page. */
  onPage: boolean;
}

/** The tray's content. */
export default function TrayView({ level, onPage }: TrayViewProps) {
  const view = useStore($trayView);
  const status = useStore($trayStatus);
  const H = level === 2 ? 'h2' : 'h3';

  useEffect(() => {
    void connectTray();
  }, []);

  if (!view) {
    return status === 'error' ? (
      <div className="tray__error" role="alert">
        <p>Не получилось загрузить состав и цены. Проверь подключение к интернету.</p>
        <button type="button" className="btn btn--md" onClick={() => void loadTrayData()}>
          Попробовать снова
        </button>
      </div>
    ) : (
      <div className="loader loader--small" role="status" aria-label="Загружаем поднос" />
    );
  }

  const { lines, totals, city, place, combos } = view;
  return (
    <div className="tray">
      <div className="tray__place">
        <div className="tray__context" role="radiogroup" aria-label="Цены">
          {(['menu', 'delivery'] as const).map((context) => (
            <button
              key={context}
              type="button"
              role="radio"
              className="chip"
              aria-checked={place.context === context}
              onClick={() => setTrayContext(context)}
            >
              {context === 'menu' ? ru`В ресторане` : 'Доставка'}
            </button>
          ))}
        </div>
        <p className="tray__city">{ru`Цены для города ${city.name}`}</p>
      </div>

      {lines.length === 0 ? (
        <div className="tray__empty">
          <p>
            В&nbsp;подносе пока пусто. Нажми «В&nbsp;поднос» у&nbsp;любого блюда в&nbsp;меню,
            и&nbsp;здесь появятся цена, калорийность и&nbsp;аллергены всего набора.
          </p>
          <a className="btn btn--md" href={withQuery(menuPath(place.context), location.search)}>
            Открыть меню
          </a>
        </div>
      ) : (
        <>
          <TrayItems lines={lines} level={level} context={place.context} />
          <p className="tray__total" aria-live="polite" aria-atomic="true">
            Итого: {itemsText(totals.count)} на{'\u00a0'}
            <strong data-testid="tray-total-price">{formatRub(totals.price)}</strong>,{' '}
            {formatNutrient(totals.nutrition.kcal, 'ккал')}
          </p>
          {combos.map((combo) => (
            <p key={combo.combo.id} className="tray__combo">
              В&nbsp;комбо дешевле на&nbsp;{formatRub(combo.saving)}:{' '}
              <a
                href={withQuery(
                  menuPath(place.context, combo.combo.category, combo.combo.slug),
                  location.search,
                )}
              >
                {combo.combo.name}
              </a>{' '}
              за&nbsp;{formatRub(combo.price)} вместо {combo.items.join(', ')} по&nbsp;отдельности
            </p>
          ))}
          <H className="tray__h">Пищевая ценность</H>
          <TrayNutrition lines={lines} totals={totals} />
          <H className="tray__h">Аллергены</H>
          <TrayAllergens view={view} />
        </>
      )}
      <TrayActions empty={lines.length === 0} onPage={onPage} />
    </div>
  );
}
