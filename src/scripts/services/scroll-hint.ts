/** Onboarding scroll hints: every `[data-scroll-hint]` animates until the visitor engages. */
import { SCROLL_HINT_STOP, watchScrollHint } from '~/lib/scroll-hint';

/**
 * Start every hint on the page whose content is wider than its box (a phone: nothing to hint at
 * on a wide screen); each stops (and drops its class) on first engagement.
 */
export function startScrollHints(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-scroll-hint]')) {
    if (element.scrollWidth <= element.clientWidth) continue;
    element.classList.add('scroll-hint--active');
    element.addEventListener(SCROLL_HINT_STOP, () =>
      element.classList.remove('scroll-hint--active'),
    );
    watchScrollHint(element);
  }
}
