/**
 * The «menu restaurants» modal: the city's restaurants, nearest first when the visitor's location
 * is known, to see the menu (prices, stop-list) of one of them.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { getAddress, getRestaurant, getRestaurants } from '~/lib/menu/api';
import type { RestaurantPin } from '~/lib/api/types';
import { restaurantsByDistance } from '~/lib/menu/restaurants';
import Dialog from '~/islands/ui/Dialog';
import { $menuCity, $menuRestaurant, chooseMenuRestaurant } from '~/stores/menu';
import { closeModal } from '~/stores/modal';

/** Restaurant chooser for the menu. */
export default function MenuRestaurantsModal() {
  const city = useStore($menuCity);
  const chosen = useStore($menuRestaurant);
  const [pins, setPins] = useState<(RestaurantPin & { distance: number | null })[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const cityId = city?.cityId;
    Promise.all([getRestaurants(cityId ? { cityId } : {}), getAddress().catch(() => ({}))])
      .then(([answer, at]) => {
        if (!live) return;
        const point = 'lat' in at ? ([at.long, at.lat] as const) : null;
        setPins(restaurantsByDistance(Object.values(answer.restaurants), point));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [city]);

  const choose = async (id: number): Promise<void> => {
    const restaurant = await getRestaurant(id);
    closeModal('menuRestaurants');
    await chooseMenuRestaurant(restaurant);
  };

  return (
    <Dialog name="menuRestaurants" title="Меню ресторана">
      <p className="dialog__lead">
        Выбери ресторан{city ? ` ${city.nameLocative}` : ''}: покажем его цены и то, что сейчас есть
        в наличии.
      </p>
      {chosen && (
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => {
            closeModal('menuRestaurants');
            void chooseMenuRestaurant(null);
          }}
        >
          Показать меню всего города
        </button>
      )}
      {failed && (
        <p role="alert">
          Произошла ошибка при загрузке данных. Попробуй обновить или немного подождать, скоро решим
          проблему
        </p>
      )}
      {!pins && !failed && (
        <div className="loader loader--small" role="status" aria-label="Загрузка" />
      )}
      {pins && (
        <ul className="choice-list">
          {pins.map((pin) => (
            <li key={pin.id}>
              <button
                type="button"
                className="choice"
                aria-pressed={chosen?.id === pin.id}
                disabled={pin.isTempClosed}
                onClick={() => void choose(pin.id)}
              >
                <span className="choice__title">{pin.address}</span>
                <span className="choice__text">
                  {[
                    pin.metro ? `м.\u00a0${pin.metro}` : null,
                    pin.distance !== null ? formatDistance(pin.distance) : null,
                    pin.isTempClosed ? 'временно закрыт' : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function formatDistance(metres: number): string {
  return metres < 1000
    ? `${Math.round(metres / 10) * 10}\u00a0м`
    : `${(metres / 1000).toFixed(1).replace('.', ',')}\u00a0км`;
}
