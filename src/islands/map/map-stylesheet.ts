/**
 * MapLibre's own stylesheet (about 11 KB gzip) as a file the map adds when it loads, so it is not
 * one more render-blocking stylesheet of the locator's first paint, where the map is not shown yet
 * on phones. It starts together with the map's script and is in place before the map is created.
 */
import href from 'maplibre-gl/dist/maplibre-gl.css?url';

let loaded: Promise<void> | undefined;

/** Add the stylesheet once; resolves when it has loaded (or failed: the map still works). */
export function loadMapStylesheet(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    // First in <head>, so the locator's own map.css still overrides MapLibre's rules.
    document.head.prepend(link);
  });
  return loaded;
}
