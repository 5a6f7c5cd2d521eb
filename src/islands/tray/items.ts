/**
 * The tray's items: name, size, count (1–10), price and why it cannot be ordered now; remove. The
 * controls carry their action and line in `data-tray-*` attributes, which the view listens for.
 */
import { formatRub } from '~/lib/format';
import { offerName, trayItemName } from '~/lib/catalog/size-label';
import { withQuery } from '~/lib/query';
import { MAX_COUNT } from '~/lib/tray/storage';
import type { TrayLine } from '~/lib/tray/totals';
import { menuPath, type MenuContext } from '~/paths';
import { h } from './dom';

const COUNTS = Array.from({ length: MAX_COUNT }, (_, i) => i + 1);

/** A line's visible name: the product and its size label. */
export const lineName = (line: TrayLine): string =>
  line.product ? trayItemName(line.product.name, line.offer?.label) : 'Неизвестное блюдо';

/** A size or count field: its label and a select of `options` ([value, text]). */
function field(
  label: string,
  name: string,
  action: 'offer' | 'count',
  line: number,
  value: number,
  options: readonly (readonly [number, string])[],
): HTMLElement {
  return h(
    'label',
    { class: 'tray-item__field' },
    h('span', null, label),
    h(
      'select',
      { 'aria-label': `${label}: ${name}`, [`data-tray-${action}`]: line },
      options.map(([option, text]) =>
        h('option', { value: option, selected: option === value }, text),
      ),
    ),
  );
}

/** One item of the list. */
function trayItem(line: TrayLine, heading: 'h3' | 'h4', context: MenuContext): HTMLElement {
  const { product, offer, item } = line;
  const name = product?.name ?? 'Неизвестное блюдо';
  const link =
    product &&
    h(
      'a',
      {
        class: 'tap',
        href: withQuery(menuPath(context, product.category, product.slug), location.search),
      },
      product.name,
    );
  return h(
    'li',
    { class: line.note ? 'tray-item tray-item--muted' : 'tray-item', 'data-key': item.offerId },
    h(heading, { class: 'tray-item__name' }, link ?? name),
    line.note && h('p', { class: 'tray-item__note' }, line.note),
    h(
      'div',
      { class: 'tray-item__controls' },
      product &&
        offer &&
        product.offers.length > 1 &&
        field(
          'Размер',
          name,
          'offer',
          item.offerId,
          offer.id,
          product.offers.map((o) => [o.id, offerName(o)] as const),
        ),
      offer &&
        field(
          'Количество',
          name,
          'count',
          item.offerId,
          item.count,
          COUNTS.map((n) => [n, String(n)] as const),
        ),
      line.price !== null &&
        h(
          'p',
          { class: 'tray-item__price' },
          item.count > 1 &&
            h(
              'span',
              { class: 'tray-item__each' },
              `${item.count}\u00a0×\u00a0${formatRub(line.price)} = `,
            ),
          h('strong', null, formatRub(line.total)),
        ),
      h(
        'button',
        {
          type: 'button',
          class: 'btn btn--ghost btn--sm tray-item__remove',
          'aria-label': `Убрать из подноса: ${lineName(line)}`,
          'data-tray-remove': item.offerId,
        },
        'Убрать',
      ),
    ),
  );
}

/** The tray's items as list items; product links go to the menu of the tray's context. */
export function trayItemNodes(
  lines: readonly TrayLine[],
  level: 2 | 3,
  context: MenuContext,
): HTMLElement[] {
  const heading = level === 2 ? 'h3' : 'h4';
  return lines.map((line) => trayItem(line, heading, context));
}
