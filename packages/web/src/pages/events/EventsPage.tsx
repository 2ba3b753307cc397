import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { AccessRule } from '@argus/contracts';
import { useCan } from '../../access/useCan';
import { useRouteState } from '../../app/routeState';
import { useCameraSearch } from '../../api/cameras';
import { useEventPages, type EventItem } from '../../api/events';
import { PUSHED_KEY, useLiveConnection } from '../../api/live';
import { DEFAULT_SEARCH_SETTINGS, type SearchSettings } from '../../api/search';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { eventMatchesFilters, filtersFromSearch, filtersToSearch, type EventFilters, type EventsTab } from '../../lib/eventFilters';
import { CARD_SIZES, parseCardSize, type CardSize } from '../../lib/eventGrid';
import { useModal } from '../../modals/useModal';
import { loadColumns, type ColumnKey } from './columns';
import { EventList } from './EventList';
import { FilterPanel } from './FilterPanel';
import { SearchPanel } from './SearchPanel';
import { SensorReadingsPanel } from './SensorReadingsPanel';
import { SubscriptionPanel } from './SubscriptionPanel';

// The map (MapLibre and the offline world map) loads when the map view is chosen, not with the page.
const EventMap = lazy(() => import('./map/EventMap').then((m) => ({ default: m.EventMap })));
const EventDetail = lazy(() => import('./detail/EventDetail'));

const CARD_SIZE_KEY = 'events-card-size';

/** The grid's card size, kept in the browser for the next visit. */
function useCardSize(): [CardSize, (s: CardSize) => void] {
  const [size, setSize] = useState<CardSize>(() => {
    try {
      return parseCardSize(localStorage.getItem(CARD_SIZE_KEY));
    } catch {
      return parseCardSize(null);
    }
  });
  const set = useCallback((s: CardSize) => {
    setSize(s);
    try {
      localStorage.setItem(CARD_SIZE_KEY, s);
    } catch {
      // private mode: the choice lasts this visit
    }
  }, []);
  return [size, set];
}

function useFilters(): [EventFilters, (patch: Partial<EventFilters>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(location.search), [location.search]);
  const update = useCallback(
    (patch: Partial<EventFilters>) => {
      const next = filtersToSearch({ ...filters, ...patch });
      void navigate({ search: next ? `?${next}` : '', hash: location.hash }, { replace: true });
    },
    [filters, navigate, location.hash],
  );
  return [filters, update];
}

function useColumns(key: ColumnKey) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const on = () => setTick((t) => t + 1);
    window.addEventListener('events-columns', on);
    return () => window.removeEventListener('events-columns', on);
  }, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => loadColumns(key), [key, tick]);
}

/** /events: filters or search on the side, the events (list or grid) with live additions. */
export default function EventsPage() {
  const intl = useIntl();
  const qc = useQueryClient();
  const { open } = useModal();
  const can = useCan();
  const [requested, update] = useFilters();
  // Section 6: /events needs event_read or sensorreading_read; each tab shows only what the user may read.
  const tabRules: [EventsTab, AccessRule][] = [
    ['filter', { required: ['event_read'] }],
    ['subscription', { required: ['subscription_read', 'event_read'] }],
    ['sensorreadings', { required: ['sensorreading_read'] }],
    ['search', { required: ['event_read'] }],
  ];
  const tabs = tabRules.filter(([, rule]) => can(rule)).map(([tab]) => ({ tab, label: intl.formatMessage({ id: `events.tab.${tab}` }) }));
  const allowed = tabs.map((t) => t.tab).join(',');
  const filters = useMemo(() => {
    const ids = allowed.split(',') as EventsTab[];
    return ids.includes(requested.tab) ? requested : { ...requested, tab: ids[0] ?? 'filter' };
  }, [requested, allowed]);
  const list = useEventPages(filters, filters.tab === 'filter');
  const liveStatus = useLiveConnection(filters.live && filters.tab === 'filter');
  const pushed = useQuery({ queryKey: PUSHED_KEY, queryFn: () => qc.getQueryData<EventItem[]>(PUSHED_KEY) ?? [], staleTime: Infinity });
  const columns = useColumns(filters.eventType ?? 'all');
  const [settings, setSettings] = useState<SearchSettings>(DEFAULT_SEARCH_SETTINGS);
  const [cardSize, setCardSize] = useCardSize();
  // The open event is route state (the hash): reload and back keep it; prev/next replace it.
  const [routeState, updateRoute] = useRouteState();
  const openId = typeof routeState.event === 'string' ? routeState.event : null;
  const openEvent = useCallback((id: string) => updateRoute({ event: id }), [updateRoute]);
  const moveTo = useCallback((id: string) => updateRoute({ event: id }, { replace: true }), [updateRoute]);
  const closeEvent = useCallback(() => updateRoute({ event: null }), [updateRoute]);
  // An empty list says why: no camera to see is not an empty time range.
  const cameras = useCameraSearch({}, null, { limit: 100, refetchMs: 60_000 });
  const seesNoCamera = cameras.data?.cameras.length === 0;

  const events = useMemo(() => {
    const loaded = list.data?.pages.flatMap((p) => p.events) ?? [];
    if (!filters.live) return loaded;
    const seen = new Set(loaded.map((e) => e.eventId));
    const now = pushed.dataUpdatedAt;
    const fresh = (pushed.data ?? []).filter((e) => !seen.has(e.eventId) && eventMatchesFilters(e, filters, now));
    return fresh.length ? [...fresh, ...loaded] : loaded;
  }, [list.data, pushed.data, pushed.dataUpdatedAt, filters]);

  const loadMore = useCallback(() => void list.fetchNextPage(), [list]);

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <PageHeader title={intl.formatMessage({ id: 'events.title' })}>
        {(filters.tab === 'filter' || filters.tab === 'subscription') && (
          <div className="flex flex-wrap items-center gap-2">
            {filters.live && filters.tab === 'filter' && (
              <span role="status" className="text-xs text-slate-500">
                {liveStatus !== 'idle' && intl.formatMessage({ id: `events.live.status.${liveStatus}` as 'events.live.status.open' })}
              </span>
            )}
            <div role="group" aria-label={intl.formatMessage({ id: 'events.view' })} className="flex">
              {(['list', 'grid', 'map'] as const).map((v) => (
                <Button
                  key={v}
                  variant={filters.view === v ? 'primary' : 'secondary'}
                  aria-pressed={filters.view === v}
                  onClick={() => update({ view: v })}
                  className="rounded-none first:rounded-l-md last:rounded-r-md"
                >
                  {intl.formatMessage({ id: `events.view.${v}` })}
                </Button>
              ))}
            </div>
            {filters.view === 'grid' && (
              <div role="group" aria-label={intl.formatMessage({ id: 'events.size' })} className="flex">
                {CARD_SIZES.map((z) => (
                  <Button
                    key={z}
                    variant={cardSize === z ? 'primary' : 'secondary'}
                    aria-pressed={cardSize === z}
                    onClick={() => setCardSize(z)}
                    className="rounded-none first:rounded-l-md last:rounded-r-md"
                  >
                    {intl.formatMessage({ id: `events.size.${z}` })}
                  </Button>
                ))}
              </div>
            )}
            {filters.view === 'list' && (
              <Button variant="secondary" onClick={() => open('events/list', { eventType: filters.eventType ?? 'all' })}>
                {intl.formatMessage({ id: 'events.columns' })}
              </Button>
            )}
          </div>
        )}
      </PageHeader>
      <div role="tablist" aria-label={intl.formatMessage({ id: 'events.tabs' })} className="flex gap-1 border-b border-slate-200">
        {tabs.map((t) => (
          <button
            key={t.tab}
            type="button"
            role="tab"
            id={`events-tab-${t.tab}`}
            aria-selected={filters.tab === t.tab}
            aria-controls={`events-panel-${t.tab}`}
            tabIndex={filters.tab === t.tab ? 0 : -1}
            onKeyDown={(e) => {
              const at = tabs.findIndex((x) => x.tab === filters.tab);
              const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
              const target =
                e.key === 'Home' ? tabs[0] : e.key === 'End' ? tabs[tabs.length - 1] : step ? tabs[(at + step + tabs.length) % tabs.length] : undefined;
              if (target) {
                e.preventDefault();
                update({ tab: target.tab });
                document.getElementById(`events-tab-${target.tab}`)?.focus();
              }
            }}
            onClick={() => update({ tab: t.tab })}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${filters.tab === t.tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {filters.tab === 'filter' ? (
        <div id="events-panel-filter" role="tabpanel" aria-labelledby="events-tab-filter" className="flex min-h-0 flex-1 flex-col gap-4 lg:flex-row">
          <aside className="lg:w-72 lg:shrink-0">
            <FilterPanel filters={filters} onChange={update} />
          </aside>
          <section className="flex min-h-0 flex-1 flex-col gap-2" aria-live="polite">
            {list.isPending ? (
              <Spinner />
            ) : list.isError ? (
              <LoadError error={list.error} onRetry={() => void list.refetch()} failed="events.loadError" />
            ) : events.length === 0 ? (
              <div className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500" role="status">
                {seesNoCamera ? (
                  <>
                    <p className="font-medium text-slate-700">{intl.formatMessage({ id: 'events.empty.noCameras' })}</p>
                    <p>{intl.formatMessage({ id: 'events.empty.noCamerasHint' })}</p>
                  </>
                ) : (
                  intl.formatMessage({ id: 'events.empty' })
                )}
              </div>
            ) : (
              <>
                <p className="text-xs text-slate-500">{intl.formatMessage({ id: 'events.count' }, { count: events.length })}</p>
                {filters.view === 'map' ? (
                  <Suspense fallback={<Spinner />}>
                    <EventMap events={events} />
                  </Suspense>
                ) : (
                  <EventList
                    events={events}
                    columns={columns}
                    view={filters.view}
                    cardSize={cardSize}
                    hasMore={!!list.hasNextPage}
                    loadingMore={list.isFetchingNextPage}
                    onLoadMore={loadMore}
                    onOpen={openEvent}
                  />
                )}
              </>
            )}
          </section>
        </div>
      ) : filters.tab === 'subscription' ? (
        <div id="events-panel-subscription" role="tabpanel" aria-labelledby="events-tab-subscription" className="flex min-h-0 flex-1 flex-col">
          <SubscriptionPanel filters={filters} columns={columns} onChange={update} />
        </div>
      ) : filters.tab === 'sensorreadings' ? (
        <div id="events-panel-sensorreadings" role="tabpanel" aria-labelledby="events-tab-sensorreadings" className="flex min-h-0 flex-1 flex-col">
          <SensorReadingsPanel filters={filters} onChange={update} />
        </div>
      ) : (
        <div id="events-panel-search" role="tabpanel" aria-labelledby="events-tab-search">
          <SearchPanel settings={settings} onSettings={setSettings} />
        </div>
      )}
      {openId && (
        <Suspense fallback={null}>
          <EventDetail eventId={openId} results={filters.tab === 'filter' ? events : []} onNavigate={moveTo} onClose={closeEvent} />
        </Suspense>
      )}
    </div>
  );
}
