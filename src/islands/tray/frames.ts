/**
 * The tray's view frame by frame (issue 44: a long tray rendered at once was one task of 40 ms and
 * more on a low-tier phone): its items by threes, then the totals, the nutrition table, the
 * allergens with the actions, each below the rest. A growing tray's next frame appends only its own
 * part (`appendFrame`); building the whole view again each frame grew with the tray.
 */
import type { StoreValue } from 'nanostores';
import type { $trayStatus } from '~/stores/tray';
import { trayActions, type ShareOutcome } from './actions';
import { trayAllergens } from './allergens';
import { append, h, type Child } from './dom';
import { trayItemNodes } from './items';
import { trayNutrition } from './nutrition';
import { emptyTray, trayPlace, trayTotals, type TrayViewData } from './summary';

/** Items a frame adds to a long tray's first view. */
const ITEMS_PER_FRAME = 3;

/** Where the view is. */
export interface TrayViewOptions {
  /** The island's name in error reports. */
  name: string;
  /** Headings' level inside: 3 in the dialog (its title is h2), 2 on the page. */
  level: 2 | 3;
  /** The page adds «Распечатать»; the dialog links the page. */
  onPage: boolean;
}

type Placement = Pick<TrayViewOptions, 'level' | 'onPage'>;

/** Frames that show a tray's items. */
const itemFrames = ({ lines }: TrayViewData): number => Math.ceil(lines.length / ITEMS_PER_FRAME);

/** The frames a tray's view takes to show whole: its items, then three blocks; one when empty. */
export const framesOf = (view: TrayViewData): number =>
  view.lines.length === 0 ? 1 : itemFrames(view) + 3;

/** The items frame `frame` (from 1) adds to the list. */
const itemsOfFrame = (view: TrayViewData, level: 2 | 3, frame: number): HTMLElement[] =>
  trayItemNodes(
    view.lines.slice((frame - 1) * ITEMS_PER_FRAME, frame * ITEMS_PER_FRAME),
    level,
    view.place.context,
  );

/** The blocks under a non-empty tray's list, one a frame once every item is in. */
function blocksAfterItems(
  view: TrayViewData,
  { level, onPage }: Placement,
  outcome: ShareOutcome,
): (() => Child)[] {
  const heading = level === 2 ? 'h2' : 'h3';
  return [
    () => trayTotals(view),
    () => [
      h(heading, { class: 'tray__h' }, 'Пищевая ценность'),
      trayNutrition(view.lines, view.totals),
    ],
    () => [
      h(heading, { class: 'tray__h' }, 'Аллергены'),
      trayAllergens(view.allergens, view.diet),
      trayActions(false, onPage, outcome),
    ],
  ];
}

/** The view for the stores' state, as far as its first `frames` frames show it. */
export function trayContent(
  view: TrayViewData | null,
  status: StoreValue<typeof $trayStatus>,
  placement: Placement,
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
  if (view.lines.length === 0)
    return h(
      'div',
      { class: 'tray' },
      trayPlace(view),
      emptyTray(view),
      trayActions(true, placement.onPage, outcome),
    );
  const shownItemFrames = Math.min(frames, itemFrames(view));
  const items = Array.from({ length: shownItemFrames }, (_, i) =>
    itemsOfFrame(view, placement.level, i + 1),
  );
  return h(
    'div',
    { class: 'tray' },
    trayPlace(view),
    h('ul', { class: 'tray-items', 'aria-label': 'Что в подносе' }, items),
    blocksAfterItems(view, placement, outcome)
      .slice(0, Math.max(0, frames - shownItemFrames))
      .map((block) => block()),
  );
}

/**
 * Append to `host`, which shows the first `frame - 1` frames of `view`, what frame `frame` adds;
 * false (nothing changed) when `host` does not show them.
 */
export function appendFrame(
  host: HTMLElement,
  view: TrayViewData,
  placement: Placement,
  outcome: ShareOutcome,
  frame: number,
): boolean {
  const tray = host.firstElementChild;
  const list = tray?.querySelector(':scope > .tray-items');
  if (!tray?.matches('.tray') || !list || frame < 2 || frame > framesOf(view)) return false;
  const items = itemFrames(view);
  if (frame <= items) append(list, itemsOfFrame(view, placement.level, frame));
  else append(tray, [blocksAfterItems(view, placement, outcome)[frame - items - 1]?.()]);
  return true;
}
