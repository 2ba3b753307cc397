/**
 * The event filter: what "an event matches" means for GET /events and the searches, a
 * subscription, and the console's live list. The server writes the same conditions in SQL
 * (events/repo.ts matchesFilter); a test holds the two to the same answers on both engines.
 */
export interface EventFilter {
  event_type?: string | undefined;
  reason?: string | undefined;
  /** The camera (the spec calls a camera's stream id its camera id). */
  stream_id?: number | undefined;
  place_id?: number | undefined;
  /** Events of the cameras in this group. */
  group_id?: number | undefined;
  /** Events that matched an entry of this list. */
  list_id?: number | undefined;
  only_matches?: boolean | undefined;
  recognition?: 'all' | 'unrecognized' | 'recognized' | undefined;
  /** Inclusive bounds. */
  ts_from?: Date | undefined;
  ts_to?: Date | undefined;
  /** Attributes the event's contain (PostgreSQL's jsonb `@>`). */
  attributes?: Record<string, unknown> | undefined;
  camera_ids?: readonly number[] | undefined;
  place_ids?: readonly number[] | undefined;
  /** Longitude (x) and latitude (y) bounds, inclusive. */
  box?: { x_min: number; y_min: number; x_max: number; y_max: number } | undefined;
}

/** What the filter reads of an event. */
export interface FilterableEvent {
  event_type: string;
  reason: string | null;
  camera_id: number;
  place_id: number | null;
  /** The group of the event's camera. */
  group_id: number | null;
  match_list_ids: readonly number[];
  matched: boolean;
  attributes: Record<string, unknown> | null;
  ts: Date;
  longitude: number | null;
  latitude: number | null;
}

/** PostgreSQL's jsonb containment (`a @> b`): objects by their keys, arrays by their elements, scalars by value. */
export function jsonContains(a: unknown, b: unknown): boolean {
  if (Array.isArray(b)) return Array.isArray(a) && b.every((x) => a.some((y) => jsonContains(y, x)));
  if (b !== null && typeof b === 'object') {
    if (a === null || typeof a !== 'object' || Array.isArray(a)) return false;
    const container = a as Record<string, unknown>;
    return Object.entries(b as Record<string, unknown>).every(([k, v]) => k in container && jsonContains(container[k], v));
  }
  return a === b;
}

const within = (value: number | null, lo: number, hi: number) => value !== null && value >= lo && value <= hi;

/** Whether the event passes every condition the filter sets (an unset condition passes everything). */
export function eventMatchesFilter(f: EventFilter, e: FilterableEvent): boolean {
  const ts = e.ts.getTime();
  if (f.ts_from && ts < f.ts_from.getTime()) return false;
  if (f.ts_to && ts > f.ts_to.getTime()) return false;
  if (f.event_type && e.event_type !== f.event_type) return false;
  if (f.reason && e.reason !== f.reason) return false;
  if (f.stream_id !== undefined && e.camera_id !== f.stream_id) return false;
  if (f.place_id !== undefined && e.place_id !== f.place_id) return false;
  if (f.group_id !== undefined && e.group_id !== f.group_id) return false;
  if (f.list_id !== undefined && !e.match_list_ids.includes(f.list_id)) return false;
  if ((f.only_matches || f.recognition === 'recognized') && !e.matched) return false;
  if (f.recognition === 'unrecognized' && e.matched) return false;
  if (f.attributes && Object.keys(f.attributes).length > 0 && !jsonContains(e.attributes ?? {}, f.attributes)) return false;
  if (f.camera_ids && !f.camera_ids.includes(e.camera_id)) return false;
  if (f.place_ids && (e.place_id === null || !f.place_ids.includes(e.place_id))) return false;
  if (f.box && !(within(e.longitude, f.box.x_min, f.box.x_max) && within(e.latitude, f.box.y_min, f.box.y_max))) return false;
  return true;
}
