/**
 * The meal tray «Мой поднос», in its dialog and on its page, without React (issue 44: on a
 * low-tier phone React's evaluation and renders held the tray page's main thread 110–230 ms after
 * its first paint): the items with their size, count and price, the totals of price and nutrition
 * with the percents of the daily intake, the allergens of the whole meal, a cheaper combo, sharing
 * and clearing. Each change of the tray's stores morphs the shown tree into the new one
 * (morphdom), so the focus, an open select and the politely announced totals line stay in place.
 */
import morphdom from 'morphdom';
import { afterNextPaint } from '~/lib/start-up';
import { $trayFailure, $trayStatus, $trayView, connectTray, loadTrayData } from '~/stores/tray';
import type { ShareOutcome } from './actions';
import { appendFrame, framesOf, trayContent, type TrayViewOptions } from './frames';
import { showTrayFailure } from './failure';
import { listenToTray } from './listen';
import type { TrayViewData } from './summary';

export type { TrayViewOptions } from './frames';

/** Show the tray in `host` and keep it current; returns the function that stops it. */
export function mountTrayView(host: HTMLElement, options: TrayViewOptions): () => void {
  let outcome: ShareOutcome = { said: '', shown: null };
  // Frames shown so far; once whole, every change renders whole.
  let frames = 1;
  let growing = false;
  let queued = false;
  // Failed, or stopped: the view no longer renders.
  let done = false;
  // What the host shows: the frames of which view, status and share outcome.
  let shown: {
    view: TrayViewData | null;
    status: string;
    outcome: ShareOutcome;
    frames: number;
  } | null = null;
  const show = (): void => {
    const view = $trayView.get();
    const status = $trayStatus.get();
    // A tray that could not be priced fails here, inside render()'s catch: the error block.
    const failure = $trayFailure.get();
    if (failure) throw failure;
    // The next frame of what is shown appends its part; any other change morphs the whole view.
    const grown =
      view !== null &&
      shown?.view === view &&
      shown.status === status &&
      shown.outcome === outcome &&
      frames === shown.frames + 1 &&
      appendFrame(host, view, options, outcome, frames);
    if (!grown) {
      const next = host.cloneNode(false);
      next.appendChild(trayContent(view, status, options, outcome, frames));
      morphdom(host, next, {
        childrenOnly: true,
        getNodeKey: (node) => (node instanceof HTMLElement ? node.dataset['key'] : undefined),
        onBeforeElUpdated: (from, to) => !from.isEqualNode(to),
      });
    }
    shown = { view, status, outcome, frames };
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
