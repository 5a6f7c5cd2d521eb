/**
 * Clustering of restaurant pins (supercluster, grid 64 px as SPEC §9 says) and what a click on a
 * cluster does: zoom to where it splits, or fan the pins out when they share one spot.
 */
import Supercluster, { type AnyProps } from 'supercluster';

/** SPEC §9: map cluster grid size, in pixels. */
export const CLUSTER_RADIUS = 64;
/** The last zoom that still clusters; beyond it every pin stands alone. */
export const CLUSTER_MAX_ZOOM = 16;

/** A pin's properties inside the index. */
export interface PinProperties {
  readonly id: number;
}

/** A point to cluster. */
export interface ClusterInput {
  readonly id: number;
  readonly lat: number;
  readonly long: number;
}

/** The clustering index over pins. */
export type ClusterIndex = Supercluster<PinProperties, AnyProps>;

/** Build the index over the pins. */
export function createClusterIndex(pins: readonly ClusterInput[]): ClusterIndex {
  const index = new Supercluster<PinProperties, AnyProps>({
    radius: CLUSTER_RADIUS,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    pins.map((pin) => ({
      type: 'Feature' as const,
      properties: { id: pin.id },
      geometry: { type: 'Point' as const, coordinates: [pin.long, pin.lat] },
    })),
  );
  return index;
}

/** What a click on a cluster does. */
export type Expansion =
  | { readonly kind: 'zoom'; readonly zoom: number; readonly center: [number, number] }
  | { readonly kind: 'fan'; readonly ids: number[]; readonly center: [number, number] };

/**
 * The cluster's expansion: the zoom where it splits (capped so it never zooms past the map's
 * `maxZoom`), or a fan-out of its pins when they stand on one spot and never split.
 */
export function clusterExpansion(
  index: ClusterIndex,
  clusterId: number,
  center: [number, number],
  maxZoom = 18,
): Expansion {
  const zoom = index.getClusterExpansionZoom(clusterId);
  if (zoom > CLUSTER_MAX_ZOOM) {
    const ids = index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.id);
    return { kind: 'fan', ids, center };
  }
  return { kind: 'zoom', zoom: Math.min(zoom, maxZoom), center };
}

/**
 * Pixel offsets that spread `count` pins around their common spot: a ring of up to 8, then a
 * spiral, so none overlaps another (minimum spacing `spacing` px).
 */
export function fanOffsets(count: number, spacing = 36): [number, number][] {
  if (count <= 1) return [[0, 0]];
  if (count <= 8) {
    const radius = Math.max(spacing, (spacing * count) / (2 * Math.PI));
    return Array.from({ length: count }, (_, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
      return [Math.round(radius * Math.cos(angle)), Math.round(radius * Math.sin(angle))];
    });
  }
  const offsets: [number, number][] = [];
  let angle = 0;
  for (let i = 0; i < count; i++) {
    const radius = spacing * (1 + angle / (2 * Math.PI));
    offsets.push([Math.round(radius * Math.cos(angle)), Math.round(radius * Math.sin(angle))]);
    angle += spacing / radius;
  }
  return offsets;
}

/** Groups pins standing on the same spot (to 1e-5°, about a metre), keyed by the spot. */
export function groupBySpot<T extends ClusterInput>(pins: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const pin of pins) {
    const key = `${pin.lat.toFixed(5)},${pin.long.toFixed(5)}`;
    groups.set(key, [...(groups.get(key) ?? []), pin]);
  }
  return groups;
}
