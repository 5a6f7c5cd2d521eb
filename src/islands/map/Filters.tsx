/**
 * The «restaurants map filters» modal: features combined with AND, each with the count it would
 * leave, plus «Открыто сейчас». Changes apply at once; the list behind follows.
 */
import { useStore } from '@nanostores/react';
import { pluralize } from '~/lib/plural';
import { NO_FILTERS, toggleFeature } from '~/lib/restaurants/filters';
import { closeModal } from '~/stores/modal';
import {
  $featureCounts,
  $filteredRestaurants,
  $filters,
  $locatorData,
  $openNowCount,
  setFilters,
} from '~/stores/restaurants';
import Dialog from '~/islands/ui/Dialog';

const RESTAURANTS = ['ресторан', 'ресторана', 'ресторанов'] as const;

/** Filters dialog. */
export default function Filters() {
  const data = useStore($locatorData);
  const filters = useStore($filters);
  const counts = useStore($featureCounts);
  const openNowCount = useStore($openNowCount);
  const shown = useStore($filteredRestaurants).length;
  return (
    <Dialog name="restaurantsMapFilters" title="Фильтры">
      <fieldset className="filters">
        <legend className="visually-hidden">Что должно быть в ресторане</legend>
        <button
          type="button"
          className="chip filters__chip"
          aria-pressed={filters.openNow}
          onClick={() => setFilters({ ...filters, openNow: !filters.openNow })}
        >
          Открыто сейчас <span className="filters__count">{openNowCount}</span>
        </button>
        {(data?.features ?? []).map((f) => {
          const count = counts[f.code] ?? 0;
          const pressed = filters.features.includes(f.code);
          return (
            <button
              key={f.code}
              type="button"
              className="chip filters__chip"
              aria-pressed={pressed}
              disabled={!pressed && count === 0}
              onClick={() => setFilters(toggleFeature(filters, f.code))}
            >
              {f.name} <span className="filters__count">{count}</span>
            </button>
          );
        })}
      </fieldset>
      <div className="filters__actions">
        <button
          type="button"
          className="btn btn--md btn--ghost"
          onClick={() => setFilters(NO_FILTERS)}
          disabled={filters.features.length === 0 && !filters.openNow}
        >
          Сбросить
        </button>
        <button
          type="button"
          className="btn btn--md"
          onClick={() => closeModal('restaurantsMapFilters')}
        >
          {shown === 0 ? 'Ничего не найдено' : `Показать ${pluralize(shown, RESTAURANTS)}`}
        </button>
      </div>
    </Dialog>
  );
}
