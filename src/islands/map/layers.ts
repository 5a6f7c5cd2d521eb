/**
 * MapLibre layer specs of the bundled basemap, as typed constants. Restaurants and clusters are
 * not layers: they are HTML markers (keyboard-focusable buttons with names; no glyphs needed for
 * their counts), see Markers.tsx.
 */
import type {
  BackgroundLayerSpecification,
  FillLayerSpecification,
  LineLayerSpecification,
} from 'maplibre-gl';

/** Source ids of the bundled basemap. */
export const SOURCE = { countries: 'countries', cities: 'cities' } as const;

/** Colours of the basemap (tokens.css palette, softened). */
export const MAP_COLORS = {
  water: '#cfe2e6',
  land: '#f6f0e4',
  home: '#fbf7ef',
  border: '#c8bba6',
  cityFill: '#e4efe7',
  cityLine: '#2b5e45',
} as const;

/** The sea under everything. */
export const BACKGROUND_LAYER: BackgroundLayerSpecification = {
  id: 'background',
  type: 'background',
  paint: { 'background-color': MAP_COLORS.water },
};

/** Land of every country; Russia a shade lighter. */
export const COUNTRY_FILL_LAYER: FillLayerSpecification = {
  id: 'country-fill',
  type: 'fill',
  source: SOURCE.countries,
  paint: {
    'fill-color': ['case', ['==', ['get', 'id'], '643'], MAP_COLORS.home, MAP_COLORS.land],
  },
};

/** Country borders. */
export const COUNTRY_LINE_LAYER: LineLayerSpecification = {
  id: 'country-line',
  type: 'line',
  source: SOURCE.countries,
  paint: {
    'line-color': MAP_COLORS.border,
    'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 1.6],
  },
};

/** City areas, tinted. */
export const CITY_FILL_LAYER: FillLayerSpecification = {
  id: 'city-fill',
  type: 'fill',
  source: SOURCE.cities,
  paint: {
    'fill-color': MAP_COLORS.cityFill,
    'fill-opacity': ['interpolate', ['linear'], ['zoom'], 4, 0.9, 13, 0.5],
  },
};

/** City boundaries, dashed. */
export const CITY_LINE_LAYER: LineLayerSpecification = {
  id: 'city-line',
  type: 'line',
  source: SOURCE.cities,
  paint: {
    'line-color': MAP_COLORS.cityLine,
    'line-opacity': 0.55,
    'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.8, 12, 2],
    'line-dasharray': [3, 2],
  },
};

/** Every basemap layer, bottom to top. */
export const BASEMAP_LAYERS = [
  BACKGROUND_LAYER,
  COUNTRY_FILL_LAYER,
  COUNTRY_LINE_LAYER,
  CITY_FILL_LAYER,
  CITY_LINE_LAYER,
] as const;
