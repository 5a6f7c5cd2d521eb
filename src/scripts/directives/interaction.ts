/**
 * `client:interaction`: hydrate an island on the visitor's first sign of intent inside it
 * (pointer over or down, touch, focus, key), or at once when a page script asks for it with a
 * `hydrate-now` event on the island (e.g. the visitor's city differs from the pre-rendered one).
 * Until then the island is its server HTML, complete and with working links. A click on a button,
 * or on a link marked `data-in-place` (one the island shows in place), that lands while the island
 * is still loading is held and replayed once it has hydrated, so the first tap is never lost nor
 * turned into a page load. When the island's scripts fail to load (Astro retries once, then sends
 * `astro:hydration-error`), the held link is followed and the next sign of intent tries again.
 * Controls inside `[data-early]` work natively before hydration (the menu's filter panel, its
 * product cards): they are never held, and are no sign of intent (the island's start would hold a
 * slow phone's next tap there); their page script asks for hydration when it needs the island.
 */
import type { ClientDirective } from 'astro';
import { HYDRATE_NOW, HYDRATION_ERROR } from '~/lib/hydration';

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const CONTROL =
  'button, summary, label, input, select, [role="button"], [role="tab"], [role="option"], [data-in-place]';

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const held: HTMLElement[] = [];
  const hold = (event: Event): void => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!(control instanceof HTMLElement) || control.closest('[data-early]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
  };
  const start = async (): Promise<void> => {
    if (started) return;
    started = true;
    for (const type of INTENT) el.removeEventListener(type, onIntent);
    el.removeEventListener(HYDRATE_NOW, onIntent);
    el.addEventListener('click', hold, true);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener('click', hold, true);
      for (const control of held.splice(0)) if (control.isConnected) control.click();
    }
  };
  const onIntent = (event: Event): void => {
    if (event.target instanceof Element && event.target.closest('[data-early]')) return;
    void start();
  };
  const listen = (): void => {
    for (const type of INTENT) el.addEventListener(type, onIntent, { passive: true });
    el.addEventListener(HYDRATE_NOW, onIntent);
  };
  el.addEventListener(HYDRATION_ERROR, (event) => {
    // The event bubbles: an island inside this one is not this one failing.
    if (event.target !== el) return;
    started = false;
    listen();
  });
  listen();
};

export default interaction;
