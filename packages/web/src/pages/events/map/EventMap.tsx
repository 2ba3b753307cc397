import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useConfig } from '../../../api/config';
import type { EventItem } from '../../../api/events';
import type { MapTheme } from '../../../lib/basemap';
import { eventSpots, spotsBounds } from '../../../lib/eventMap';
import { encodeRouteState } from '../../../lib/routeState';
import { MapCanvas, type MaplibreMap } from '../../../map/MapCanvas';
import { useMarkers, type MarkerSpec } from '../../../map/useMarkers';
import { eventPlayerPath } from '../../../lib/eventPlayback';
import { useTheme } from '../../../app/theme/store';

/**
 * The events page's map view: the listed events grouped by place, a marker each with the count;
 * choosing one lists its events with links to the video and to the place on /map.
 */
export function EventMap({ events }: { events: readonly EventItem[] }) {
  const intl = useIntl();
  const config = useConfig();
  const [map, setMap] = useState<MaplibreMap | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const { spots, unplaced } = useMemo(() => eventSpots(events), [events]);
  const { scheme } = useTheme();
  // The /map page's own light/dark choice when one was made there; else the console's scheme.
  const theme: MapTheme = (() => {
    try {
      const v = localStorage.getItem('mapTheme');
      return v === 'dark' || v === 'light' ? v : scheme;
    } catch {
      return scheme;
    }
  })();
  const [lat, lng] = config.map.defaultPlaceLatlng;

  // The first time there are events, the view fits them.
  const fitted = useRef(false);
  useEffect(() => {
    if (!map || fitted.current) return;
    const b = spotsBounds(spots);
    if (!b) return;
    fitted.current = true;
    map.fitBounds([b[0], b[1], b[2], b[3]], { padding: 48, maxZoom: 15, duration: 0 });
  }, [map, spots]);

  const specs = useMemo<MarkerSpec[]>(
    () =>
      spots.map((s) => ({
        key: s.key,
        latitude: s.latitude,
        longitude: s.longitude,
        render: (el) => {
          el.className = `flex min-h-8 min-w-8 items-center justify-center rounded-full border-2 border-white px-2 text-xs font-semibold text-white shadow ${chosen === s.key ? 'bg-red-800 ring-2 ring-red-300' : 'bg-red-600'}`;
          el.textContent = String(s.events.length);
          el.dataset.spot = s.key;
          el.setAttribute(
            'aria-label',
            intl.formatMessage({ id: 'eventsMap.spot' }, { count: s.events.length, place: s.placeName ?? intl.formatMessage({ id: 'eventsMap.noPlace' }) }),
          );
        },
        onClick: () => setChosen(s.key),
      })),
    [spots, chosen, intl],
  );
  useMarkers(map, specs);
  const spot = spots.find((s) => s.key === chosen) ?? null;

  return (
    <div className="relative min-h-[24rem] flex-1 overflow-hidden rounded-md border border-slate-200">
      <MapCanvas
        theme={theme}
        styles={config.map}
        center={[lng ?? 71.4491, lat ?? 51.1694]}
        zoom={5}
        label={intl.formatMessage({ id: 'eventsMap.label' })}
        onReady={setMap}
        className="absolute inset-0 h-full w-full"
      />
      {unplaced > 0 && (
        <p className="absolute top-2 left-2 rounded bg-surface/90 px-2 py-1 text-xs text-slate-700 shadow">
          {intl.formatMessage({ id: 'eventsMap.unplaced' }, { count: unplaced })}
        </p>
      )}
      {spot && (
        <aside
          aria-label={spot.placeName ?? intl.formatMessage({ id: 'eventsMap.noPlace' })}
          className="absolute inset-x-2 bottom-2 max-h-[50%] overflow-y-auto rounded-lg bg-surface p-3 text-sm shadow-xl sm:inset-x-auto sm:top-2 sm:right-12 sm:bottom-auto sm:w-80"
        >
          <div className="mb-2 flex items-start justify-between gap-2">
            <h2 className="font-semibold">{spot.placeName ?? intl.formatMessage({ id: 'eventsMap.noPlace' })}</h2>
            <button
              type="button"
              onClick={() => setChosen(null)}
              aria-label={intl.formatMessage({ id: 'app.close' })}
              className="rounded px-1 text-xl leading-none text-slate-500 hover:bg-slate-100"
            >
              ×
            </button>
          </div>
          {spot.placeId !== null && (
            <Link to={`/map${encodeRouteState({ placeId: spot.placeId })}`} className="text-brand-700 underline">
              {intl.formatMessage({ id: 'places.showOnMap' })}
            </Link>
          )}
          <ul className="mt-2 divide-y divide-slate-100">
            {spot.events.map((e) => (
              <li key={e.eventId} className="flex flex-wrap items-center gap-2 py-1">
                <time dateTime={e.ts} className="tabular-nums text-slate-600">
                  {intl.formatTime(new Date(e.ts), { timeStyle: 'medium' })}
                </time>
                <span className="rounded bg-slate-100 px-1 text-xs uppercase">{e.eventType}</span>
                <span className="min-w-0 flex-1 truncate">{e.origin.cameraName}</span>
                <Link to={eventPlayerPath(e)} className="text-brand-700 underline">
                  {intl.formatMessage({ id: 'places.watchEvent' })}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
