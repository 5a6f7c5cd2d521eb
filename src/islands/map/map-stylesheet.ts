/**
 * MapLibre's own stylesheet (about 11 KB gzip) as a file the map adds when it loads, so it is not
 * one more render-blocking stylesheet of the locator's first paint, where the map is not shown yet
 * on phones. It starts together with the map's script and is in place before the map is created.
 */
import href from 'maplibre-gl/dist/maplibre-gl.css?url';
import { loadStylesheet } from '~/lib/stylesheet';

/** Add the stylesheet once, first in <head> so the locator's own map.css still overrides it. */
export const loadMapStylesheet = (): Promise<void> => loadStylesheet(href, 'first');
