import type { KeyboardEvent, MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { EventItem } from '../../api/events';
import { formatPlate } from '../../lib/plateMask';
import { AddToListButton } from '../../modals/lists/AddToListButton';
import { formatSimilarity } from '../../lib/similarity';
import { useReasonText } from './reasons';
import { eventPlayerPath } from '../../lib/eventPlayback';

type AnyEvent = EventItem & { similarity?: number | null };

export function plateOf(e: EventItem): string | null {
  return e.eventType === 'lpr' ? formatPlate(e.number, e.region) : null;
}

/** The event's picture for a thumbnail: its crop, else its scene (tampering and situations have only a scene). */
export function thumbnailOf(e: EventItem): string | null {
  return e.snapshotUrl ?? e.sceneUrl ?? (e.eventType === 'lpr' ? e.plateUrl : null);
}

/** A thumbnail that keeps the picture's own aspect ratio inside the box it is given (never stretched or cut). */
export function Snapshot({ e, className = 'h-8 w-12' }: { e: EventItem; className?: string }) {
  const intl = useIntl();
  const url = thumbnailOf(e);
  if (!url)
    return (
      <div className={`flex items-center justify-center rounded bg-slate-100 text-[10px] text-slate-600 ${className}`}>
        {intl.formatMessage({ id: 'events.noSnapshot' })}
      </div>
    );
  return (
    <img
      src={url}
      alt={intl.formatMessage({ id: 'events.snapshotAlt' }, { camera: e.origin.cameraName })}
      loading="lazy"
      decoding="async"
      className={`rounded bg-slate-100 object-contain ${className}`}
    />
  );
}

export function TimeText({ ts }: { ts: string }) {
  const intl = useIntl();
  return <time dateTime={ts}>{intl.formatDate(ts, { dateStyle: 'short', timeStyle: 'medium' })}</time>;
}

/** Links of a card: the video at the event's time, the place on the map, the matched list. */
export function EventLinks({ e, inline = false }: { e: AnyEvent; inline?: boolean }) {
  const intl = useIntl();
  const m = e.matches[0];
  const listPath = e.eventType === 'lpr' ? 'platelists' : 'facelists';
  return (
    <div className={`flex gap-x-3 gap-y-1 text-xs ${inline ? 'whitespace-nowrap' : 'flex-wrap'}`}>
      <Link className="text-brand-700 hover:underline" to={eventPlayerPath(e)}>
        {intl.formatMessage({ id: 'events.toPlayer' })}
      </Link>
      {e.origin.placeId !== null && (
        <Link className="text-brand-700 hover:underline" to={`/map?placeId=${e.origin.placeId}`}>
          {intl.formatMessage({ id: 'events.toMap' })}
        </Link>
      )}
      {m && (
        <Link className="text-brand-700 hover:underline" to={`/${listPath}/${m.listId}`}>
          {intl.formatMessage({ id: 'events.toList' }, { name: m.listName })}
        </Link>
      )}
    </div>
  );
}

export function Similarity({ raw }: { raw: number | null | undefined }) {
  const intl = useIntl();
  if (raw === null || raw === undefined) return null;
  return <span className="tabular-nums">{intl.formatMessage({ id: 'events.similarity' }, { value: formatSimilarity(raw) })}</span>;
}

/** Opens the event's detail from a card or row: click (not on its own links or buttons) or Enter. */
export function openHandlers(onOpen: (() => void) | undefined) {
  if (!onOpen) return {};
  return {
    tabIndex: 0,
    onClick: (ev: MouseEvent) => {
      if ((ev.target as HTMLElement).closest('a,button,input,select,textarea')) return;
      onOpen();
    },
    onKeyDown: (ev: KeyboardEvent) => {
      if (ev.key !== 'Enter' || ev.target !== ev.currentTarget) return;
      ev.preventDefault();
      onOpen();
    },
  };
}

/**
 * An event as a compact card: its picture at its own aspect ratio, type and time, the plate, the
 * match and its similarity. With `onOpen` the card opens the detail (which holds the links and
 * actions); without, the links are on the card.
 */
export function EventCard({ e, onOpen }: { e: AnyEvent; onOpen?: () => void }) {
  const intl = useIntl();
  const reason = useReasonText();
  const plate = plateOf(e);
  const m = e.matches[0];
  return (
    <article
      className={`flex min-w-0 flex-col gap-1 rounded-md border border-slate-200 bg-surface p-1.5 shadow-sm ${onOpen ? 'cursor-pointer hover:border-brand-500 focus-visible:border-brand-500' : ''}`}
      data-event-id={e.eventId}
      aria-label={intl.formatMessage(
        { id: 'events.open' },
        { type: intl.formatMessage({ id: `events.type.${e.eventType}` as 'events.type.fr' }), camera: e.origin.cameraName },
      )}
      {...openHandlers(onOpen)}
    >
      <Snapshot e={e} className="aspect-[4/3] w-full" />
      <div className="min-w-0 text-xs leading-tight">
        <div className="flex items-baseline justify-between gap-1">
          <span className="truncate font-medium">{intl.formatMessage({ id: `events.type.${e.eventType}` as 'events.type.fr' })}</span>
          <span className="shrink-0 text-[10px] text-slate-500 tabular-nums">
            <time dateTime={e.ts}>{intl.formatTime(e.ts, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}</time>
          </span>
        </div>
        {plate && <div className="truncate font-mono text-xs font-semibold">{plate}</div>}
        <div className="truncate text-slate-600">{e.origin.cameraName}</div>
        {m ? (
          <div className="flex items-baseline justify-between gap-1" data-match="">
            <span className="truncate font-medium text-slate-800">{m.entityName}</span>
            <span className="shrink-0 text-[10px]">
              <Similarity raw={m.similarity} />
            </span>
          </div>
        ) : (
          <div className="truncate text-slate-500">{reason(e.eventType, e.event.reason)}</div>
        )}
        {e.similarity !== undefined && e.similarity !== null && (
          <div className="font-medium">
            <Similarity raw={e.similarity} />
          </div>
        )}
      </div>
      {!onOpen && (
        <>
          <EventLinks e={e} />
          <AddToListButton event={e} />
        </>
      )}
    </article>
  );
}
