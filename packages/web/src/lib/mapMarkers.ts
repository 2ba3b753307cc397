import { mercX, mercY } from './mapView';

/** An event as the map needs it: when, what, and where its camera is. */
export interface MapEvent {
  eventId: string;
  ts: string;
  eventType: string;
  origin: { placeId: number | null; latitude: number | null; longitude: number | null; cameraName: string };
}

export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
  placeId: number | null;
}

/** The newest event of a marker and how many recent events it stands for. */
export interface MarkerEvents<E> {
  latest: E;
  count: number;
}

/** The GET /placeclusters grid cell (4·2^zoom Web-Mercator cells per side) of a position. */
export function cellOf(latitude: number, longitude: number, zoom: number): string {
  const n = 4 * 2 ** zoom;
  const cx = Math.min(n - 1, Math.max(0, Math.floor(mercX(longitude) * n)));
  const cy = Math.min(n - 1, Math.max(0, Math.floor(mercY(latitude) * n)));
  return `${cx}:${cy}`;
}

/**
 * Recent events per marker (by the marker's index in `clusters`): an event belongs to its place's
 * marker when the place is shown on its own, else to the cluster of the grid cell it lies in (a
 * cluster's position is the mean of its places, so it lies in their cell). Events of places
 * outside the view, or without coordinates, belong to none.
 */
export function eventsByMarker<E extends MapEvent>(clusters: readonly MapCluster[], events: readonly E[], zoom: number): Map<number, MarkerEvents<E>> {
  const byPlace = new Map<number, number>();
  const byCell = new Map<string, number>();
  clusters.forEach((c, i) => {
    if (c.placeId !== null && c.count === 1) byPlace.set(c.placeId, i);
    byCell.set(cellOf(c.latitude, c.longitude, zoom), i);
  });
  const out = new Map<number, MarkerEvents<E>>();
  for (const e of events) {
    const { placeId, latitude, longitude } = e.origin;
    let index = placeId !== null ? byPlace.get(placeId) : undefined;
    if (index === undefined && latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude)) {
      index = byCell.get(cellOf(latitude, longitude, zoom));
    }
    if (index === undefined) continue;
    const have = out.get(index);
    if (!have) out.set(index, { latest: e, count: 1 });
    else {
      have.count += 1;
      if (Date.parse(e.ts) > Date.parse(have.latest.ts)) have.latest = e;
    }
  }
  return out;
}
