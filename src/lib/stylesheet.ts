/**
 * A stylesheet that only a lazily loaded part needs (MapLibre's, the city picker's), added when
 * that part loads: imported from its script instead, Astro would inline it into every page's
 * <head> or add it to the page's render-blocking stylesheets.
 */

const loading = new Map<string, Promise<void>>();

/**
 * Add the stylesheet at `href` once; resolves when it has loaded, or failed (the part still works,
 * unstyled). `first` puts it first in <head>, so the page's own rules still override it.
 */
export function loadStylesheet(href: string, place: 'first' | 'last' = 'last'): Promise<void> {
  let loaded = loading.get(href);
  if (!loaded) {
    loaded = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => resolve());
      if (place === 'first') document.head.prepend(link);
      else document.head.append(link);
    });
    loading.set(href, loaded);
  }
  return loaded;
}
