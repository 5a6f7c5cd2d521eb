/**
 * Touch gestures with the defaults of SPEC §9: a tap moves at most 10 px, a swipe at least 30 px
 * (50 px where the spec's "swipe default" applies: carousels, modals), hold and long tap after
 * 400 ms, drag updates at most every 100 ms. The recogniser is pure (points and times in, events
 * out) so it is tested without a DOM; `bindGestures` connects it to pointer events.
 */

/** SPEC §9 touch defaults. */
export const GESTURE = {
  tapTolerance: 10,
  swipeThreshold: 30,
  swipeDefaultThreshold: 50,
  holdMs: 400,
  dragFrequencyMs: 100,
} as const;

/** Where a swipe went. */
export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

/** What a finished touch was. */
export type GestureEnd =
  | { kind: 'tap' }
  | { kind: 'longTap' }
  | { kind: 'swipe'; direction: SwipeDirection; dx: number; dy: number }
  | { kind: 'none'; dx: number; dy: number };

/** Callbacks of a gesture recogniser; all optional. */
export interface GestureHandlers {
  /** The finger stayed still for `holdMs`. */
  onHold?: () => void;
  /** The finger moved; called at most once per `dragFrequencyMs` (and once more at the end). */
  onDrag?: (dx: number, dy: number) => void;
  /** The touch ended. */
  onEnd?: (end: GestureEnd) => void;
}

/** Options; the defaults are SPEC §9's. */
export interface GestureOptions {
  tapTolerance?: number;
  swipeThreshold?: number;
  holdMs?: number;
  dragFrequencyMs?: number;
}

/** One touch at a time: feed it start, move and end with coordinates and times in ms. */
export interface GestureRecogniser {
  start(x: number, y: number, time: number): void;
  move(x: number, y: number, time: number): void;
  end(x: number, y: number, time: number): GestureEnd | null;
  cancel(): void;
}

/** A recogniser with the given handlers and options (timers for hold use `setTimeout`). */
export function createGestureRecogniser(
  handlers: GestureHandlers,
  options: GestureOptions = {},
): GestureRecogniser {
  const tolerance = options.tapTolerance ?? GESTURE.tapTolerance;
  const threshold = options.swipeThreshold ?? GESTURE.swipeThreshold;
  const holdMs = options.holdMs ?? GESTURE.holdMs;
  const dragMs = options.dragFrequencyMs ?? GESTURE.dragFrequencyMs;
  let origin: { x: number; y: number; time: number } | null = null;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  let lastDrag = -Infinity;
  let moved = false;

  const clearHold = (): void => {
    if (holdTimer !== undefined) clearTimeout(holdTimer);
    holdTimer = undefined;
  };

  return {
    start(x, y, time) {
      clearHold();
      origin = { x, y, time };
      moved = false;
      lastDrag = -Infinity;
      holdTimer = setTimeout(() => {
        holdTimer = undefined;
        if (!moved) handlers.onHold?.();
      }, holdMs);
    },
    move(x, y, time) {
      if (!origin) return;
      const dx = x - origin.x;
      const dy = y - origin.y;
      if (Math.hypot(dx, dy) > tolerance) {
        moved = true;
        clearHold();
      }
      if (moved && time - lastDrag >= dragMs) {
        lastDrag = time;
        handlers.onDrag?.(dx, dy);
      }
    },
    end(x, y, time) {
      if (!origin) return null;
      clearHold();
      const dx = x - origin.x;
      const dy = y - origin.y;
      const duration = time - origin.time;
      origin = null;
      if (moved) handlers.onDrag?.(dx, dy);
      let result: GestureEnd;
      if (Math.hypot(dx, dy) <= tolerance) {
        result = { kind: duration >= holdMs ? 'longTap' : 'tap' };
      } else if (Math.max(Math.abs(dx), Math.abs(dy)) >= threshold) {
        const horizontal = Math.abs(dx) >= Math.abs(dy);
        const direction: SwipeDirection = horizontal
          ? dx < 0
            ? 'left'
            : 'right'
          : dy < 0
            ? 'up'
            : 'down';
        result = { kind: 'swipe', direction, dx, dy };
      } else {
        result = { kind: 'none', dx, dy };
      }
      handlers.onEnd?.(result);
      return result;
    },
    cancel() {
      clearHold();
      origin = null;
    },
  };
}

/** Connect a recogniser to an element's touch pointer events; returns the unbinding function. */
export function bindGestures(
  element: HTMLElement,
  handlers: GestureHandlers,
  options: GestureOptions = {},
): () => void {
  const recogniser = createGestureRecogniser(handlers, options);
  const down = (event: PointerEvent): void => {
    if (event.pointerType === 'mouse') return;
    recogniser.start(event.clientX, event.clientY, event.timeStamp);
  };
  const move = (event: PointerEvent): void =>
    recogniser.move(event.clientX, event.clientY, event.timeStamp);
  const up = (event: PointerEvent): void => {
    recogniser.end(event.clientX, event.clientY, event.timeStamp);
  };
  const cancel = (): void => recogniser.cancel();
  element.addEventListener('pointerdown', down);
  element.addEventListener('pointermove', move);
  element.addEventListener('pointerup', up);
  element.addEventListener('pointercancel', cancel);
  return () => {
    recogniser.cancel();
    element.removeEventListener('pointerdown', down);
    element.removeEventListener('pointermove', move);
    element.removeEventListener('pointerup', up);
    element.removeEventListener('pointercancel', cancel);
  };
}

/** A click that should open in place: the main button, no modifier (those open a new tab). */
export const isPlainClick = (event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
