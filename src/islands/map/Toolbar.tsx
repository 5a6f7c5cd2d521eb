/**
 * The locator's controls: «Рядом со мной», «Фильтры» (with the number chosen), the searched-area
 * chip and, below tablet width, the «Список» / «Карта» switch. Disabled until the data is ready.
 */
import { useStore } from '@nanostores/react';
import { activeFilterCount } from '~/lib/restaurants/filters';
import { ru } from '~/lib/short-words';
import {
  $area,
  $filters,
  $locating,
  $location,
  $locationMessage,
  locateVisitor,
  searchArea,
} from '~/stores/restaurants';

interface Props {
  view: 'list' | 'map';
  onView: (view: 'list' | 'map') => void;
  onFilters: () => void;
}

/** The toolbar. */
export default function Toolbar({ view, onView, onFilters }: Props) {
  const filters = useStore($filters);
  const locating = useStore($locating);
  const location = useStore($location);
  const message = useStore($locationMessage);
  const area = useStore($area);
  const chosen = activeFilterCount(filters);
  return (
    <>
      <div className="locator__tools">
        <button
          type="button"
          className="btn btn--md btn--secondary"
          disabled={locating}
          aria-pressed={location !== null}
          onClick={() => void locateVisitor()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M3 11l18-8-8 18-2-8z" fill="currentColor" />
          </svg>
          {locating ? 'Ищем тебя…' : ru`Рядом со мной`}
        </button>
        <button
          type="button"
          className="btn btn--md btn--secondary btn--outline"
          onClick={onFilters}
        >
          Фильтры
          {chosen > 0 && (
            <span className="locator__badge">
              {chosen}
              <span className="visually-hidden"> выбрано</span>
            </span>
          )}
        </button>
        {area && (
          <button type="button" className="chip" onClick={() => searchArea(null)}>
            В выбранной области
            <span aria-hidden="true"> ×</span>
            <span className="visually-hidden">: показать все</span>
          </button>
        )}
        <div className="locator__switch" role="group" aria-label="Показать">
          <button
            type="button"
            className="chip"
            aria-pressed={view === 'list'}
            onClick={() => onView('list')}
          >
            Список
          </button>
          <button
            type="button"
            className="chip"
            aria-pressed={view === 'map'}
            onClick={() => onView('map')}
          >
            Карта
          </button>
        </div>
      </div>
      <p className="locator__message" role="status">
        {message}
      </p>
    </>
  );
}
