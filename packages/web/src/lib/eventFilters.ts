import { EVENT_TYPES, eventMatchesFilter, type EventFilter } from '@argus/contracts';

/** Interval options of the events filter (hours); "last" is the server's default window (the last day). */
export const INTERVAL_OPTIONS = ['last', '0.25', '0.5', '1', '2', '3', '6', '12', '24', '48', '168', '720'] as const;
export type IntervalOption = (typeof INTERVAL_OPTIONS)[number] | 'custom';
export type EventType = (typeof EVENT_TYPES)[number];
export type EventsView = 'list' | 'grid' | 'map';
export const EVENTS_TABS = ['filter', 'subscription', 'sensorreadings', 'search'] as const;
export type EventsTab = (typeof EVENTS_TABS)[number];

export interface EventFilters {
  tab: EventsTab;
  view: EventsView;
  eventType?: EventType;
  reason?: string;
  cameraId?: number;
  interval: IntervalOption;
  /** ISO, only with interval "custom". */
  tsFrom?: string;
  tsTo?: string;
  onlyMatches: boolean;
  live: boolean;
  /** The subscription tab's chosen subscription. */
  subscriptionId?: number;
  /** The sensor readings tab's sensor filter. */
  sensorId?: number;
}

export const DEFAULT_FILTERS: EventFilters = { tab: 'filter', view: 'list', interval: 'last', onlyMatches: false, live: true };

const isIso = (s: string | null): s is string => !!s && !Number.isNaN(Date.parse(s));

/** Reads the filters from the page's query string; unknown or malformed values fall back to defaults. */
export function filtersFromSearch(search: string | URLSearchParams): EventFilters {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const f: EventFilters = { ...DEFAULT_FILTERS };
  const tab = p.get('tab');
  if ((EVENTS_TABS as readonly string[]).includes(tab ?? '')) f.tab = tab as EventsTab;
  const view = p.get('view');
  if (view === 'list' || view === 'grid' || view === 'map') f.view = view;
  const type = p.get('type');
  if (type && (EVENT_TYPES as readonly string[]).includes(type)) f.eventType = type as EventType;
  const reason = p.get('reason');
  if (f.eventType && reason && /^[a-z_]{1,64}$/.test(reason)) f.reason = reason;
  const camera = Number(p.get('camera'));
  if (Number.isInteger(camera) && camera > 0) f.cameraId = camera;
  const interval = p.get('interval');
  if (interval === 'custom') {
    const from = p.get('from');
    const to = p.get('to');
    if (isIso(from) || isIso(to)) {
      f.interval = 'custom';
      if (isIso(from)) f.tsFrom = new Date(from).toISOString();
      if (isIso(to)) f.tsTo = new Date(to).toISOString();
    }
  } else if (interval && (INTERVAL_OPTIONS as readonly string[]).includes(interval)) f.interval = interval as IntervalOption;
  f.onlyMatches = p.get('matches') === '1';
  f.live = p.get('live') !== '0';
  const subscription = Number(p.get('subscription'));
  if (Number.isInteger(subscription) && subscription > 0) f.subscriptionId = subscription;
  const sensor = Number(p.get('sensor'));
  if (Number.isInteger(sensor) && sensor > 0) f.sensorId = sensor;
  return f;
}

/** The filters as a query string (without "?"); defaults are left out so the plain URL stays clean. */
export function filtersToSearch(f: EventFilters): string {
  const p = new URLSearchParams();
  if (f.tab !== DEFAULT_FILTERS.tab) p.set('tab', f.tab);
  if (f.view !== DEFAULT_FILTERS.view) p.set('view', f.view);
  if (f.eventType) p.set('type', f.eventType);
  if (f.eventType && f.reason) p.set('reason', f.reason);
  if (f.cameraId) p.set('camera', String(f.cameraId));
  if (f.interval !== 'last') p.set('interval', f.interval);
  if (f.interval === 'custom') {
    if (f.tsFrom) p.set('from', f.tsFrom);
    if (f.tsTo) p.set('to', f.tsTo);
  }
  if (f.onlyMatches) p.set('matches', '1');
  if (!f.live) p.set('live', '0');
  if (f.subscriptionId) p.set('subscription', String(f.subscriptionId));
  if (f.sensorId) p.set('sensor', String(f.sensorId));
  return p.toString();
}

/** GET /events query (camelCase) for the filters at `now`. */
export function filtersToQuery(f: EventFilters, now: number): Record<string, string | number | boolean> {
  const q: Record<string, string | number | boolean> = {};
  if (f.eventType) q.eventType = f.eventType;
  if (f.eventType && f.reason) q.reason = f.reason;
  if (f.cameraId) q.streamId = f.cameraId;
  if (f.onlyMatches) q.onlyMatches = true;
  if (f.interval === 'custom') {
    if (f.tsFrom) q.tsFrom = f.tsFrom;
    if (f.tsTo) q.tsTo = f.tsTo;
  } else if (f.interval !== 'last') {
    q.tsFrom = new Date(now - Number(f.interval) * 3_600_000).toISOString();
  }
  return q;
}

/** GET /sensorreadings query (camelCase) for the sensor readings tab: its sensor and the time range ("last" is the last day). */
export function readingsQuery(f: EventFilters, now: number): { sensorId?: number; tsFrom?: string; tsTo?: string } {
  const q: { sensorId?: number; tsFrom?: string; tsTo?: string } = {};
  if (f.sensorId) q.sensorId = f.sensorId;
  if (f.interval === 'custom') {
    if (f.tsFrom) q.tsFrom = f.tsFrom;
    if (f.tsTo) q.tsTo = f.tsTo;
  } else {
    q.tsFrom = new Date(now - (f.interval === 'last' ? 24 : Number(f.interval)) * 3_600_000).toISOString();
  }
  return q;
}

/** The filters at `now` as the contracts' event filter (the conditions GET /events applies). */
export function eventFilterOf(f: EventFilters, now: number): EventFilter {
  const filter: EventFilter = {};
  if (f.eventType) filter.event_type = f.eventType;
  if (f.eventType && f.reason) filter.reason = f.reason;
  if (f.cameraId) filter.stream_id = f.cameraId;
  if (f.onlyMatches) filter.only_matches = true;
  if (f.interval === 'custom') {
    if (f.tsFrom) filter.ts_from = new Date(f.tsFrom);
    if (f.tsTo) filter.ts_to = new Date(f.tsTo);
  } else {
    filter.ts_from = new Date(now - (f.interval === 'last' ? 24 : Number(f.interval)) * 3_600_000);
  }
  return filter;
}

/** Whether a pushed event belongs in the list the filters show (live mode): the server's rule, from contracts. */
export function eventMatchesFilters(
  e: {
    eventType: string;
    ts: string;
    streamId: number;
    placeId?: number | null;
    matches: readonly { listId?: number }[];
    event: { reason: string };
    attributes?: Record<string, unknown> | null;
  },
  f: EventFilters,
  now: number,
): boolean {
  return eventMatchesFilter(eventFilterOf(f, now), {
    event_type: e.eventType,
    reason: e.event.reason,
    camera_id: e.streamId,
    place_id: e.placeId ?? null,
    // The console's filters never narrow by group, position or list.
    group_id: null,
    match_list_ids: e.matches.flatMap((m) => (m.listId === undefined ? [] : [m.listId])),
    matched: e.matches.length > 0,
    attributes: e.attributes ?? null,
    ts: new Date(e.ts),
    longitude: null,
    latitude: null,
  });
}
