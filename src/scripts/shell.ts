/**
 * The one script every page starts with: the shared parts' scripts (header menu, city button,
 * content modals, stored forms, site services, loading bar, the error pages' reload
 * buttons) imported from one entry; link prefetch with the first sign of intent.
 * One <script> per component meant six requests for six identical one-line stubs that each
 * imported the shell chunk. Each part does nothing when its elements are not on the page.
 */
import '~/islands/city/city-button';
import './mobile-menu';
import '~/islands/content/lazy-modals';
import '~/islands/content/forms';
import './services/index';
import './loading-bar';
import './reload-buttons';

// Link prefetch (SPEC §9) loads with the visitor's first sign of intent and takes it over: a
// pointer, a touch or a key (not a focus, which a dialog opening by itself also moves).
const INTENTS = ['pointerover', 'touchstart', 'keydown'] as const;
const startPrefetch = (event: Event): void => {
  for (const type of INTENTS) document.removeEventListener(type, startPrefetch, true);
  void import('./prefetch').then((prefetch) => prefetch.startPrefetch(event));
};
for (const type of INTENTS)
  document.addEventListener(type, startPrefetch, { capture: true, passive: true });
