/** The menu's scope and day part: city or chosen restaurant (with clear), and the day part. */
import { useStore } from '@nanostores/react';
import { $menu, $menuCity, $menuRestaurant, chooseMenuRestaurant } from '~/stores/menu';
import { ru } from '~/lib/short-words';
import { openModal } from '~/stores/modal';

/** Buttons that open the «menu restaurants» and «menu types» modals. */
export default function MenuToolbar({ enabled }: { enabled: boolean }) {
  const city = useStore($menuCity);
  const restaurant = useStore($menuRestaurant);
  const { data, dayPart } = useStore($menu);
  const dayPartName = data?.schedule.dayParts.find((d) => d.code === dayPart)?.name;
  return (
    <div className="menu-toolbar">
      <button
        type="button"
        className="menu-toolbar__button"
        disabled={!enabled}
        onClick={() => openModal('menuRestaurants')}
      >
        <span className="menu-toolbar__label">{restaurant ? 'Ресторан' : ru`Цены для города`}</span>
        <span className="menu-toolbar__value">
          {restaurant ? restaurant.address : (city?.name ?? 'Москва')}
        </span>
      </button>
      {restaurant && (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => void chooseMenuRestaurant(null)}
        >
          Сбросить ресторан
        </button>
      )}
      {dayPartName && (
        <button
          type="button"
          className="menu-toolbar__button"
          disabled={!enabled}
          onClick={() => openModal('menuTypes')}
        >
          <span className="menu-toolbar__label">Меню</span>
          <span className="menu-toolbar__value">{dayPartName}</span>
        </button>
      )}
    </div>
  );
}
