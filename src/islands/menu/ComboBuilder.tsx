/** The combo builder (beyond the spec): choose each slot's product; price and nutrition follow. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { getNutrition } from '~/lib/api/client';
import type { NutritionValues } from '~/lib/catalog/schema';
import type { ProductDetails } from '~/lib/api/types';
import { optionSurcharge } from '~/lib/menu/combo';
import { formatNutrient, sumNutrition } from '~/lib/menu/nutrition';
import { formatRub } from '~/lib/format';
import { $comboChoice, chooseComboOption } from '~/stores/product';

type Slots = NonNullable<ProductDetails['combo']>['slots'];

const cache = new Map<number, Promise<NutritionValues | null>>();
const portion = (id: number): Promise<NutritionValues | null> => {
  let value = cache.get(id);
  if (!value) {
    value = getNutrition(id)
      .then((n) => n.nutritionalValue.perPortion)
      .catch(() => null);
    cache.set(id, value);
  }
  return value;
};

/** Slot pickers and the combo's summed nutrition. */
export default function ComboBuilder({ slots }: { slots: Slots }) {
  const choice = useStore($comboChoice);
  const [total, setTotal] = useState<NutritionValues | null>(null);
  const ids = slots.map((s) => choice[s.code] ?? s.defaultProductId);
  const key = ids.join(',');

  useEffect(() => {
    let live = true;
    Promise.all(key.split(',').map((id) => portion(Number(id)))).then(
      (values) => {
        if (live)
          setTotal(values.every(Boolean) ? sumNutrition(values as NutritionValues[]) : null);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key]);

  return (
    <div className="combo-builder">
      {slots
        .filter((slot) => slot.options.length > 1)
        .map((slot) => (
          <fieldset key={slot.code} className="combo-builder__slot">
            <legend>{slot.name}</legend>
            {slot.options.map((option) => {
              const extra = optionSurcharge(slot, option.id);
              return (
                <label key={option.id} className="chip">
                  <input
                    type="radio"
                    name={`combo-${slot.code}`}
                    checked={(choice[slot.code] ?? slot.defaultProductId) === option.id}
                    onChange={() => chooseComboOption(slot.code, option.id)}
                  />
                  {option.name}
                  {extra > 0 && <span className="combo-builder__extra">+{formatRub(extra)}</span>}
                </label>
              );
            })}
          </fieldset>
        ))}
      {total && (
        <p className="combo-builder__total" data-testid="combo-nutrition">
          Всего: {formatNutrient(total.kcal, 'ккал')}, белки {formatNutrient(total.proteins, 'г')},
          жиры {formatNutrient(total.fats, 'г')}, углеводы{' '}
          {formatNutrient(total.carbohydrates, 'г')}
        </p>
      )}
    </div>
  );
}
