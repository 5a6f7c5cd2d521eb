/**
 * The restaurant map (loaded only when the map is shown): MapLibre with the basemap, clusters of
 * grid 64 as HTML buttons, pins that open the balloon, the visitor's position, and «Искать в этой
 * области» once the visitor moves the map. Failures show the map-load error block.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { openStateText } from '~/lib/hours';
import { clusterExpansion, createClusterIndex, CLUSTER_MAX_ZOOM } from '~/lib/restaurants/cluster';
import { localStyleOverride, type Basemap } from '~/lib/restaurants/basemap';
import type { LatLong } from '~/lib/restaurants/geolocation';
import type { LocatorCity } from '~/lib/restaurants/data';
import type { Bounds, ListedRestaurant } from '~/stores/restaurants';
import { createMap, maplibregl, ringBounds, type MapFailure } from './map-setup';
import { MarkerLayer, visibleItems, type MarkerItem } from './markers';
import MapError from './MapError';

interface Props {
  city: LocatorCity;
  restaurants: readonly ListedRestaurant[];
  styles: readonly Basemap[];
  selectedId: number | null;
  location: LatLong | null;
  onSelect: (id: number) => void;
  onSearchArea: (bounds: Bounds) => void;
}

/** The zoom from which a map shows streets (and the outline map the pins' addresses). */
const STREET_ZOOM = 14;

/** The map panel. */
export default function MapView(props: Props) {
  const { city, restaurants, styles, selectedId, location, onSelect, onSearchArea } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const layerRef = useRef<MarkerLayer | null>(null);
  const focusAt = useRef<[number, number] | null>(null);
  const [failure, setFailure] = useState<MapFailure | null>(null);
  const [ready, setReady] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [moved, setMoved] = useState(false);
  // The bundled outline map is shown: from the start, or after the street map failed.
  const [outline, setOutline] = useState(styles.length === 1);
  const [fellBack, setFellBack] = useState(false);
  const [version, setVersion] = useState(0);
  const latest = useRef({ restaurants, selectedId, onSelect });
  useLayoutEffect(() => {
    latest.current = { restaurants, selectedId, onSelect };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const override = localStyleOverride(window.location);
    const tried = override ? [override, ...styles.slice(-1)] : styles;
    setOutline(tried.length === 1);
    const map = createMap({
      container,
      styles: tried,
      bounds: ringBounds(city.boundary),
      onFailure: setFailure,
      onFallback: () => {
        setOutline(true);
        setFellBack(true);
      },
    });
    if (!map) return undefined;
    mapRef.current = map;
    // Markers are HTML: they need only the camera, which is set already; the basemap draws when
    // its style and sources arrive ('load').
    container.dataset['zoom'] = map.getZoom().toFixed(2);
    setReady(true);
    map.on('load', () => setLoaded(true));
    map.on('moveend', (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) setMoved(true);
      // The zoom as a data attribute: tests and the benchmark read where the map is; at street
      // zoom the outline map shows each pin's address (it has no streets to read).
      container.dataset['zoom'] = map.getZoom().toFixed(2);
      container.toggleAttribute('data-street', map.getZoom() >= STREET_ZOOM);
      setVersion((v) => v + 1);
    });
    return () => {
      layerRef.current?.clear();
      layerRef.current = null;
      map.remove();
      mapRef.current = null;
    };
    // The map is created once per city; styles do not change at run time.
  }, [city.code]); // eslint-disable-line react-hooks/exhaustive-deps

  const index = useIndex(restaurants);

  // Draw the clusters and pins of the current view.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    const byId = new Map(latest.current.restaurants.map((r) => [r.id, r]));
    const labelOf = (id: number): { label: string; open: boolean; address: string } => {
      const r = byId.get(id);
      if (!r) return { label: '', open: false, address: '' };
      const open = r.state.kind === 'open' || r.state.kind === 'allDay';
      return { label: `${r.street}. ${openStateText(r.state)}`, open, address: r.street };
    };
    layerRef.current ??= new MarkerLayer(map, (item) => activate(map, item));
    layerRef.current.sync(visibleItems(map, index, labelOf), selectedId);
    if (focusAt.current) {
      const [x, y] = focusAt.current;
      focusAt.current = null;
      layerRef.current.nearestButton(x, y)?.focus();
    }
    if (!document.documentElement.dataset['mapDrawn']) {
      document.documentElement.dataset['mapDrawn'] = '1';
      performance.mark('map:clusters');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- activate reads refs
  }, [ready, index, version, selectedId]);

  function activate(map: MapLibreMap, item: MarkerItem): void {
    if (item.kind === 'pin') {
      latest.current.onSelect(item.id);
      return;
    }
    const expansion = clusterExpansion(
      index,
      item.clusterId,
      [item.long, item.lat],
      map.getMaxZoom(),
    );
    const zoom = expansion.kind === 'zoom' ? expansion.zoom : CLUSTER_MAX_ZOOM + 1;
    const { width, height } = map.getContainer().getBoundingClientRect();
    if (document.activeElement instanceof HTMLButtonElement)
      focusAt.current = [width / 2, height / 2];
    map.easeTo({ center: expansion.center, zoom });
  }

  // Follow a restaurant chosen in the list.
  useEffect(() => {
    const map = mapRef.current;
    const r = restaurants.find((x) => x.id === selectedId);
    if (!map || !ready || !r) return;
    const inView = map.getBounds().contains([r.long, r.lat]);
    if (!inView || map.getZoom() < 12)
      map.easeTo({ center: [r.long, r.lat], zoom: Math.max(map.getZoom(), 14) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the selection changes
  }, [selectedId, ready]);

  useVisitorMarker(mapRef, ready, location);

  if (failure) return <MapError />;
  return (
    <div className={outline ? 'map-view map-view--outline' : 'map-view'}>
      <div
        ref={containerRef}
        className="map-view__canvas"
        data-testid="map"
        data-basemap={outline ? 'offline' : 'street'}
      />
      {fellBack && (
        <p className="map-view__notice" role="status">
          Подробная карта не загрузилась, показываем упрощённую
        </p>
      )}
      {!loaded && (
        <div className="map-view__loading loader" aria-label="Карта загружается" role="status" />
      )}
      {moved && (
        <button
          type="button"
          className="btn btn--md map-view__search"
          onClick={() => {
            const b = mapRef.current?.getBounds();
            if (b) onSearchArea([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]);
            setMoved(false);
          }}
        >
          Искать в этой области
        </button>
      )}
    </div>
  );
}

/** The cluster index, rebuilt when the set of pins changes. */
function useIndex(restaurants: readonly ListedRestaurant[]) {
  const key = restaurants.map((r) => r.id).join();
  // Rebuilt only when the ids change, not on every new array of the same pins.
  return useMemo(() => createClusterIndex(restaurants), [key]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** «Ты здесь»: the visitor's position, centred once when it becomes known. */
function useVisitorMarker(
  mapRef: RefObject<MapLibreMap | null>,
  ready: boolean,
  location: LatLong | null,
): void {
  const marker = useRef<Marker | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready || !location) return undefined;
    const element = document.createElement('div');
    element.className = 'map-me';
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', 'Ты здесь');
    marker.current = new maplibregl.Marker({ element })
      .setLngLat([location.long, location.lat])
      .addTo(map);
    map.easeTo({ center: [location.long, location.lat], zoom: Math.max(map.getZoom(), 13) });
    return () => {
      marker.current?.remove();
    };
  }, [mapRef, ready, location]);
}
