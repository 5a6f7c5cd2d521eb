/**
 * Creating the MapLibre map: the worker from the bundle, Russian UI strings, the basemap style with
 * its fallback (the configured style → the bundled offline style → the map-load error block), and
 * the SPEC §8 map errors as one typed failure. MapLibre's stylesheet: map-stylesheet.ts.
 */
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { Basemap } from '~/lib/restaurants/basemap';

/** Why the map could not be shown (SPEC §8 map errors). */
export type MapFailure = 'missing-style' | 'script' | 'missing-global' | 'webgl' | 'style';

/** Russian strings of MapLibre's own controls. */
export const MAP_LOCALE: Record<string, string> = {
  'Map.Title': 'Карта ресторанов',
  'Marker.Title': 'Метка на карте',
  'NavigationControl.ZoomIn': 'Приблизить',
  'NavigationControl.ZoomOut': 'Отдалить',
  'NavigationControl.ResetBearing': 'Повернуть карту на север',
  'AttributionControl.ToggleAttribution': 'Источники данных карты',
  'Popup.Close': 'Закрыть',
  'ScaleControl.Meters': 'м',
  'ScaleControl.Kilometers': 'км',
};

/** Options for creating the map. */
export interface MapSetup {
  container: HTMLElement;
  /** Styles to try in order: the configured one (if any), then the bundled offline style. */
  styles: readonly Basemap[];
  bounds: [[number, number], [number, number]];
  onFailure: (failure: MapFailure) => void;
  /** Called when the map gives up a style and shows the next one (the bundled, in the end). */
  onFallback: () => void;
}

/** Create the map, or report why it cannot be created. */
export function createMap({
  container,
  styles,
  bounds,
  onFailure,
  onFallback,
}: MapSetup): maplibregl.Map | null {
  if (typeof maplibregl.Map !== 'function') {
    onFailure('missing-global');
    return null;
  }
  const [first, ...fallbacks] = styles;
  if (!first) {
    onFailure('missing-style');
    return null;
  }
  maplibregl.setWorkerUrl(workerUrl);
  let map: maplibregl.Map;
  try {
    map = new maplibregl.Map({
      container,
      style: first,
      bounds,
      fitBoundsOptions: { padding: 32 },
      minZoom: 2,
      maxZoom: 18,
      // A street map's providers are credited (OpenStreetMap and others); the bundled one has none.
      attributionControl: fallbacks.length > 0 ? { compact: true } : false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      locale: MAP_LOCALE,
      // Sharper than 2× costs battery and time for no visible gain on a basemap this plain.
      pixelRatio: Math.min(window.devicePixelRatio || 1, 2),
      fadeDuration: 0,
    });
  } catch {
    onFailure('webgl');
    return null;
  }
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'bottom-right');

  let remaining = [...fallbacks];
  let loaded = false;
  map.once('load', () => {
    loaded = true;
  });
  map.on('error', (event: { error?: { status?: number; message?: string } }) => {
    // A style that cannot load, or a configured style whose tiles fail (offline, blocked, 5xx):
    // show the next one, once; the errors of the style given up are not reported one by one.
    const next = remaining[0];
    if (loaded && !next) return;
    if (next) {
      remaining = remaining.slice(1);
      map.setStyle(next, { diff: false });
      onFallback();
      return;
    }
    console.warn('map style failed', event.error?.message);
    onFailure('style');
  });
  return map;
}

/** The bounding box [[west, south], [east, north]] of a ring. */
export function ringBounds(
  ring: readonly (readonly [number, number])[],
): [[number, number], [number, number]] {
  const longs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return [
    [Math.min(...longs), Math.min(...lats)],
    [Math.max(...longs), Math.max(...lats)],
  ];
}

export { maplibregl };
