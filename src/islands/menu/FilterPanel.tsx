/** The allergen and diet filter: «без …» options, diet, strict mode, and the hidden count. */
import { pluralize } from '~/lib/plural';
import { ru } from '~/lib/short-words';
import {
  ALLERGEN_OPTIONS,
  DIET_OPTIONS,
  isFilterEmpty,
  NO_FILTER,
  type MenuFilter,
} from '~/lib/menu/filter';

interface FilterPanelProps {
  filter: MenuFilter;
  hidden: number;
  /** False until hydrated: controls stay disabled without JavaScript. */
  enabled: boolean;
  onChange: (filter: MenuFilter) => void;
}

/**
 * The filter panel (a disclosure, open when a filter is set). Before hydration it opens and its
 * boxes tick natively (`data-early`, src/scripts/menu/early-filter.ts).
 */
export default function FilterPanel({ filter, hidden, enabled, onChange }: FilterPanelProps) {
  const toggle = (code: string): void =>
    onChange({
      ...filter,
      without: filter.without.includes(code)
        ? filter.without.filter((c) => c !== code)
        : [...filter.without, code],
    });
  const active = !isFilterEmpty(filter);
  return (
    <details className="menu-filter" open={active || undefined} data-early>
      <summary className="menu-filter__summary">
        {/* The island's own words, bound as typograf binds the page's (src/lib/typography.ts). */}
        Аллергены и{'\u00a0'}диета
        {active && (
          <span className="menu-filter__count">
            {filter.without.length + (filter.diet ? 1 : 0)}
          </span>
        )}
      </summary>
      <fieldset className="menu-filter__group" disabled={!enabled}>
        <legend>{ru`Исключить, если содержит`}</legend>
        {ALLERGEN_OPTIONS.map((option) => (
          <label key={option.code} className="chip">
            <input
              type="checkbox"
              checked={filter.without.includes(option.code)}
              onChange={() => toggle(option.code)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="menu-filter__group" disabled={!enabled}>
        <legend>Диета</legend>
        {DIET_OPTIONS.map((option) => (
          <label key={option.code} className="chip">
            <input
              type="checkbox"
              checked={filter.diet === option.code}
              onChange={() =>
                onChange({ ...filter, diet: filter.diet === option.code ? null : option.code })
              }
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <label className="menu-filter__strict">
        <input
          type="checkbox"
          disabled={!enabled}
          checked={filter.strict}
          onChange={() => onChange({ ...filter, strict: !filter.strict })}
        />
        {ru`Исключать и то, что может содержать следы`}
      </label>
      {!enabled && (
        <p className="menu-filter__hint">{ru`Фильтр работает с включённым JavaScript.`}</p>
      )}
      {active && (
        <p className="menu-filter__status" role="status">
          {hidden > 0
            ? `Скрыто ${pluralize(hidden, ['продукт', 'продукта', 'продуктов'])}`
            : ru`Под фильтр подходит всё`}
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => onChange(NO_FILTER)}
          >
            Сбросить
          </button>
        </p>
      )}
    </details>
  );
}
