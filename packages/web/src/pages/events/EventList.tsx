import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { EventItem } from '../../api/events';
import type { ColumnId } from './columns';
import { reasonText } from './columns';
import { EventCard, EventLinks, Similarity, Snapshot, TimeText, plateOf } from './EventParts';

const ROW_HEIGHT = 72;

interface Props {
  events: EventItem[];
  columns: ColumnId[];
  view: 'list' | 'grid';
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

function Cell({ e, c }: { e: EventItem; c: ColumnId }) {
  const intl = useIntl();
  const m = e.matches[0];
  switch (c) {
    case 'time':
      return <TimeText ts={e.ts} />;
    case 'type':
      return <>{intl.formatMessage({ id: `events.type.${e.eventType}` as 'events.type.fr' })}</>;
    case 'camera':
      return <span className="truncate">{e.origin.cameraName}</span>;
    case 'place':
      return <span className="truncate">{e.origin.placeName ?? intl.formatMessage({ id: 'events.unknownPlace' })}</span>;
    case 'reason':
      return <>{reasonText(e.event.reason)}</>;
    case 'snapshot':
      return <Snapshot e={e} />;
    case 'number':
      return <span className="font-mono font-semibold">{plateOf(e) ?? ''}</span>;
    case 'match':
      return <span className="truncate">{m ? `${m.entityName} (${m.listName})` : ''}</span>;
    case 'similarity':
      return <Similarity raw={m?.similarity} />;
    case 'label':
      return <>{e.event.label ?? ''}</>;
  }
}

/**
 * The events, virtualised: only the rows (or card rows) in view are in the DOM, so 10,000 events
 * scroll smoothly. Nearing the end asks for the next page.
 */
export function EventList({ events, columns, view, hasMore, loadingMore, onLoadMore }: Props) {
  const intl = useIntl();
  const parent = useRef<HTMLDivElement>(null);
  const perRow = useCardsPerRow(parent, view);
  const rows = view === 'grid' ? Math.ceil(events.length / perRow) : events.length;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => parent.current,
    estimateSize: () => (view === 'grid' ? 300 : ROW_HEIGHT),
    overscan: 6,
    getItemKey: (i) => (view === 'grid' ? `r${i}` : (events[i]?.eventId ?? i)),
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  useEffect(() => {
    if (last && last.index >= rows - 8 && hasMore && !loadingMore) onLoadMore();
  }, [last, rows, hasMore, loadingMore, onLoadMore]);
  const template = `repeat(${columns.length}, minmax(0, 1fr))`;

  return (
    <div className="flex min-h-0 flex-1 flex-col rounded-md border border-slate-200 bg-surface">
      {view === 'list' && (
        <div role="row" className="hidden gap-3 border-b border-slate-200 px-3 py-2 text-xs font-semibold text-slate-600 md:grid" style={{ gridTemplateColumns: template }}>
          {columns.map((c) => (
            <div role="columnheader" key={c}>
              {intl.formatMessage({ id: `events.col.${c}` as 'events.col.time' })}
            </div>
          ))}
        </div>
      )}
      <div ref={parent} className="min-h-[24rem] flex-1 overflow-auto" tabIndex={0} role="feed" aria-label={intl.formatMessage({ id: 'events.title' })} aria-busy={loadingMore}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((v) => (
            <div
              key={v.key}
              data-index={v.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 top-0 w-full"
              style={{ transform: `translateY(${v.start}px)` }}
            >
              {view === 'grid' ? (
                <div className="grid gap-3 p-2" style={{ gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` }}>
                  {events.slice(v.index * perRow, v.index * perRow + perRow).map((e) => (
                    <EventCard key={e.eventId} e={e} />
                  ))}
                </div>
              ) : (
                <ListRow e={events[v.index]} columns={columns} template={template} />
              )}
            </div>
          ))}
        </div>
        {loadingMore && <p className="p-3 text-center text-sm text-slate-500">{intl.formatMessage({ id: 'app.loading' })}</p>}
      </div>
    </div>
  );
}

function ListRow({ e, columns, template }: { e: EventItem | undefined; columns: ColumnId[]; template: string }) {
  if (!e) return null;
  return (
    <article className="border-b border-slate-100 px-3 py-2 text-sm hover:bg-slate-50" data-event-id={e.eventId}>
      <div className="flex flex-col gap-1 md:grid md:items-center md:gap-3" style={{ gridTemplateColumns: template }}>
        {columns.map((c) => (
          <div key={c} className="flex min-w-0 items-center">
            <Cell e={e} c={c} />
          </div>
        ))}
      </div>
      <EventLinks e={e} />
    </article>
  );
}

/** Cards per grid row, from the list's width (Tailwind's breakpoints). */
function useCardsPerRow(ref: RefObject<HTMLDivElement | null>, view: string): number {
  const [n, setN] = useState(4);
  useEffect(() => {
    const el = ref.current;
    if (!el || view !== 'grid' || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const w = el.clientWidth;
      setN(w < 480 ? 1 : w < 768 ? 2 : w < 1100 ? 3 : w < 1500 ? 4 : 6);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, view]);
  return n;
}
