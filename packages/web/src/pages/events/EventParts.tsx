import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { EventItem } from '../../api/events';
import { formatPlate } from '../../lib/plateMask';
import { AddToListButton } from '../../modals/lists/AddToListButton';
import { formatSimilarity } from '../../lib/similarity';
import { reasonText } from './columns';
import { eventPlayerPath } from '../../lib/eventPlayback';

type AnyEvent = EventItem & { similarity?: number | null };

export function plateOf(e: EventItem): string | null {
  return e.eventType === 'lpr' ? formatPlate(e.number, e.region) : null;
}

export function Snapshot({ e, className = 'h-12 w-16' }: { e: EventItem; className?: string }) {
  const intl = useIntl();
  if (!e.snapshotUrl) return <div className={`flex items-center justify-center rounded bg-slate-100 text-[10px] text-slate-500 ${className}`}>{intl.formatMessage({ id: 'events.noSnapshot' })}</div>;
  return <img src={e.snapshotUrl} alt={intl.formatMessage({ id: 'events.snapshotAlt' }, { camera: e.origin.cameraName })} loading="lazy" className={`rounded bg-slate-100 object-cover ${className}`} />;
}

export function TimeText({ ts }: { ts: string }) {
  const intl = useIntl();
  return <time dateTime={ts}>{intl.formatDate(ts, { dateStyle: 'short', timeStyle: 'medium' })}</time>;
}

/** Links of a card: the video at the event's time, the place on the map, the matched list. */
export function EventLinks({ e }: { e: AnyEvent }) {
  const intl = useIntl();
  const m = e.matches[0];
  const listPath = e.eventType === 'lpr' ? 'platelists' : 'facelists';
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
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

export function EventCard({ e }: { e: AnyEvent }) {
  const intl = useIntl();
  const plate = plateOf(e);
  const m = e.matches[0];
  return (
    <article className="flex flex-col gap-2 rounded-md border border-slate-200 bg-surface p-2 shadow-sm" data-event-id={e.eventId}>
      <Snapshot e={e} className="aspect-video w-full" />
      <div className="min-w-0 text-sm">
        <div className="flex items-center justify-between gap-2">
          <span className="font-medium">{intl.formatMessage({ id: `events.type.${e.eventType}` as 'events.type.fr' })}</span>
          <span className="text-xs text-slate-500">
            <TimeText ts={e.ts} />
          </span>
        </div>
        {plate && <div className="font-mono text-base font-semibold tracking-wide">{plate}</div>}
        <div className="truncate text-slate-700">{e.origin.cameraName}</div>
        {e.origin.placeName && <div className="truncate text-xs text-slate-500">{e.origin.placeName}</div>}
        <div className="text-xs text-slate-500">{reasonText(e.event.reason)}</div>
        {m && (
          <div className="text-xs">
            {m.entityName} · <Similarity raw={m.similarity} />
          </div>
        )}
        {e.similarity !== undefined && e.similarity !== null && (
          <div className="text-xs font-medium">
            <Similarity raw={e.similarity} />
          </div>
        )}
      </div>
      <EventLinks e={e} />
      <AddToListButton event={e} />
    </article>
  );
}
