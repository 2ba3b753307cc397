import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { hasMessage } from '../../../i18n/hasMessage';
import { Link } from 'react-router';
import { useEvent, type EventItem } from '../../../api/events';
import { Button } from '../../../components/Button';
import { LoadError } from '../../../components/LoadError';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { neighbours, stepOfKey } from '../../../lib/eventDetail';
import { eventClip, eventPlayerPath } from '../../../lib/eventPlayback';
import { isTypingTarget } from '../../../lib/playerControls';
import { ArchiveVideo } from '../../../player/ArchiveVideo';
import { EventLinks, plateOf, TimeText } from '../EventParts';
import { useReasonText } from '../reasons';
import { EventFacts } from './EventFacts';
import { SceneWithBox } from './SceneWithBox';

/**
 * One event in full, over the events page (kept in the route state, so reload and back work): the
 * scene with the detection box, the crop at its own aspect ratio, the match or the add-to-list
 * action, the attributes, the video from the lead-in to the tail, and the arrows through the results.
 */
export default function EventDetail({
  eventId,
  results,
  onNavigate,
  onClose,
}: {
  eventId: string;
  results: readonly EventItem[];
  onNavigate: (eventId: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const listed = results.find((e) => e.eventId === eventId);
  const fetched = useEvent(listed ? null : eventId, { shownInline: true });
  const e = listed ?? fetched.data;
  const ids = useMemo(() => results.map((r) => r.eventId), [results]);
  const { prev, next, index } = neighbours(ids, eventId);

  // The event the keys move from: set at once on a key, so quick presses chain before the next render.
  const at = useRef({ id: eventId, ids });
  useEffect(() => {
    at.current = { id: eventId, ids };
  }, [eventId, ids]);

  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      // Keys belong to fields, to the video's own controls and to a dialog opened over this one.
      if (ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey || isTypingTarget(ev.target) || (ev.target as HTMLElement | null)?.tagName === 'VIDEO')
        return;
      if (document.querySelectorAll('[role="dialog"]').length > 1) return;
      const step = stepOfKey(ev.key);
      if (!step) return;
      const around = neighbours(at.current.ids, at.current.id);
      const to = step < 0 ? around.prev : around.next;
      if (!to) return;
      ev.preventDefault();
      at.current = { ...at.current, id: to };
      onNavigate(to);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onNavigate]);

  const title = e
    ? `${intl.formatMessage({ id: `events.type.${e.eventType}` as 'events.type.fr' })} · ${e.origin.cameraName}`
    : intl.formatMessage({ id: 'events.detail.title' });
  return (
    <Modal title={title} onClose={onClose} wide>
      <div className="flex flex-col gap-3" data-testid="event-detail" data-event-id={eventId}>
        <nav className="flex flex-wrap items-center gap-2" aria-label={intl.formatMessage({ id: 'events.detail.browse' })}>
          <Button variant="secondary" disabled={!prev} onClick={() => prev && onNavigate(prev)} aria-keyshortcuts="ArrowLeft">
            ← {intl.formatMessage({ id: 'events.detail.prev' })}
          </Button>
          <Button variant="secondary" disabled={!next} onClick={() => next && onNavigate(next)} aria-keyshortcuts="ArrowRight">
            {intl.formatMessage({ id: 'events.detail.next' })} →
          </Button>
          {index >= 0 && (
            <span className="text-sm text-slate-500 tabular-nums">
              {intl.formatMessage({ id: 'events.detail.position' }, { n: index + 1, count: results.length })}
            </span>
          )}
          {e && (
            <Link className="ml-auto text-sm text-brand-700 hover:underline" to={eventPlayerPath(e)}>
              {intl.formatMessage({ id: 'events.detail.openPlayer' })}
            </Link>
          )}
        </nav>
        {!e ? (
          fetched.isError ? (
            <LoadError error={fetched.error} onRetry={() => void fetched.refetch()} failed="events.loadError" what="event" />
          ) : (
            <Spinner />
          )
        ) : (
          <Body e={e} />
        )}
      </div>
    </Modal>
  );
}

function Body({ e }: { e: EventItem }) {
  const intl = useIntl();
  const reasonText = useReasonText();
  const clip = eventClip(e);
  const crop = e.snapshotUrl ?? (e.eventType === 'lpr' ? e.plateUrl : null);
  const plate = plateOf(e);
  const time = (t: number) => intl.formatTime(t, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex min-w-0 flex-col gap-3">
        <SceneWithBox url={e.sceneUrl} rect={e.event.detection?.rect} camera={e.origin.cameraName} />
        <section aria-label={intl.formatMessage({ id: 'events.detail.video' }, { from: time(clip.from), to: time(clip.to) })}>
          <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {intl.formatMessage({ id: 'events.detail.video' }, { from: time(clip.from), to: time(clip.to) })}
          </h3>
          <ArchiveVideo
            key={e.eventId}
            cameraId={e.origin.cameraId}
            from={clip.from}
            to={clip.to}
            label={intl.formatMessage({ id: 'video.archiveOf' }, { name: e.origin.cameraName })}
            className="relative aspect-video w-full overflow-hidden rounded-md"
          />
        </section>
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        {crop && (
          <div className="flex justify-center rounded-md bg-slate-100 p-2">
            <img
              src={crop}
              alt={intl.formatMessage({ id: e.eventType === 'lpr' ? 'events.detail.plateAlt' : 'events.detail.cropAlt' }, { camera: e.origin.cameraName })}
              className="block max-h-56 w-auto max-w-full object-contain"
              data-testid="event-crop"
            />
          </div>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-slate-500">{intl.formatMessage({ id: 'events.col.time' })}</dt>
          <dd>
            <TimeText ts={e.ts} />
          </dd>
          <dt className="text-slate-500">{intl.formatMessage({ id: 'events.col.camera' })}</dt>
          <dd>{e.origin.cameraName}</dd>
          {e.origin.placeName && (
            <>
              <dt className="text-slate-500">{intl.formatMessage({ id: 'events.col.place' })}</dt>
              <dd>{e.origin.placeName}</dd>
            </>
          )}
          <dt className="text-slate-500">{intl.formatMessage({ id: 'events.col.reason' })}</dt>
          <dd>{reasonText(e.eventType, e.event.reason)}</dd>
          {e.event.label && (
            <>
              <dt className="text-slate-500">{intl.formatMessage({ id: 'events.col.label' })}</dt>
              <dd>
                {hasMessage(intl, `events.label.${e.event.label}`)
                  ? intl.formatMessage({ id: `events.label.${e.event.label}` as 'events.label.person' })
                  : e.event.label}
              </dd>
            </>
          )}
          {plate && (
            <>
              <dt className="text-slate-500">{intl.formatMessage({ id: 'events.col.number' })}</dt>
              <dd className="font-mono font-semibold">{plate}</dd>
            </>
          )}
        </dl>
        <EventFacts e={e} />
        <EventLinks e={e} />
      </div>
    </div>
  );
}
