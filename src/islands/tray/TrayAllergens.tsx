/**
 * Allergens of the whole meal: each allergen with the items that contain it and those that may
 * contain traces, and the diet marks when every item has them.
 */
import type { TrayAllergen } from '~/lib/tray/allergens';

interface Props {
  view: { allergens: TrayAllergen[]; diet: { vegetarian: boolean; vegan: boolean } };
}

/** «Содержит: Гамбургер; могут содержать: Картофель фри, Кола» (the verb agrees with the items). */
function who(allergen: TrayAllergen): string {
  const { contains, mayContain } = allergen;
  const parts: string[] = [];
  if (contains.length > 0)
    parts.push(`${contains.length > 1 ? 'содержат' : 'содержит'}: ${contains.join(', ')}`);
  if (mayContain.length > 0)
    parts.push(`${mayContain.length > 1 ? 'могут' : 'может'} содержать: ${mayContain.join(', ')}`);
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The allergen list of the tray. */
export default function TrayAllergens({ view }: Props) {
  const { allergens, diet } = view;
  return (
    <>
      {(diet.vegan || diet.vegetarian) && (
        <p className="tray-diet">
          <span className="diet-badge">{diet.vegan ? 'Веганское' : 'Вегетарианское'}</span>
          {diet.vegan
            ? ' Всё в\u00a0подносе без\u00a0продуктов животного происхождения.'
            : ' Всё в\u00a0подносе без\u00a0мяса и\u00a0рыбы.'}
        </p>
      )}
      {allergens.length === 0 ? (
        <p>Нет аллергенов из&nbsp;списка.</p>
      ) : (
        <dl className="tray-allergens">
          {allergens.map((a) => (
            <div key={a.allergen} className="tray-allergens__row">
              <dt
                className={
                  a.contains.length > 0
                    ? 'tray-allergens__name tray-allergens__name--contains'
                    : 'tray-allergens__name'
                }
              >
                {a.allergen}
              </dt>
              <dd>{who(a)}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
