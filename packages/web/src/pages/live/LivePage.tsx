import type { Pagination } from '@argus/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../access/useCan';
import { useAllCameras } from '../../api/cameras';
import { request } from '../../api/client';
import type { EventItem } from '../../api/events';
import { PUSHED_KEY, useLiveConnection } from '../../api/live';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { clampPage, LIVE_LAYOUTS, latestByCamera, pageCount, pageItems, pageOfIndex, parseLayout, type LiveLayout } from '../../lib/liveGrid';
import { LiveTile } from './LiveTile';

const RECENT_EVENTS_MS = 60 * 60 * 1000;
/** Grid columns per layout; narrow screens get fewer, wider tiles. */
const GRID: Record<LiveLayout, string> = {
  1: 'grid-cols-1',
  4: 'grid-cols-1 sm:grid-cols-2',
  9: 'grid-cols-2 md:grid-cols-3',
  16: 'grid-cols-2 md:grid-cols-4',
};

const isTyping = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/**
 * /live: every camera the user may see as live tiles, a page of 1, 4, 9 or 16 at a time (only
 * the tiles of the page, and of them only those on screen, stream), each with its name, state
 * and latest event; a tile maximises on click and opens the player on double click; the grid
 * can fill the screen. Layout, page and the maximised camera are kept in the route state.
 */
export default function LivePage() {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [state, update] = useRouteState();
  const cameras = useAllCameras();
  useLiveConnection();
  const canEvents = can({ required: ['event_read'] });
  const recent = useQuery({
    queryKey: ['events', 'live-recent'],
    queryFn: ({ signal }) =>
      request<{ events: EventItem[]; pagination: Pagination }>('/events', {
        signal,
        query: { limit: 500, tsFrom: new Date(Date.now() - RECENT_EVENTS_MS).toISOString() },
      }),
    enabled: canEvents,
    refetchInterval: 60_000,
    meta: { silent: true },
  });
  const pushed = useQuery({ queryKey: PUSHED_KEY, queryFn: () => qc.getQueryData<EventItem[]>(PUSHED_KEY) ?? [], staleTime: Infinity, enabled: canEvents });
  const latest = useMemo(() => latestByCamera(recent.data?.events, pushed.data), [recent.data, pushed.data]);

  const list = useMemo(() => cameras.data ?? [], [cameras.data]);
  const layout = parseLayout(state.layout);
  const maximisedId = Number(state.maximised) || null;
  const maximised = maximisedId !== null ? (list.find((c) => c.id === maximisedId) ?? null) : null;
  const page = clampPage(state.page, list.length, layout);
  const pages = pageCount(list.length, layout);
  const tiles = maximised ? [maximised] : pageItems(list, page, layout);

  const box = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFull(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleFull = useCallback(() => {
    if (full) {
      setFull(false);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    } else {
      // The grid covers the window even where the browser refuses real full screen.
      setFull(true);
      void box.current?.requestFullscreen?.().catch(() => undefined);
    }
  }, [full]);

  const goPage = (p: number) => update({ page: Math.max(0, Math.min(pages - 1, p)) || null }, { replace: true });
  const toggleTile = (id: number) => {
    if (maximisedId === id) {
      update({
        maximised: null,
        page:
          pageOfIndex(
            list.findIndex((c) => c.id === id),
            layout,
          ) || null,
      });
    } else update({ maximised: id });
  };
  const setLayout = (l: LiveLayout) => {
    // The first camera of the page stays in view.
    const first = tiles[0] ? list.indexOf(tiles[0]) : 0;
    update({ layout: l === 4 ? null : l, page: pageOfIndex(first, l) || null, maximised: null }, { replace: true });
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (isTyping(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'PageDown' && !maximised) {
      e.preventDefault();
      goPage(page + 1);
    } else if (e.key === 'PageUp' && !maximised) {
      e.preventDefault();
      goPage(page - 1);
    } else if (e.key === 'Escape' && maximised) {
      e.preventDefault();
      toggleTile(maximised.id);
    } else if (e.key === 'Escape' && full) {
      e.preventDefault();
      toggleFull();
    } else if ((e.key === 'f' || e.key === 'F') && !e.shiftKey) {
      e.preventDefault();
      toggleFull();
    }
  };

  if (cameras.isPending) return <Spinner />;
  if (cameras.isError && !cameras.data) {
    return <LoadError error={cameras.error} onRetry={() => void cameras.refetch()} failed="live.loadError" layout="block" />;
  }

  return (
    <div className="flex h-full min-h-0 flex-col gap-3" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-xl font-semibold">{intl.formatMessage({ id: 'nav.live' })}</h1>
        {list.length > 0 && (
          <>
            <div role="group" aria-label={intl.formatMessage({ id: 'live.layout' })} className="flex rounded-md border border-slate-300">
              {LIVE_LAYOUTS.map((l) => (
                <button
                  key={l}
                  type="button"
                  aria-pressed={!maximised && layout === l}
                  aria-label={intl.formatMessage({ id: 'live.layoutOf' }, { n: l })}
                  onClick={() => setLayout(l)}
                  className={`min-h-10 min-w-10 px-3 text-sm first:rounded-l-md last:rounded-r-md ${!maximised && layout === l ? 'bg-brand-600 text-white' : 'bg-surface text-slate-700 hover:bg-slate-100'}`}
                >
                  {l}
                </button>
              ))}
            </div>
            <Button variant="secondary" onClick={toggleFull} aria-pressed={full}>
              {intl.formatMessage({ id: full ? 'live.exitFullscreen' : 'live.fullscreen' })}
            </Button>
          </>
        )}
      </div>
      {list.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-surface p-8 text-center text-sm text-slate-600" data-testid="live-empty">
          <p className="font-medium text-slate-800">{intl.formatMessage({ id: 'live.empty' })}</p>
          <p className="mt-1">{intl.formatMessage({ id: can({ required: ['camera_create'] }) ? 'live.emptyAdd' : 'live.emptyHint' })}</p>
          {can({ required: ['camera_create'] }) && (
            <Link to="/cameras" className="mt-3 inline-block font-medium text-brand-700 underline">
              {intl.formatMessage({ id: 'nav.cameras' })}
            </Link>
          )}
        </div>
      ) : (
        <div
          ref={box}
          className={full ? 'palette-fixed fixed inset-0 z-40 flex flex-col gap-1 overflow-auto bg-black p-1' : 'flex min-h-0 flex-1 flex-col gap-2'}
          aria-label={intl.formatMessage({ id: 'nav.live' })}
          role="region"
          data-layout={maximised ? 1 : layout}
        >
          <div className={`grid gap-1 ${maximised ? 'min-h-[50vh] flex-1 grid-cols-1' : GRID[layout]}`} data-testid="live-grid">
            {tiles.map((c) => (
              <LiveTile
                key={c.id}
                camera={c}
                latest={latest.get(c.id)}
                maximised={maximised?.id === c.id}
                onToggle={() => toggleTile(c.id)}
                onOpen={() => navigate(`/player/${c.id}`)}
              />
            ))}
          </div>
          {!maximised && pages > 1 && (
            <nav
              aria-label={intl.formatMessage({ id: 'live.pages' })}
              className={`flex items-center justify-center gap-3 text-sm ${full ? 'text-slate-100' : ''}`}
            >
              <Button variant="secondary" onClick={() => goPage(page - 1)} disabled={page === 0}>
                {intl.formatMessage({ id: 'live.prev' })}
              </Button>
              <span aria-live="polite">{intl.formatMessage({ id: 'live.page' }, { page: page + 1, pages })}</span>
              <Button variant="secondary" onClick={() => goPage(page + 1)} disabled={page >= pages - 1}>
                {intl.formatMessage({ id: 'live.next' })}
              </Button>
            </nav>
          )}
          {full && (
            <Button variant="secondary" className="self-center" onClick={toggleFull}>
              {intl.formatMessage({ id: 'live.exitFullscreen' })}
            </Button>
          )}
        </div>
      )}
      {list.length > 0 && <p className="hidden text-xs text-slate-500 sm:block">{intl.formatMessage({ id: 'live.keys' })}</p>}
    </div>
  );
}
