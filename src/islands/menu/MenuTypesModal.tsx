/** The «menu types» modal: switch between the day parts of the schedule. */
import { useStore } from '@nanostores/react';
import Dialog from '~/islands/ui/Dialog';
import { $menu, chooseDayPart } from '~/stores/menu';
import { closeModal } from '~/stores/modal';

/** Day part chooser. */
export default function MenuTypesModal() {
  const { data, dayPart } = useStore($menu);
  const dayParts = data?.schedule.dayParts ?? [];
  return (
    <Dialog name="menuTypes" title="Какое меню показать">
      <div className="choice-list" role="radiogroup" aria-label="Меню">
        {dayParts.map((d) => (
          <button
            key={d.code}
            type="button"
            role="radio"
            aria-checked={d.code === dayPart}
            className="choice"
            onClick={() => {
              closeModal('menuTypes');
              void chooseDayPart(d.code);
            }}
          >
            <span className="choice__title">{d.name}</span>
            <span className="choice__text">
              {d.intervals.map((i) => `${i.from}–${i.to}`).join(', ')}
            </span>
          </button>
        ))}
      </div>
    </Dialog>
  );
}
