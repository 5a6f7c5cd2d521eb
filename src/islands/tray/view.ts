/**
 * The meal tray «Мой поднос», in its dialog and on its page, without React (issue 44: on a
 * low-tier phone React's evaluation and renders held the tray page's main thread 110–230 ms after
 * its first paint): the items with their size, count and price, the totals of price and nutrition
 * with the percents of the daily intake, the allergens of the whole meal, a cheaper combo, sharing
 * and clearing. Each change of the tray's stores morphs the shown tree into the new one
 * (morphdom), so the focus, an open select and the politely announced totals line stay in place.
 */
import morphdom from 'morphdom';
import type { StoreValue } from 'nanostores';
import { formatRub } from '~/lib/format';
import { formatNutrient } from '~/lib/menu/nutrition';
import { pluralize } from '~/lib/plural';
import { withQuery } from '~/lib/query';
import { ru } from '~/lib/short-words';
import { afterNextPaint } from '~/lib/start-up';
import { menuPath } from '~/paths';
import { $trayStatus, $trayView, connectTray, loadTrayData } from '~/stores/tray';
import { trayActions, type ShareOutcome } from './actions';
import { trayAllergens } from './allergens';
import { h } from './dom';
import { trayItems } from './items';
import { trayNutrition } from './nutrition';
import { showTrayFailure } from './failure';
import { listenToTray } from './listen';

/** Everything the tray shows once its data is in. */
type TrayViewData = NonNullable<StoreValue<typeof $trayView>>;

/** Where the view is. */
export interface TrayViewOptions {
  /** The island's name in error reports. */
  name: string;
  /** Headings' level inside: 3 in the dialog (its title is h2), 2 on the page. */
  level: 2 | 3;
  /** The page adds «Распечатать»; the dialog links the page. */
  onPage: boolean;
}

/** «6 товаров» with the plural helper. */
export const itemsText = (count: number): string =>
  pluralize(count, ['товар', 'товара', 'товаров']);

/** The restaurant/delivery switch and the city the prices are for. */
function trayPlace({ city, place }: TrayViewData): HTMLElement {
  return h(
    'div',
    { class: 'tray__place' },
    h(
      'div',
      { class: 'tray__context', role: 'radiogroup', 'aria-label': 'Цены' },
      (['menu', 'delivery'] as const).map((context) =>
        h(
          'button',
          {
            type: 'button',
            role: 'radio',
            class: 'chip',
            'aria-checked': String(place.context === context),
            'data-tray-context': context,
          },
          context === 'menu' ? ru`В ресторане` : 'Доставка',
        ),
      ),
    ),
    h('p', { class: 'tray__city' }, ru`Цены для города ${city.name}`),
  );
}

/** The empty tray: what to do and the menu's link. */
const emptyTray = ({ place }: TrayViewData): HTMLElement =>
  h(
    'div',
    { class: 'tray__empty' },
    h(
      'p',
      null,
      'В\u00a0подносе пока пусто. Нажми «В\u00a0поднос» у\u00a0любого блюда в\u00a0меню, ' +
        'и\u00a0здесь появятся цена, калорийность и\u00a0аллергены всего набора.',
    ),
    h(
      'a',
      { class: 'btn btn--md', href: withQuery(menuPath(place.context), location.search) },
      'Открыть меню',
    ),
  );

/** The items, the totals line and the cheaper combos: the part a phone shows first. */
function trayTop(view: TrayViewData, level: 2 | 3): HTMLElement[] {
  const { lines, totals, place, combos } = view;
  return [
    trayItems(lines, level, place.context),
    h(
      'p',
      { class: 'tray__total', 'aria-live': 'polite', 'aria-atomic': 'true' },
      `Итого: ${itemsText(totals.count)} на\u00a0`,
      h('strong', { 'data-testid': 'tray-total-price' }, formatRub(totals.price)),
      `, ${formatNutrient(totals.nutrition.kcal, 'ккал')}`,
    ),
    ...combos.map((combo) =>
      h(
        'p',
        { class: 'tray__combo' },
        `В\u00a0комбо дешевле на\u00a0${formatRub(combo.saving)}: `,
        h(
          'a',
          {
            href: withQuery(
              menuPath(place.context, combo.combo.category, combo.combo.slug),
              location.search,
            ),
          },
          combo.combo.name,
        ),
        ` за\u00a0${formatRub(combo.price)} вместо ${combo.items.join(', ')} по\u00a0отдельности`,
      ),
    ),
  ];
}

/**
 * The view for the stores' state. `whole` false leaves out what follows the totals (the tables
 * and the actions): the first render of a long tray stays one short task, and the rest is added
 * below it in the next one.
 */
function trayContent(
  view: TrayViewData | null,
  status: StoreValue<typeof $trayStatus>,
  { level, onPage }: Pick<TrayViewOptions, 'level' | 'onPage'>,
  outcome: ShareOutcome,
  whole: boolean,
): HTMLElement {
  if (!view)
    return status === 'error'
      ? h(
          'div',
          { class: 'tray__error', role: 'alert' },
          h('p', null, 'Не получилось загрузить состав и цены. Проверь подключение к интернету.'),
          h(
            'button',
            { type: 'button', class: 'btn btn--md', 'data-tray-action': 'retry' },
            'Попробовать снова',
          ),
        )
      : h('div', {
          class: 'loader loader--small',
          role: 'status',
          'aria-label': 'Загружаем поднос',
        });
  const empty = view.lines.length === 0;
  const heading = level === 2 ? 'h2' : 'h3';
  return h(
    'div',
    { class: 'tray' },
    trayPlace(view),
    empty ? emptyTray(view) : trayTop(view, level),
    !empty &&
      whole && [
        h(heading, { class: 'tray__h' }, 'Пищевая ценность'),
        trayNutrition(view.lines, view.totals),
        h(heading, { class: 'tray__h' }, 'Аллергены'),
        trayAllergens(view.allergens, view.diet),
      ],
    (empty || whole) && trayActions(empty, onPage, outcome),
  );
}

/** Show the tray in `host` and keep it current; returns the function that stops it. */
export function mountTrayView(host: HTMLElement, options: TrayViewOptions): () => void {
  let outcome: ShareOutcome = { said: '', shown: null };
  let whole = false;
  let growing = false;
  let queued = false;
  let failed = false;
  const show = (): void => {
    const view = $trayView.get();
    const next = host.cloneNode(false);
    next.appendChild(trayContent(view, $trayStatus.get(), options, outcome, whole));
    morphdom(host, next, {
      childrenOnly: true,
      getNodeKey: (node) => (node instanceof HTMLElement ? node.dataset['key'] : undefined),
      onBeforeElUpdated: (from, to) => !from.isEqualNode(to),
    });
    if (view && view.lines.length > 0 && !whole && !growing) {
      growing = true;
      void afterNextPaint().then(() => {
        whole = true;
        render();
      });
    }
  };
  const render = (): void => {
    queued = false;
    if (failed) return;
    try {
      show();
    } catch (error) {
      failed = true;
      showTrayFailure(host, options.name, error);
    }
  };
  // One render for the changes of one turn (the data and its status arrive together).
  const queue = (): void => {
    if (queued) return;
    queued = true;
    queueMicrotask(render);
  };
  const stop = [
    $trayView.listen(queue),
    $trayStatus.listen(queue),
    listenToTray(host, {
      shared: (said) => {
        outcome = said;
        queue();
      },
      retry: () => void loadTrayData(),
    }),
  ];
  render();
  void connectTray();
  return () => {
    for (const part of stop) part();
  };
}
