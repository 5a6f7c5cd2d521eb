/**
 * Which basemaps the locator tries, in order: the configured street map (a MapLibre style URL,
 * `PUBLIC_MAP_STYLE_URL`, or a raster tile template with a key, `PUBLIC_MAP_TILES_URL`), then the
 * bundled offline outline map, which the map switches to by itself when the first one fails.
 */

/** A raster tile template: https, with {z}, {x} and {y}. */
export const isTileTemplate = (value: string): boolean =>
  /^https:\/\/[^\s]+$/.test(value) && ['{z}', '{x}', '{y}'].every((p) => value.includes(p));

/** A minimal MapLibre style of one raster source (the shape maplibre-gl accepts). */
export interface RasterStyle {
  version: 8;
  name: string;
  sources: Record<
    string,
    { type: 'raster'; tiles: string[]; tileSize: number; maxzoom: number; attribution: string }
  >;
  layers: { id: string; type: 'raster'; source: string }[];
}

/** A basemap to try: a style URL or a style object. */
export type Basemap = string | RasterStyle;

/** The style of a raster tile template (e.g. Yandex's tiles API with its key). */
export function rasterStyle(template: string, attribution: string): RasterStyle {
  return {
    version: 8,
    name: 'Растровая карта',
    sources: {
      street: { type: 'raster', tiles: [template], tileSize: 256, maxzoom: 19, attribution },
    },
    layers: [{ id: 'street', type: 'raster', source: 'street' }],
  };
}

/** The configuration of the build, as astro:env gives it. */
export interface BasemapConfig {
  styleUrl?: string | undefined;
  tilesUrl?: string | undefined;
  attribution?: string | undefined;
}

/** Basemaps in the order they are tried; the bundled offline style (`offline`) always last. */
export function basemaps(config: BasemapConfig, offline: string): Basemap[] {
  if (config.styleUrl) return [config.styleUrl, offline];
  if (config.tilesUrl && isTileTemplate(config.tilesUrl))
    return [rasterStyle(config.tilesUrl, config.attribution ?? ''), offline];
  return [offline];
}

/** Hosts of a developer's own machine. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A street map to try instead of the configured one, given in the address (`?map-style=URL`), for
 * tests and for trying a provider locally: honoured only on a loopback page for a loopback style,
 * so a link can never point a visitor's map elsewhere (and the CSP would refuse it anyway).
 */
export function localStyleOverride(location: { hostname: string; search: string }): string | null {
  if (!LOOPBACK.has(location.hostname)) return null;
  const value = new URLSearchParams(location.search).get('map-style');
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && LOOPBACK.has(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}
