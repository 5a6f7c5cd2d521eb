/**
 * The nutrition facts modal (SPEC §4): per portion and per 100 g with % of the daily intake,
 * allergens («содержит» / «может содержать») and composition; an empty state when there is none.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import Dialog from '~/islands/ui/Dialog';
import { NUTRITION_ROWS, formatNutrient } from '~/lib/menu/nutrition';
import { $modal } from '~/stores/modal';
import { $nutrition, $nutritionStatus, loadNutrition } from '~/stores/product';

/** The nutrition facts modal. */
export default function NutritionModal() {
  const modal = useStore($modal);
  const facts = useStore($nutrition);
  const state = useStore($nutritionStatus);
  const open = modal.name === 'nutritionFacts';
  const id = open ? Number(modal.attributes?.['productId'] ?? 0) : 0;
  const name = open ? String(modal.attributes?.['name'] ?? '') : '';

  useEffect(() => {
    if (id) loadNutrition(id).catch(() => undefined);
  }, [id]);

  const n = facts?.nutritionalValue;
  return (
    <Dialog name="nutritionFacts" title={name ? `${name}: пищевая ценность` : 'Пищевая ценность'}>
      {(state === 'loading' || state === 'idle') && (
        <div className="loader loader--small" role="status" aria-label="Загрузка" />
      )}
      {state === 'error' && (
        <p role="alert">
          Произошла ошибка при загрузке данных. Попробуй обновить или немного подождать, скоро решим
          проблему
        </p>
      )}
      {state === 'ready' && !facts && <p>Для этого продукта пока нет сведений о составе.</p>}
      {state === 'ready' && facts && n && (
        <>
          <table className="nutrition-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Показатель</span>
                </th>
                <th scope="col">Порция</th>
                <th scope="col">100&nbsp;г</th>
                <th scope="col">% нормы</th>
              </tr>
            </thead>
            <tbody>
              {NUTRITION_ROWS.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{formatNutrient(n.perPortion[row.key], row.unit)}</td>
                  <td>{formatNutrient(n.per100g[row.key], row.unit)}</td>
                  <td>{row.daily ? `${n.dailyPercent[row.daily]}\u00a0%` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className="nutrition-modal__h">Аллергены</h3>
          <dl className="allergens">
            <dt>Содержит</dt>
            <dd>{facts.allergens.contains.join(', ') || 'нет аллергенов из списка'}</dd>
            {facts.allergens.mayContain.length > 0 && (
              <>
                <dt>Может содержать</dt>
                <dd>{facts.allergens.mayContain.join(', ')}</dd>
              </>
            )}
          </dl>
          {facts.composition.length > 0 && (
            <>
              <h3 className="nutrition-modal__h">Состав</h3>
              <p>{facts.composition.join(', ')}</p>
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
