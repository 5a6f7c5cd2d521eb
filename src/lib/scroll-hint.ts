/**
 * Onboarding scroll hint (SPEC §4): an animated "you can scroll this" hint that stops for good on
 * the visitor's first touch, click, scroll or pointer-enter, removes its listeners and emits a
 * `scroll-hint-stop` CustomEvent on its element.
 */

/** Name of the event the hint emits when it stops. */
export const SCROLL_HINT_STOP = 'scroll-hint-stop';

/** Events that end the hint. */
export const SCROLL_HINT_TRIGGERS = ['touchstart', 'click', 'scroll', 'pointerenter'] as const;

/** Start watching `target`; returns a function that stops early (without emitting). */
export function watchScrollHint(target: EventTarget, onStop?: () => void): () => void {
  let active = true;
  const options = { passive: true } as const;
  const remove = (): void => {
    for (const type of SCROLL_HINT_TRIGGERS) target.removeEventListener(type, stop);
  };
  function stop(): void {
    if (!active) return;
    active = false;
    remove();
    onStop?.();
    target.dispatchEvent(new CustomEvent(SCROLL_HINT_STOP));
  }
  for (const type of SCROLL_HINT_TRIGGERS) target.addEventListener(type, stop, options);
  return () => {
    active = false;
    remove();
  };
}
