/**
 * The one script every page starts with: the shared parts' scripts (header menu, city button,
 * content modals, stored forms, site services, loading bar, prefetch, the error pages' reload
 * buttons) imported from one entry.
 * One <script> per component meant six requests for six identical one-line stubs that each
 * imported the shell chunk. Each part does nothing when its elements are not on the page.
 */
import '~/islands/city/city-button';
import './mobile-menu';
import '~/islands/content/lazy-modals';
import '~/islands/content/forms';
import './services/index';
import './loading-bar';
import './prefetch';
import './reload-buttons';
