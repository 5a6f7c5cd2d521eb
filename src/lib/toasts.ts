/** Toast numbers of SPEC §9 and the swipe-to-close rule, framework-free. */

/** SPEC §9 toast constants (ms and px). */
export const TOAST = {
  maxActive: 3,
  defaultDuration: 5000,
  swipeThreshold: 80,
  maxSwipe: 200,
  transformMs: 300,
  enterMs: 500,
  leaveMs: 800,
  tickMs: 100,
} as const;

/** SPEC §3 toast types; info is the default. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** The swipe offset to draw: the finger's offset clamped to ±200 px. */
export function clampSwipe(dx: number): number {
  return Math.max(-TOAST.maxSwipe, Math.min(TOAST.maxSwipe, dx));
}

/** What a released swipe does: beyond 80 px it closes the toast, otherwise it snaps back. */
export function swipeOutcome(dx: number): 'close' | 'snapBack' {
  return Math.abs(clampSwipe(dx)) > TOAST.swipeThreshold ? 'close' : 'snapBack';
}

/** True when a duration closes the toast by itself (0, negative or missing never do). */
export function autoCloses(duration: number | undefined): duration is number {
  return typeof duration === 'number' && duration > 0;
}

let counter = 0;
/** A fresh toast id. */
export function toastId(): string {
  counter += 1;
  return `toast-${Date.now().toString(36)}-${counter}`;
}
