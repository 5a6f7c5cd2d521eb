/**
 * The top loading bar's timing (SPEC §2, §4, §9): orange, 3 px; it shows only if loading lasts
 * longer than the throttle, creeps towards the end over the duration, and on finish fills up,
 * hides after the hide delay and resets after the reset delay. DOM-free: a render callback draws.
 */

/** The spec's numbers. */
export const LOADING_BAR = {
  color: '#ee7203',
  height: 3,
  duration: 2000,
  throttle: 200,
  hideDelay: 500,
  resetDelay: 400,
} as const;

/** What the bar shows: visible or not, and progress in per cent with its animation time. */
export interface LoadingBarView {
  readonly visible: boolean;
  readonly progress: number;
  /** How long the move to `progress` takes, in ms (0: jump). */
  readonly transitionMs: number;
}

/** Timer functions, injectable for tests. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** A loading bar: start() on a load's start, finish() on its end or on an error. */
export function createLoadingBar(render: (view: LoadingBarView) => void, timers = realTimers) {
  let running = false;
  let shown = false;
  let pending: unknown[] = [];
  const clearPending = (): void => {
    for (const id of pending) timers.clearTimeout(id);
    pending = [];
  };
  const later = (ms: number, fn: () => void): void => {
    pending.push(timers.setTimeout(fn, ms));
  };

  return {
    /** Begin (no effect while already running). */
    start(): void {
      if (running) return;
      running = true;
      clearPending();
      later(LOADING_BAR.throttle, () => {
        shown = true;
        render({ visible: true, progress: 0, transitionMs: 0 });
        later(16, () =>
          render({ visible: true, progress: 90, transitionMs: LOADING_BAR.duration }),
        );
      });
    },
    /** End: fill up, hide, reset. A load shorter than the throttle never shows. */
    finish(): void {
      if (!running) return;
      running = false;
      clearPending();
      if (!shown) return;
      render({ visible: true, progress: 100, transitionMs: LOADING_BAR.throttle });
      later(LOADING_BAR.hideDelay, () => {
        render({ visible: false, progress: 100, transitionMs: 0 });
        later(LOADING_BAR.resetDelay, () => {
          shown = false;
          render({ visible: false, progress: 0, transitionMs: 0 });
        });
      });
    },
    /** True between start() and finish(). */
    get running(): boolean {
      return running;
    },
  };
}
