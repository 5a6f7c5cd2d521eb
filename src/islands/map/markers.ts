/**
 * Clusters and pins as HTML markers: real <button>s with Russian names, so the map works with the
 * keyboard and screen readers. Pins on the same spot fan out around it. Markers are reused between
 * renders by key, so moving the map does not rebuild the DOM.
 */
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { maplibregl } from './map-setup';
import { pluralize } from '~/lib/plural';
import { fanOffsets, groupBySpot, type ClusterIndex } from '~/lib/restaurants/cluster';

/** What a marker stands for. */
export type MarkerItem =
  | { kind: 'cluster'; key: string; clusterId: number; count: number; long: number; lat: number }
  | {
      kind: 'pin';
      key: string;
      id: number;
      label: string;
      /** The street address shown beside the pin at street zoom on the outline map. */
      address: string;
      long: number;
      lat: number;
      offset: [number, number];
      open: boolean;
    };

/** The clusters and pins visible at the map's view. */
export function visibleItems(
  map: MapLibreMap,
  index: ClusterIndex,
  labelOf: (id: number) => { label: string; open: boolean; address: string },
): MarkerItem[] {
  const b = map.getBounds();
  const bbox: [number, number, number, number] = [
    b.getWest(),
    b.getSouth(),
    b.getEast(),
    b.getNorth(),
  ];
  const items: MarkerItem[] = [];
  const pins: { id: number; lat: number; long: number }[] = [];
  for (const f of index.getClusters(bbox, Math.floor(map.getZoom()))) {
    const [long = 0, lat = 0] = f.geometry.coordinates;
    const props = f.properties as { cluster?: boolean; point_count?: number; id?: number };
    if (props.cluster) {
      const clusterId = Number(f.id);
      const count = props.point_count ?? 0;
      items.push({ kind: 'cluster', key: `c${clusterId}`, clusterId, count, long, lat });
    } else {
      pins.push({ id: props.id ?? 0, lat, long });
    }
  }
  for (const group of groupBySpot(pins).values()) {
    const offsets = fanOffsets(group.length);
    group.forEach((pin, i) => {
      const { label, open, address } = labelOf(pin.id);
      const offset = offsets[i] ?? [0, 0];
      items.push({ kind: 'pin', key: `p${pin.id}`, ...pin, label, address, open, offset });
    });
  }
  // A predictable tab order: north to south, then west to east.
  return items.sort((a, b) => b.lat - a.lat || a.long - b.long);
}

const RESTAURANTS = ['ресторан', 'ресторана', 'ресторанов'] as const;

function render(element: HTMLButtonElement, item: MarkerItem, selected: boolean): void {
  if (item.kind === 'cluster') {
    element.className = `map-cluster${item.count >= 50 ? ' map-cluster--l' : item.count >= 10 ? ' map-cluster--m' : ''}`;
    element.textContent = String(item.count);
    element.setAttribute('aria-label', `${pluralize(item.count, RESTAURANTS)} рядом, приблизить`);
    return;
  }
  element.className = `map-pin${item.open ? '' : ' map-pin--closed'}${selected ? ' map-pin--selected' : ''}`;
  element.setAttribute('aria-label', item.label);
  element.setAttribute('aria-pressed', String(selected));
  if (!element.firstChild) {
    element.innerHTML =
      '<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true"><path d="M16 39s13-13.2 13-23A13 13 0 0 0 3 16c0 9.8 13 23 13 23z"/><circle cx="16" cy="16" r="5.5"/></svg><span class="map-pin__address" aria-hidden="true"></span>';
  }
  const address = element.querySelector('.map-pin__address');
  if (address && address.textContent !== item.address) address.textContent = item.address;
}

/** Keeps the map's HTML markers equal to `items`. */
export class MarkerLayer {
  private markers = new Map<string, { marker: Marker; element: HTMLButtonElement }>();
  private items = new Map<string, MarkerItem>();

  constructor(
    private readonly map: MapLibreMap,
    private readonly onActivate: (item: MarkerItem) => void,
  ) {}

  /** Show `items`, the pin `selectedId` highlighted. */
  sync(items: readonly MarkerItem[], selectedId: number | null): void {
    const keep = new Set(items.map((i) => i.key));
    for (const [key, entry] of this.markers) {
      if (keep.has(key)) continue;
      entry.marker.remove();
      this.markers.delete(key);
      this.items.delete(key);
    }
    for (const item of items) {
      this.items.set(item.key, item);
      let entry = this.markers.get(item.key);
      if (!entry) {
        const element = document.createElement('button');
        element.type = 'button';
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          const current = this.items.get(item.key);
          if (current) this.onActivate(current);
        });
        const marker = new maplibregl.Marker({
          element,
          anchor: item.kind === 'pin' ? 'bottom' : 'center',
        });
        entry = { marker, element };
        this.markers.set(item.key, entry);
      }
      const selected = item.kind === 'pin' && item.id === selectedId;
      render(entry.element, item, selected);
      entry.marker.setLngLat([item.long, item.lat]);
      entry.marker.setOffset(item.kind === 'pin' ? item.offset : [0, 0]);
      if (!entry.marker.getElement().isConnected) entry.marker.addTo(this.map);
    }
    // Keep DOM order equal to the sorted order, so Tab walks the markers north to south; only
    // when it differs, since moving a node drops its focus.
    const parent = this.map.getCanvasContainer();
    const wanted = items.map((i) => this.markers.get(i.key)?.element);
    const present = [...parent.children].filter((el) => el instanceof HTMLButtonElement);
    if (wanted.some((el, i) => el !== present[i])) {
      for (const element of wanted) if (element) parent.appendChild(element);
    }
  }

  /** The marker button nearest to a point on the screen. */
  nearestButton(x: number, y: number): HTMLButtonElement | undefined {
    let best: { d: number; el: HTMLButtonElement } | undefined;
    for (const { element, marker } of this.markers.values()) {
      const p = this.map.project(marker.getLngLat());
      const d = Math.hypot(p.x - x, p.y - y);
      if (!best || d < best.d) best = { d, el: element };
    }
    return best?.el;
  }

  /** The button of a pin, to move focus to it. */
  pinButton(id: number): HTMLButtonElement | undefined {
    return this.markers.get(`p${id}`)?.element;
  }

  /** Remove every marker. */
  clear(): void {
    for (const { marker } of this.markers.values()) marker.remove();
    this.markers.clear();
    this.items.clear();
  }
}
