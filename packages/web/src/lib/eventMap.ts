/** Events of one place (or one spot) on the events map. */
export interface EventSpot<E> {
  key: string;
  latitude: number;
  longitude: number;
  placeId: number | null;
  placeName: string | null;
  events: E[];
}

interface Located {
  origin: { placeId: number | null; placeName: string | null; latitude: number | null; longitude: number | null };
}

/**
 * Groups events by their place (or exact coordinates when there is no place), newest first as
 * given; events without coordinates are counted apart, as they cannot be drawn.
 */
export function eventSpots<E extends Located>(events: readonly E[]): { spots: EventSpot<E>[]; unplaced: number } {
  const byKey = new Map<string, EventSpot<E>>();
  let unplaced = 0;
  for (const e of events) {
    const { latitude, longitude, placeId, placeName } = e.origin;
    if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      unplaced++;
      continue;
    }
    const key = placeId !== null ? `p${placeId}` : `c${latitude.toFixed(6)},${longitude.toFixed(6)}`;
    const spot = byKey.get(key);
    if (spot) spot.events.push(e);
    else byKey.set(key, { key, latitude, longitude, placeId, placeName, events: [e] });
  }
  return { spots: [...byKey.values()], unplaced };
}

/** The box around the spots ([west, south, east, north]), or null with none. A single spot gets a small box. */
export function spotsBounds(spots: readonly { latitude: number; longitude: number }[], pad = 0.01): [number, number, number, number] | null {
  if (spots.length === 0) return null;
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const p of spots) {
    w = Math.min(w, p.longitude);
    e = Math.max(e, p.longitude);
    s = Math.min(s, p.latitude);
    n = Math.max(n, p.latitude);
  }
  return [Math.max(-180, w - pad), Math.max(-90, s - pad), Math.min(180, e + pad), Math.min(90, n + pad)];
}
