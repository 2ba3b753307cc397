import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useEventPages, type EventItem } from '../../api/events';
import { PUSHED_KEY, useLiveConnection } from '../../api/live';
import { DEFAULT_SEARCH_SETTINGS, type SearchSettings } from '../../api/search';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { eventMatchesFilters, filtersFromSearch, filtersToSearch, type EventFilters } from '../../lib/eventFilters';
import { useModal } from '../../modals/useModal';
import { loadColumns, type ColumnKey } from './columns';
import { EventList } from './EventList';
import { FilterPanel } from './FilterPanel';
import { SearchPanel } from './SearchPanel';

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
  const [filters, update] = useFilters();
  const list = useEventPages(filters, filters.tab === 'filter');
  const liveStatus = useLiveConnection(filters.live && filters.tab === 'filter');
  const pushed = useQuery({ queryKey: PUSHED_KEY, queryFn: () => qc.getQueryData<EventItem[]>(PUSHED_KEY) ?? [], staleTime: Infinity });
  const columns = useColumns(filters.eventType ?? 'all');
  const [settings, setSettings] = useState<SearchSettings>(DEFAULT_SEARCH_SETTINGS);

  const events = useMemo(() => {
    const loaded = list.data?.pages.flatMap((p) => p.events) ?? [];
    if (!filters.live) return loaded;
    const seen = new Set(loaded.map((e) => e.eventId));
    const now = pushed.dataUpdatedAt;
    const fresh = (pushed.data ?? []).filter((e) => !seen.has(e.eventId) && eventMatchesFilters(e, filters, now));
    return fresh.length ? [...fresh, ...loaded] : loaded;
  }, [list.data, pushed.data, pushed.dataUpdatedAt, filters]);

  const loadMore = useCallback(() => void list.fetchNextPage(), [list]);
  const tabs = [
    { tab: 'filter' as const, label: intl.formatMessage({ id: 'events.tab.filter' }) },
    { tab: 'search' as const, label: intl.formatMessage({ id: 'events.tab.search' }) },
  ];

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <PageHeader title={intl.formatMessage({ id: 'events.title' })}>
        {filters.tab === 'filter' && (
          <div className="flex flex-wrap items-center gap-2">
            {filters.live && (
              <span role="status" className="text-xs text-slate-500">
                {liveStatus !== 'idle' && intl.formatMessage({ id: `events.live.status.${liveStatus}` as 'events.live.status.open' })}
              </span>
            )}
            <div role="group" aria-label={intl.formatMessage({ id: 'events.view' })} className="flex">
              {(['list', 'grid'] as const).map((v) => (
                <Button key={v} variant={filters.view === v ? 'primary' : 'secondary'} aria-pressed={filters.view === v} onClick={() => update({ view: v })} className="rounded-none first:rounded-l-md last:rounded-r-md">
                  {intl.formatMessage({ id: `events.view.${v}` })}
                </Button>
              ))}
            </div>
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
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = filters.tab === 'filter' ? 'search' : 'filter';
                update({ tab: next });
                document.getElementById(`events-tab-${next}`)?.focus();
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
              <Alert>
                <span>{intl.formatMessage({ id: 'events.loadError' })} </span>
                <button type="button" className="font-medium underline" onClick={() => void list.refetch()}>
                  {intl.formatMessage({ id: 'app.retry' })}
                </button>
              </Alert>
            ) : events.length === 0 ? (
              <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">{intl.formatMessage({ id: 'events.empty' })}</p>
            ) : (
              <>
                <p className="text-xs text-slate-500">{intl.formatMessage({ id: 'events.count' }, { count: events.length })}</p>
                <EventList events={events} columns={columns} view={filters.view} hasMore={!!list.hasNextPage} loadingMore={list.isFetchingNextPage} onLoadMore={loadMore} />
              </>
            )}
          </section>
        </div>
      ) : (
        <div id="events-panel-search" role="tabpanel" aria-labelledby="events-tab-search">
          <SearchPanel settings={settings} onSettings={setSettings} />
        </div>
      )}
    </div>
  );
}
