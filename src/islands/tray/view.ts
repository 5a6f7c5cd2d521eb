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
import { afterNextPaint } from '~/lib/start-up';
import { $trayFailure, $trayStatus, $trayView, connectTray, loadTrayData } from '~/stores/tray';
import { trayActions, type ShareOutcome } from './actions';
import { trayAllergens } from './allergens';
import { h } from './dom';
import { trayItems } from './items';
import { trayNutrition } from './nutrition';
import { emptyTray, trayPlace, trayTotals, type TrayViewData } from './summary';
import { showTrayFailure } from './failure';
import { listenToTray } from './listen';

/** Items a frame adds to a long tray's first view. */
const ITEMS_PER_FRAME = 3;

/**
 * The frames a tray's view takes to show whole: its items by threes, the totals, each table; one
 * for the empty tray.
 */
const framesOf = ({ lines }: TrayViewData): number =>
  lines.length === 0 ? 1 : Math.ceil(lines.length / ITEMS_PER_FRAME) + 3;

/** Where the view is. */
export interface TrayViewOptions {
  /** The island's name in error reports. */
  name: string;
  /** Headings' level inside: 3 in the dialog (its title is h2), 2 on the page. */
  level: 2 | 3;
  /** The page adds «Распечатать»; the dialog links the page. */
  onPage: boolean;
}

/**
 * The view for the stores' state, as far as its first `frames` frames show it (issue 44: a long
 * tray rendered at once was one task of 40 ms and more on a low-tier phone): three items a frame,
 * then the totals, the nutrition table, the allergens with the actions, each added below the rest.
 */
function trayContent(
  view: TrayViewData | null,
  status: StoreValue<typeof $trayStatus>,
  { level, onPage }: Pick<TrayViewOptions, 'level' | 'onPage'>,
  outcome: ShareOutcome,
  frames: number,
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
  const { lines, place } = view;
  const empty = lines.length === 0;
  const heading = level === 2 ? 'h2' : 'h3';
  // Frames left once every item is in.
  const after = frames - Math.ceil(lines.length / ITEMS_PER_FRAME);
  return h(
    'div',
    { class: 'tray' },
    trayPlace(view),
    empty
      ? emptyTray(view)
      : trayItems(lines.slice(0, frames * ITEMS_PER_FRAME), level, place.context),
    !empty && after >= 1 && trayTotals(view),
    !empty &&
      after >= 2 && [
        h(heading, { class: 'tray__h' }, 'Пищевая ценность'),
        trayNutrition(lines, view.totals),
      ],
    !empty &&
      after >= 3 && [
        h(heading, { class: 'tray__h' }, 'Аллергены'),
        trayAllergens(view.allergens, view.diet),
      ],
    (empty || after >= 3) && trayActions(empty, onPage, outcome),
  );
}

/** Show the tray in `host` and keep it current; returns the function that stops it. */
export function mountTrayView(host: HTMLElement, options: TrayViewOptions): () => void {
  let outcome: ShareOutcome = { said: '', shown: null };
  // Frames shown so far; once whole, every change renders whole.
  let frames = 1;
  let growing = false;
  let queued = false;
  // Failed, or stopped: the view no longer renders.
  let done = false;
  const show = (): void => {
    const view = $trayView.get();
    // A tray that could not be priced fails here, inside render()'s catch: the error block.
    const failure = $trayFailure.get();
    if (failure) throw failure;
    const next = host.cloneNode(false);
    next.appendChild(trayContent(view, $trayStatus.get(), options, outcome, frames));
    morphdom(host, next, {
      childrenOnly: true,
      getNodeKey: (node) => (node instanceof HTMLElement ? node.dataset['key'] : undefined),
      onBeforeElUpdated: (from, to) => !from.isEqualNode(to),
    });
    if (!view || growing) return;
    if (frames >= framesOf(view)) frames = Infinity;
    else {
      growing = true;
      void afterNextPaint().then(() => {
        growing = false;
        frames += 1;
        render();
      });
    }
  };
  const render = (): void => {
    queued = false;
    if (done) return;
    try {
      show();
    } catch (error) {
      done = true;
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
    $trayFailure.listen(queue),
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
    done = true;
    for (const part of stop) part();
  };
}
