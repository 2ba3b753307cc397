import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { EventItem } from '../../api/events';
import { CARD_GAP, cardsPerRow, DEFAULT_CARD_SIZE, type CardSize } from '../../lib/eventGrid';
import type { ColumnId } from './columns';
import { EventCard, EventLinks, openHandlers, Similarity, Snapshot, TimeText, plateOf } from './EventParts';
import { useReasonText } from './reasons';

/** One line a row (a 28 px thumbnail), so that a screen of 800 px holds at least 15. */
const ROW_HEIGHT = 33;

/** Column widths: the time on one line, the thumbnail small, the rest shared. */
const WIDTHS: Partial<Record<ColumnId, string>> = { time: 'minmax(8.5rem, auto)', snapshot: '2.75rem' };

interface Props {
  events: EventItem[];
  columns: ColumnId[];
  view: 'list' | 'grid';
  cardSize?: CardSize;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Opens an event's detail. */
  onOpen?: (eventId: string) => void;
}

function Cell({ e, c }: { e: EventItem; c: ColumnId }) {
  const intl = useIntl();
  const reasonText = useReasonText();
  const m = e.matches[0];
  switch (c) {
    case 'time':
      return (
        <span className="truncate whitespace-nowrap tabular-nums">
          <TimeText ts={e.ts} />
        </span>
      );
    case 'type':
      return <>{intl.formatMessage({ id: `events.type.${e.eventType}` as 'events.type.fr' })}</>;
    case 'camera':
      return <span className="truncate">{e.origin.cameraName}</span>;
    case 'place':
      return <span className="truncate">{e.origin.placeName ?? intl.formatMessage({ id: 'events.unknownPlace' })}</span>;
    case 'reason':
      return <span className="truncate">{reasonText(e.eventType, e.event.reason)}</span>;
    case 'snapshot':
      return <Snapshot e={e} className="h-7 w-10" />;
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
export function EventList({ events, columns, view, cardSize = DEFAULT_CARD_SIZE, hasMore, loadingMore, onLoadMore, onOpen }: Props) {
  const intl = useIntl();
  const parent = useRef<HTMLDivElement>(null);
  const width = useListWidth(parent, view);
  const perRow = cardsPerRow(width, cardSize);
  const cardHeight = Math.round(((width - 16) / perRow) * 0.75) + 64;
  const rows = view === 'grid' ? Math.ceil(events.length / perRow) : events.length;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => parent.current,
    estimateSize: () => (view === 'grid' ? cardHeight : ROW_HEIGHT),
    // A card row holds several cards: fewer rows beyond the screen keep a jump's new DOM small.
    overscan: view === 'grid' ? 2 : 6,
    getItemKey: (i) => (view === 'grid' ? `r${perRow}-${i}` : (events[i]?.eventId ?? i)),
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  useEffect(() => {
    if (last && last.index >= rows - 8 && hasMore && !loadingMore) onLoadMore();
  }, [last, rows, hasMore, loadingMore, onLoadMore]);
  const template = `${columns.map((c) => WIDTHS[c] ?? 'minmax(0, 1fr)').join(' ')} auto`;

  return (
    <div className="flex min-h-0 flex-1 flex-col rounded-md border border-slate-200 bg-surface">
      {view === 'list' && (
        // The column titles are for the eye: the rows are articles of a feed (each named in full), not
        // table rows, so the titles are no table header (a row outside a table breaks ARIA's structure).
        <div
          aria-hidden="true"
          className="hidden gap-3 border-b border-slate-200 px-3 py-2 text-xs font-semibold text-slate-600 md:grid"
          style={{ gridTemplateColumns: template }}
        >
          {columns.map((c) => (
            <div key={c}>{intl.formatMessage({ id: `events.col.${c}` as 'events.col.time' })}</div>
          ))}
          <div />
        </div>
      )}
      <div
        ref={parent}
        className="min-h-[24rem] flex-1 overflow-auto"
        tabIndex={0}
        role="feed"
        aria-label={intl.formatMessage({ id: 'events.title' })}
        aria-busy={loadingMore}
      >
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
                <div className="grid px-2 pt-2" style={{ gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`, gap: CARD_GAP }} data-cards-per-row={perRow}>
                  {events.slice(v.index * perRow, v.index * perRow + perRow).map((e) => (
                    <EventCard key={e.eventId} e={e} {...(onOpen ? { onOpen: () => onOpen(e.eventId) } : {})} />
                  ))}
                </div>
              ) : (
                <ListRow e={events[v.index]} columns={columns} template={template} onOpen={onOpen} />
              )}
            </div>
          ))}
        </div>
        {loadingMore && <p className="p-3 text-center text-sm text-slate-500">{intl.formatMessage({ id: 'app.loading' })}</p>}
      </div>
    </div>
  );
}

function ListRow({
  e,
  columns,
  template,
  onOpen,
}: {
  e: EventItem | undefined;
  columns: ColumnId[];
  template: string;
  onOpen: ((eventId: string) => void) | undefined;
}) {
  const intl = useIntl();
  if (!e) return null;
  return (
    <article
      className={`border-b border-slate-100 px-3 py-0.5 text-sm hover:bg-slate-50 focus-visible:bg-brand-50 ${onOpen ? 'cursor-pointer' : ''}`}
      data-event-id={e.eventId}
      aria-label={intl.formatMessage(
        { id: 'events.open' },
        { type: intl.formatMessage({ id: `events.type.${e.eventType}` as 'events.type.fr' }), camera: e.origin.cameraName },
      )}
      {...openHandlers(onOpen && (() => onOpen(e.eventId)))}
    >
      <div className="flex flex-col gap-1 md:grid md:h-7 md:items-center md:gap-3" style={{ gridTemplateColumns: template }}>
        {columns.map((c) => (
          <div key={c} className="flex min-w-0 items-center">
            <Cell e={e} c={c} />
          </div>
        ))}
        <EventLinks e={e} inline />
      </div>
    </article>
  );
}

/** The list's inner width (px), watched while the grid shows. */
function useListWidth(ref: RefObject<HTMLDivElement | null>, view: string): number {
  const [w, setW] = useState(800);
  useEffect(() => {
    const el = ref.current;
    if (!el || view !== 'grid' || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setW(el.clientWidth || 800);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, view]);
  return w;
}
