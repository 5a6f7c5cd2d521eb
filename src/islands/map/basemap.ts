/**
 * The bundled offline basemap style: country outlines from `world-atlas` (110m, via
 * `topojson-client`) around Russia and city boundaries from the catalog. Built once at build time
 * into `/restaurants/map-style.json`; it needs no network, tiles or glyphs.
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';
import { BASEMAP_LAYERS, SOURCE } from './layers.ts';

/** A city outline to draw. */
export interface BasemapCity {
  readonly code: string;
  readonly name: string;
  readonly boundary: readonly (readonly [number, number])[];
}

/** West, south, east, north of what the basemap keeps: Russia and its neighbours. */
const KEEP: readonly [number, number, number, number] = [10, 30, 180, 80];

const round = (position: Position): Position => [
  Math.round((position[0] ?? 0) * 1000) / 1000,
  Math.round((position[1] ?? 0) * 1000) / 1000,
];

function roundGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon')
    return { type: 'Polygon', coordinates: geometry.coordinates.map((ring) => ring.map(round)) };
  if (geometry.type === 'MultiPolygon')
    return {
      type: 'MultiPolygon',
      coordinates: geometry.coordinates.map((poly) => poly.map((ring) => ring.map(round))),
    };
  return geometry;
}

function touchesKeep(geometry: Geometry): boolean {
  const rings =
    geometry.type === 'Polygon'
      ? geometry.coordinates
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.flat()
        : [];
  return rings.some((ring) =>
    ring.some(([x = 0, y = 0]) => x >= KEEP[0] && x <= KEEP[2] && y >= KEEP[1] && y <= KEEP[3]),
  );
}

/** Country polygons near Russia, rounded to about 100 m. */
export function countryFeatures(): FeatureCollection {
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
  const all = feature(topology, topology.objects.countries) as FeatureCollection;
  return {
    type: 'FeatureCollection',
    features: all.features
      .filter((f) => touchesKeep(f.geometry))
      .map((f) => ({
        type: 'Feature',
        properties: { id: String(f.id ?? ''), name: String(f.properties?.['name'] ?? '') },
        geometry: roundGeometry(f.geometry),
      })),
  };
}

/** City boundary polygons. */
export function cityFeatures(cities: readonly BasemapCity[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: cities.map((c): Feature => ({
      type: 'Feature',
      properties: { code: c.code, name: c.name },
      geometry: { type: 'Polygon', coordinates: [c.boundary.map((p) => [p[0], p[1]])] },
    })),
  };
}

/** The whole offline style. */
export function offlineStyle(cities: readonly BasemapCity[]): StyleSpecification {
  return {
    version: 8,
    name: 'Вкусно – и точка: офлайн-карта',
    sources: {
      [SOURCE.countries]: { type: 'geojson', data: countryFeatures() },
      [SOURCE.cities]: { type: 'geojson', data: cityFeatures(cities) },
    },
    layers: [...BASEMAP_LAYERS],
  };
}
