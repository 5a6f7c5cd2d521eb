/** The tray's items: name, size, count (1–10), price and why it cannot be ordered now; remove. */
import { formatRub } from '~/lib/format';
import { withQuery } from '~/lib/query';
import { MAX_COUNT } from '~/lib/tray/storage';
import type { TrayLine } from '~/lib/tray/totals';
import { menuPath, type MenuContext } from '~/paths';
import { changeCount, changeOffer, removeItem } from '~/stores/tray';

const COUNTS = Array.from({ length: MAX_COUNT }, (_, i) => i + 1);

/** A line's visible name: the product and its size label. */
export const lineName = (line: TrayLine): string =>
  line.product
    ? [line.product.name, line.offer?.label].filter(Boolean).join(', ')
    : 'Неизвестное блюдо';

/** The list of the tray's items. */
export default function TrayItems({
  lines,
  level,
  context,
}: {
  lines: TrayLine[];
  level: 2 | 3;
  /** Product links go to the menu of the tray's context. */
  context: MenuContext;
}) {
  const H = level === 2 ? 'h3' : 'h4';
  return (
    <ul className="tray-items" aria-label="Что в подносе">
      {lines.map((line) => {
        const { product, offer, item } = line;
        const name = product?.name ?? 'Неизвестное блюдо';
        return (
          <li key={item.offerId} className={line.note ? 'tray-item tray-item--muted' : 'tray-item'}>
            <H className="tray-item__name">
              {product ? (
                <a
                  className="tap"
                  href={withQuery(
                    menuPath(context, product.category, product.slug),
                    location.search,
                  )}
                >
                  {product.name}
                </a>
              ) : (
                name
              )}
            </H>
            {line.note && <p className="tray-item__note">{line.note}</p>}
            <div className="tray-item__controls">
              {product && offer && product.offers.length > 1 && (
                <label className="tray-item__field">
                  <span>Размер</span>
                  <select
                    value={offer.id}
                    aria-label={`Размер: ${name}`}
                    onChange={(event) => changeOffer(item.offerId, Number(event.target.value))}
                  >
                    {product.offers.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.label ?? `${o.weight}\u00a0г`}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {offer && (
                <label className="tray-item__field">
                  <span>Количество</span>
                  <select
                    value={item.count}
                    aria-label={`Количество: ${name}`}
                    onChange={(event) => changeCount(item.offerId, Number(event.target.value))}
                  >
                    {COUNTS.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {line.price !== null && (
                <p className="tray-item__price">
                  {item.count > 1 && (
                    <span className="tray-item__each">
                      {item.count}&nbsp;×&nbsp;{formatRub(line.price)} ={' '}
                    </span>
                  )}
                  <strong>{formatRub(line.total)}</strong>
                </p>
              )}
              <button
                type="button"
                className="btn btn--ghost btn--sm tray-item__remove"
                aria-label={`Убрать из подноса: ${lineName(line)}`}
                onClick={() => removeItem(item.offerId)}
              >
                Убрать
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
