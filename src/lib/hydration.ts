/** Late hydration (`client:interaction`, src/scripts/directives/interaction.ts). */

/** The event a page script dispatches on an `astro-island` to hydrate it without waiting. */
export const HYDRATE_NOW = 'hydrate-now';

/** Ask `island` (an `astro-island` element) to hydrate now. */
export function hydrateNow(island: Element | null | undefined): void {
  island?.dispatchEvent(new Event(HYDRATE_NOW));
}
