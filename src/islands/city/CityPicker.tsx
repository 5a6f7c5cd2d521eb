/**
 * The «change city» modal: every city, filtered as you type (ё = е, wrong keyboard layout),
 * «Определить автоматически» through geolocation → /api/city/near, and the choice saved through
 * /api/city/set with `confirmed-city`. Failures are said in Russian; the list stays usable.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { COOKIE, readCookie } from '~/lib/cookies';
import { filterByName } from '~/lib/restaurants/city-search';
import { $city, chooseCity } from '~/stores/city';
import { detectCity } from '~/stores/city-detect';
import { closeModal } from '~/stores/modal';
import Dialog from '~/islands/ui/Dialog';
import { CITY_PICKER_TITLE } from './open-picker';

/** What the picker says when a choice could not be saved. */
export const CITY_NOT_CHANGED = 'Не получилось сменить город. Попробуй ещё раз.';

interface Props {
  cities: readonly { code: string; name: string }[];
}

/** The city picker dialog. */
export default function CityPicker({ cities }: Props) {
  const current = useStore($city);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();
  const shown = filterByName(cities, query);
  const currentCode = current?.code ?? readCookie(COOKIE.city);

  async function choose(code: string): Promise<void> {
    setBusy(true);
    setMessage(null);
    try {
      const city = await chooseCity(code);
      document.querySelectorAll('[data-city-name]').forEach((el) => {
        el.textContent = city.name;
      });
      closeModal('changeCity');
    } catch {
      setMessage(CITY_NOT_CHANGED);
    } finally {
      setBusy(false);
    }
  }

  async function detect(): Promise<void> {
    setBusy(true);
    setMessage(null);
    const result = await detectCity();
    setBusy(false);
    if (result.ok) await choose(result.city.code);
    else setMessage(result.message);
  }

  return (
    <Dialog name="changeCity" title={CITY_PICKER_TITLE}>
      <div className="city-picker">
        <button
          type="button"
          className="btn btn--md btn--secondary city-picker__detect"
          disabled={busy}
          onClick={() => void detect()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M3 11l18-8-8 18-2-8z" fill="currentColor" />
          </svg>
          Определить автоматически
        </button>
        <p className="city-picker__message" role="alert">
          {message}
        </p>
        <div className="field">
          <label htmlFor={inputId}>Найти город</label>
          <input
            id={inputId}
            className="input"
            type="search"
            autoComplete="off"
            placeholder="Например, Казань"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p className="visually-hidden" aria-live="polite">
          {shown.length === 0 ? 'Город не найден' : `Найдено городов: ${shown.length}`}
        </p>
        {shown.length === 0 ? (
          <p className="city-picker__empty">
            Такого города нет в списке. Проверь название или выбери ближайший.
          </p>
        ) : (
          <ul className="city-picker__list" aria-label="Города">
            {shown.map((city) => (
              <li key={city.code}>
                <button
                  type="button"
                  className="city-picker__city"
                  aria-current={city.code === currentCode ? 'true' : undefined}
                  disabled={busy}
                  onClick={() => void choose(city.code)}
                >
                  {city.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
