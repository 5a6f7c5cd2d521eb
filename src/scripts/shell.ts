/**
 * The one script every page starts with: the shared parts' scripts (header menu, city button,
 * the tray's count and «В поднос» buttons, content modals, stored forms, site services, the error
 * pages' reload buttons) imported from one entry; link prefetch and the loading bar with the
 * first sign of intent.
 * One <script> per component meant six requests for six identical one-line stubs that each
 * imported the shell chunk. Each part does nothing when its elements are not on the page.
 * The parts start in turns, a task each (src/lib/start-up.ts), most needed first: the consent
 * banner's buttons, then the header, then the rest.
 */
import { startCityButton } from '~/islands/city/city-button';
import { startForms } from '~/islands/content/forms';
import { startLazyModals } from '~/islands/content/lazy-modals';
import { startInTurns } from '~/lib/start-up';
import { startMobileMenu } from './mobile-menu';
import { startReloadButtons } from './reload-buttons';
import { startTrayButton } from './tray-button';
import { startIdleServices, startNotices, startPageServices } from './services/index';
import { watchOnline } from './services/offline';

// Link prefetch (SPEC §9) and the top loading bar load with the visitor's first sign of intent,
// a pointer, a touch or a key (not a focus, which a dialog opening by itself also moves): a link
// is followed or a form sent only after one, and a page nobody touches needs neither.
const INTENTS = ['pointerover', 'touchstart', 'keydown'] as const;
const startPrefetch = (event: Event): void => {
  for (const type of INTENTS) document.removeEventListener(type, startPrefetch, true);
  void import('./prefetch').then((prefetch) => prefetch.startPrefetch(event));
  void import('./loading-bar').then((bar) => bar.startLoadingBar());
};
for (const type of INTENTS)
  document.addEventListener(type, startPrefetch, { capture: true, passive: true });

// Back online the page asks for the build id at once, whenever that is: listening from the
// first task, not from the start-up's last turn, which may come after the connection's return.
watchOnline();

startInTurns([
  startNotices,
  startCityButton,
  startTrayButton,
  startMobileMenu,
  startLazyModals,
  startForms,
  startReloadButtons,
  startPageServices,
  startIdleServices,
]);
