import type { Camelize, Pagination } from '@argus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { CameraItem } from '../../api/cameras';
import { request } from '../../api/client';
import { useConfig } from '../../api/config';
import type { EventItem } from '../../api/events';
import { usePlaceclusters, type ClusterView } from '../../api/placeclusters';
import { usePlace, usePlacesInBox } from '../../api/places';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { Icon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import type { MapTheme } from '../../lib/basemap';
import { geocodeUrl, parseGeocode, type GeocodeHit } from '../../lib/geocode';
import { clusterViewOf, zoomIntoCluster } from '../../lib/mapView';
import { eventsByMarker, type MarkerEvents } from '../../lib/mapMarkers';
import type { MessageId } from '../../i18n/messages/en';
import { useTheme } from '../../app/theme/store';
import { MapCanvas, type MaplibreMap } from '../../map/MapCanvas';
import { useMarkers, type MarkerSpec } from '../../map/useMarkers';
import { useModal } from '../../modals/useModal';
import { useCan } from '../../access/useCan';
import { kindGlyph } from './kindIcons';

const THEME_KEY = 'mapTheme';
/** The place marker (an SVG pin: DOM markers need no glyphs or fonts). */
const PIN_SVG =
  '<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 9m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0"/></svg>';
const MOVE_DEBOUNCE_MS = 300;
const RECENT_EVENTS_MS = 60 * 60 * 1000;

/** The map's own light/dark choice, when the user made one on this page; else it follows the console. */
function storedTheme(): MapTheme | null {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return v === 'dark' || v === 'light' ? v : null;
  } catch {
    return null;
  }
}

/** A small label on a marker (camera count, latest event), drawn for the eye: the button's name says it in full. */
function badge(className: string, text: string, role: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = className;
  span.textContent = text;
  span.dataset.badge = role;
  span.setAttribute('aria-hidden', 'true');
  return span;
}

function clearBadges(wrapper: HTMLElement) {
  for (const b of wrapper.querySelectorAll('[data-badge]')) b.remove();
}

/** The latest event of a marker: short on the map, in full for the label. */
function latestText(intl: IntlShape, e: EventItem): { short: string; long: string } {
  const type = intl.formatMessage({ id: `events.type.${e.eventType}` as MessageId });
  const time = intl.formatTime(new Date(e.ts), { timeStyle: 'short' });
  return { short: `${type} · ${time}`, long: intl.formatMessage({ id: 'map.latestEvent' }, { type, camera: e.origin.cameraName, ts: new Date(e.ts) }) };
}

/** /map: places and clusters of the visible area, recent events, a selected place with its cameras. */
export default function MapPage() {
  const intl = useIntl();
  const can = useCan();
  const config = useConfig();
  const { open } = useModal();
  const [state, update] = useRouteState();
  const selectedId = typeof state.placeId === 'number' ? state.placeId : Number(state.placeId) || null;
  const { scheme } = useTheme();
  const [chosenTheme, setTheme] = useState<MapTheme | null>(storedTheme);
  const theme: MapTheme = chosenTheme ?? scheme;
  const [map, setMap] = useState<MaplibreMap | null>(null);
  const [view, setView] = useState<ClusterView | null>(null);
  const [showEvents, setShowEvents] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [lat, lng] = config.map.defaultPlaceLatlng;
  const center: [number, number] = [lng ?? 71.4491, lat ?? 51.1694];

  const clusters = usePlaceclusters(view);
  const selected = usePlace(selectedId ?? 0, !!selectedId);
  const canEvents = can({ required: ['event_read'] });
  const events = useQuery({
    queryKey: ['events', 'map'],
    queryFn: ({ signal }) =>
      request<{ events: EventItem[]; pagination: Pagination }>('/events', {
        signal,
        query: { limit: 500, tsFrom: new Date(Date.now() - RECENT_EVENTS_MS).toISOString() },
      }),
    enabled: canEvents && showEvents,
    refetchInterval: 30_000,
    meta: { silent: true },
  });

  const readView = useCallback((m: MaplibreMap) => {
    const b = m.getBounds();
    setView(clusterViewOf(b.getWest(), b.getSouth(), b.getEast(), b.getNorth(), m.getZoom()));
  }, []);

  useEffect(() => {
    if (!map) return;
    const onMove = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => readView(map), MOVE_DEBOUNCE_MS);
    };
    map.on('moveend', onMove);
    timer.current = setTimeout(() => readView(map), 0);
    return () => {
      map.off('moveend', onMove);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [map, readView]);

  // A link to /map with a placeId centres the map on that place.
  const centred = useRef<number | null>(null);
  useEffect(() => {
    const p = selected.data;
    if (!map || !p || centred.current === p.id) return;
    centred.current = p.id;
    map.flyTo({ center: [p.longitude, p.latitude], zoom: Math.max(map.getZoom(), 14) });
  }, [map, selected.data]);

  const select = useCallback((id: number | null) => update({ placeId: id }, { replace: true }), [update]);

  const markerEvents = useMemo(
    () =>
      showEvents && view
        ? eventsByMarker(clusters.data?.placeclusters ?? [], events.data?.events ?? [], view.zoom)
        : new Map<number, MarkerEvents<EventItem>>(),
    [clusters.data, events.data, showEvents, view],
  );
  const singles = (clusters.data?.placeclusters ?? []).filter((c) => c.placeId !== null && c.count === 1).length;
  const boxPlaces = usePlacesInBox(view && { xMin: view.xMin, yMin: view.yMin, xMax: view.xMax, yMax: view.yMax }, singles > 0 && singles <= 500);
  const placeById = useMemo(() => new Map((boxPlaces.data?.places ?? []).map((p) => [p.id, p])), [boxPlaces.data]);

  const specs = useMemo<MarkerSpec[]>(() => {
    const out: MarkerSpec[] = [];
    (clusters.data?.placeclusters ?? []).forEach((c, index) => {
      const recent = markerEvents.get(index);
      const latest = recent ? latestText(intl, recent.latest) : null;
      if (c.placeId !== null && c.count === 1) {
        const id = c.placeId;
        const place = placeById.get(id);
        out.push({
          key: `p${id}`,
          latitude: c.latitude,
          longitude: c.longitude,
          render: (el, wrapper) => {
            el.className = `relative flex h-9 w-9 items-center justify-center rounded-full border-2 bg-surface text-brand-700 shadow ${selectedId === id ? 'border-brand-600 ring-2 ring-brand-300' : 'border-slate-500'}`;
            el.innerHTML = PIN_SVG;
            clearBadges(wrapper);
            if (place)
              wrapper.append(
                badge(
                  'absolute -top-2 -right-3 min-w-5 rounded-full bg-slate-800 px-1 text-center text-[11px] leading-5 font-semibold text-slate-50',
                  String(place.cameraCount),
                  'cameras',
                ),
              );
            if (latest)
              wrapper.append(
                badge(
                  'absolute top-full left-1/2 mt-1 -translate-x-1/2 rounded bg-red-600 px-1 text-[11px] leading-4 whitespace-nowrap text-white shadow',
                  latest.short,
                  'event',
                ),
              );
            const name = place?.name ?? intl.formatMessage({ id: 'map.place' }, { id });
            const label = place ? intl.formatMessage({ id: 'map.placeMarker' }, { name, cameras: place.cameraCount }) : name;
            el.setAttribute('aria-label', latest ? `${label}. ${latest.long}` : label);
            el.title = latest ? `${label}\n${latest.long}` : label;
            el.dataset.placeId = String(id);
            el.dataset.latitude = String(c.latitude);
            el.dataset.longitude = String(c.longitude);
          },
          onClick: () => select(id),
        });
      } else {
        out.push({
          key: `c${c.latitude},${c.longitude}`,
          latitude: c.latitude,
          longitude: c.longitude,
          render: (el, wrapper) => {
            const size = Math.min(56, 28 + Math.log10(c.count) * 10);
            el.className =
              'relative flex items-center justify-center rounded-full border-2 border-white bg-brand-600/90 text-xs font-semibold text-white shadow';
            el.style.width = el.style.height = `${size}px`;
            el.textContent = String(c.count);
            clearBadges(wrapper);
            if (latest)
              wrapper.append(
                badge(
                  'absolute top-full left-1/2 mt-1 -translate-x-1/2 rounded bg-red-600 px-1 text-[11px] leading-4 font-normal whitespace-nowrap text-white shadow',
                  latest.short,
                  'event',
                ),
              );
            const label = intl.formatMessage({ id: 'map.cluster' }, { count: c.count });
            el.setAttribute('aria-label', latest ? `${label}. ${latest.long}` : label);
            el.dataset.cluster = String(c.count);
            el.dataset.latitude = String(c.latitude);
            el.dataset.longitude = String(c.longitude);
          },
          onClick: () => map?.flyTo({ center: [c.longitude, c.latitude], zoom: zoomIntoCluster(map.getZoom()) }),
        });
      }
    });
    return out;
  }, [clusters.data, markerEvents, placeById, selectedId, intl, map, select]);
  useMarkers(map, specs);

  const toggleTheme = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    setTheme(next);
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      /* private mode: not remembered */
    }
  };

  return (
    <div className="relative flex h-full min-h-[24rem] flex-col overflow-hidden rounded-lg border border-slate-200">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-surface px-3 py-2">
        <h1 className="mr-auto text-lg font-semibold">{intl.formatMessage({ id: 'nav.map' })}</h1>
        {config.map.searchUrl && (
          <Geocoder
            searchUrl={config.map.searchUrl}
            countryCodes={config.map.countryCodes}
            onPick={(h) => map?.flyTo({ center: [h.longitude, h.latitude], zoom: 15 })}
          />
        )}
        {canEvents && (
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input type="checkbox" checked={showEvents} onChange={(e) => setShowEvents(e.target.checked)} />
            {intl.formatMessage({ id: 'map.recentEvents' })}
          </label>
        )}
        <Button variant="secondary" onClick={toggleTheme} aria-pressed={theme === 'dark'}>
          {intl.formatMessage({ id: theme === 'dark' ? 'map.themeLight' : 'map.themeDark' })}
        </Button>
        {(clusters.isFetching || events.isFetching) && (
          <span role="status" className="flex items-center">
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-slate-200 border-t-brand-600" />
            <span className="sr-only">{intl.formatMessage({ id: 'app.loading' })}</span>
          </span>
        )}
      </div>
      {clusters.isError && <LoadError error={clusters.error} onRetry={() => void clusters.refetch()} failed="map.loadError" />}
      <div className="relative min-h-0 flex-1">
        <MapCanvas
          theme={theme}
          styles={config.map}
          center={center}
          zoom={5}
          label={intl.formatMessage({ id: 'map.canvas' })}
          onReady={setMap}
          className="absolute inset-0 h-full w-full"
        />
        {clusters.isSuccess && (clusters.data?.placeclusters.length ?? 0) === 0 && (
          <p className="pointer-events-none absolute bottom-8 left-1/2 -translate-x-1/2 rounded bg-surface/90 px-3 py-1 text-sm text-slate-700 shadow">
            {intl.formatMessage({ id: 'map.noPlaces' })}
          </p>
        )}
        {selectedId && (
          <aside
            aria-label={intl.formatMessage({ id: 'map.selected' })}
            className="absolute inset-x-2 bottom-2 max-h-[50%] overflow-y-auto rounded-lg bg-surface p-4 shadow-xl sm:inset-x-auto sm:top-2 sm:right-12 sm:bottom-auto sm:w-80 sm:max-h-[calc(100%-1rem)]"
          >
            <PlacePanel placeId={selectedId} onClose={() => select(null)} onWatch={(id) => open('cameras/mini-player', { cameraId: id })} />
          </aside>
        )}
      </div>
    </div>
  );
}

function PlacePanel({ placeId, onClose, onWatch }: { placeId: number; onClose: () => void; onWatch: (cameraId: number) => void }) {
  const intl = useIntl();
  const can = useCan();
  const place = usePlace(placeId);
  const canCameras = can({ required: ['camera_read'] });
  const cameras = useQuery({
    queryKey: ['cameras', 'search', { placeId }],
    queryFn: ({ signal }) =>
      request<{ cameras: Camelize<CameraItem>[] }>('/cameras/search', { method: 'POST', signal, body: { json: { query: { placeId }, limit: 100 } } }),
    enabled: canCameras,
  });
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-base font-semibold break-words">{place.data?.name ?? intl.formatMessage({ id: 'app.loading' })}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'app.close' })}
          className="rounded px-1 text-xl leading-none text-slate-500 hover:bg-slate-100"
        >
          ×
        </button>
      </div>
      {place.isError && <LoadError error={place.error} onRetry={() => void place.refetch()} failed="map.placeError" what="place" />}
      {place.data && (
        <>
          {place.data.description && <p className="text-slate-600">{place.data.description}</p>}
          <p className="text-slate-600">
            {place.data.kind && `${kindGlyph(place.data.kind.icon)} ${place.data.kind.name} · `}
            {intl.formatMessage({ id: 'places.counts' }, { cameras: place.data.cameraCount, plans: place.data.planCount })}
          </p>
          <Link to={`/places/${place.data.id}`} className="font-medium text-brand-700 underline">
            {intl.formatMessage({ id: 'map.openPlace' })}
          </Link>
        </>
      )}
      {canCameras && (
        <>
          <h3 className="mt-2 font-medium">{intl.formatMessage({ id: 'places.cameras' })}</h3>
          {cameras.isLoading && <Spinner />}
          {cameras.data && cameras.data.cameras.length === 0 && <p className="text-slate-600">{intl.formatMessage({ id: 'places.noCameras' })}</p>}
          <ul className="flex flex-col gap-1">
            {cameras.data?.cameras.map((c) => (
              <li key={c.id}>
                <button type="button" onClick={() => onWatch(c.id)} className="w-full rounded px-2 py-1 text-left hover:bg-slate-100">
                  <Icon name="cameras" className="mr-1 inline h-4 w-4" />
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Geocoder({ searchUrl, countryCodes, onPick }: { searchUrl: string; countryCodes: readonly string[]; onPick: (h: GeocodeHit) => void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQuery(text.trim()), 400);
    return () => clearTimeout(t);
  }, [text]);
  const hits = useQuery({
    queryKey: ['geocode', searchUrl, query],
    queryFn: async ({ signal }) => {
      const res = await fetch(geocodeUrl(searchUrl, query, countryCodes), { signal, headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(String(res.status));
      return parseGeocode(await res.json());
    },
    enabled: query.length >= 3,
    retry: false,
    meta: { silent: true },
  });
  return (
    <div className="relative w-full sm:w-72">
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={intl.formatMessage({ id: 'map.geocode' })}
        placeholder={intl.formatMessage({ id: 'map.geocode' })}
        className="min-h-10 w-full rounded-md border border-slate-300 px-3 text-sm"
      />
      {query.length >= 3 && (hits.data || hits.isError) && (
        <ul className="absolute z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-200 bg-surface shadow-lg">
          {hits.isError && <li className="px-3 py-2 text-sm text-red-700">{intl.formatMessage({ id: 'map.geocodeError' })}</li>}
          {hits.data?.length === 0 && <li className="px-3 py-2 text-sm text-slate-600">{intl.formatMessage({ id: 'map.geocodeNone' })}</li>}
          {hits.data?.map((h) => (
            <li key={`${h.latitude},${h.longitude},${h.name}`}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-slate-100"
                onClick={() => {
                  onPick(h);
                  setText('');
                  setQuery('');
                }}
              >
                {h.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
