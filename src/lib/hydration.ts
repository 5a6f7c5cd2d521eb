/** Late hydration (`client:interaction`, src/scripts/directives/interaction.ts). */

/** The event a page script dispatches on an `astro-island` to hydrate it without waiting. */
export const HYDRATE_NOW = 'hydrate-now';

/**
 * The event Astro sends on an `astro-island` whose scripts failed to load (after one retry) or to
 * run: whatever waited for the island (a product preview) falls back to the plain link.
 */
export const HYDRATION_ERROR = 'astro:hydration-error';

/**
 * Ask `island` (an `astro-island` element) to hydrate now. Sent again at DOMContentLoaded: an
 * island may set up its directive only then, after a page module already ran (hydrating twice is a
 * no-op).
 */
export function hydrateNow(island: Element | null | undefined): void {
  if (!island) return;
  const send = (): boolean => island.dispatchEvent(new Event(HYDRATE_NOW));
  send();
  if (document.readyState === 'loading' || document.readyState === 'interactive') {
    document.addEventListener('DOMContentLoaded', send, { once: true });
  }
}
