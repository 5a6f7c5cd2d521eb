/**
 * Site search (SPEC §3, §4, §8) in a modal dialog: a combobox whose listbox holds products (links
 * to the product in the menu, which opens its modal from the URL) and restaurants (their pages).
 * Arrow keys move through the results, Enter opens one, Esc closes.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { takeDialogFrame } from '~/lib/dialog-shell';
import { handleHttpError } from '~/lib/errors';
import { formatRub } from '~/lib/format';
import { menuPath, restaurantPath, ROUTES } from '~/paths';
import { $search, clearSearch, typeSearch } from '~/stores/search';
import { SEARCH_FIELD } from './open-search';

interface Result {
  key: string;
  href: string;
  title: string;
  note: string;
}

interface Props {
  /** Called after the dialog closed (focus goes back to the header button). */
  onClose: () => void;
}

/** The search dialog; open while mounted. */
export default function Search({ onClose }: Props) {
  const state = useStore($search);
  const dialog = useRef<HTMLDialogElement>(null);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-list`;

  useEffect(() => {
    const element = dialog.current;
    // The frame a first tap showed while this island loaded: what was typed there is searched.
    const typed = takeDialogFrame('search');
    if (element && !element.open) element.showModal();
    if (typed)
      typeSearch(typed).catch((error: unknown) => handleHttpError(error, { source: 'search' }));
  }, []);

  const products: Result[] = state.products.map((p) => ({
    key: `p${p.id}`,
    href: menuPath('menu', p.parentCategorySlug, p.slug),
    title: p.name,
    note: `от\u00a0${formatRub(p.priceFrom)}`,
  }));
  const toResult = (r: (typeof state.restaurants)[number]): Result => ({
    key: `r${r.id}`,
    href: restaurantPath(r.cityCode, r.id),
    title: r.address,
    note: [r.metro ? `м. ${r.metro}` : 'Ресторан', r.isTempClosed ? 'временно закрыт' : null]
      .filter(Boolean)
      .join(' · '),
  });
  // The city's own restaurants first; other cities' after, under their own heading.
  const restaurants: Result[] = state.restaurants.filter((r) => r.inCity).map(toResult);
  const elsewhere: Result[] = state.restaurants.filter((r) => !r.inCity).map(toResult);
  const results = [...products, ...restaurants, ...elsewhere];
  const query = state.searchValue.trim();
  const empty = query !== '' && !state.loading && !state.error && results.length === 0;

  const close = (): void => {
    dialog.current?.close();
    clearSearch();
    onClose();
  };
  const onInput = (value: string): void => {
    setActive(-1);
    typeSearch(value).catch((error: unknown) => handleHttpError(error, { source: 'search' }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape') {
      // A search field would only clear itself on Esc: close the dialog instead.
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const target = results[active];
      if (target) location.assign(target.href);
    }
  };

  const option = (result: Result, index: number) => (
    <li
      key={result.key}
      id={`${id}-${index}`}
      role="option"
      aria-selected={index === active}
      className="search__option"
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => location.assign(result.href)}
    >
      <a href={result.href} tabIndex={-1}>
        <span className="search__title">{result.title}</span>
        <span className="search__note">{result.note}</span>
      </a>
    </li>
  );

  return (
    <dialog
      ref={dialog}
      className="dialog dialog--center search"
      data-error={state.error}
      aria-label="Поиск"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="dialog__body search__body">
        <div className="search__bar">
          <input
            className="input search__input"
            type="search"
            role="combobox"
            aria-label={SEARCH_FIELD.label}
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${id}-${active}` : undefined}
            placeholder={SEARCH_FIELD.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            value={state.searchValue}
            onChange={(event) => onInput(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className="search__close"
            aria-label="Закрыть поиск"
            onClick={close}
          >
            ×
          </button>
        </div>
        <ul id={listId} role="listbox" aria-label="Результаты поиска" className="search__list">
          {products.length > 0 && (
            <li role="presentation" className="search__group">
              Меню
            </li>
          )}
          {products.map((result, index) => option(result, index))}
          {restaurants.length > 0 && (
            <li role="presentation" className="search__group">
              Рестораны
            </li>
          )}
          {restaurants.map((result, index) => option(result, products.length + index))}
          {elsewhere.length > 0 && (
            <li role="presentation" className="search__group">
              В других городах
            </li>
          )}
          {elsewhere.map((result, index) =>
            option(result, products.length + restaurants.length + index),
          )}
        </ul>
        <p className="visually-hidden" aria-live="polite">
          {state.loading ? 'Ищем…' : query ? `Найдено: ${results.length}` : ''}
        </p>
        {empty && (
          <div className="search__empty">
            <p className="search__empty-title">Не нашел, что искал?</p>
            <p>Зато в нашем меню точно есть, чем себя порадовать!</p>
            <a className="btn" href={ROUTES.menu}>
              В меню
            </a>
          </div>
        )}
        {state.error && (
          <div className="search__empty" role="alert">
            <p className="search__empty-title">Произошла ошибка при загрузке данных</p>
            <p>Попробуй обновить или немного подождать, скоро решим проблему</p>
          </div>
        )}
      </div>
    </dialog>
  );
}
