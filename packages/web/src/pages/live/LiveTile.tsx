import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useStream, type CameraItem } from '../../api/cameras';
import type { EventItem } from '../../api/events';
import type { MessageId } from '../../i18n/messages/en';
import { LiveVideo } from '../../player/LiveVideo';
import { StateBadge } from '../cameras/StateBadge';
import { useInView } from './useInView';

/**
 * One camera of the live view: its live video while the tile is on screen (a tile scrolled away
 * or on another page streams nothing), its name, state and latest event. A click maximises (or
 * restores), a double click opens the player; Enter and Shift+Enter do the same from the keyboard.
 */
export function LiveTile({
  camera,
  latest,
  maximised,
  onToggle,
  onOpen,
}: {
  camera: CameraItem;
  latest: EventItem | undefined;
  maximised: boolean;
  onToggle: () => void;
  onOpen: () => void;
}) {
  const intl = useIntl();
  const [ref, inView] = useInView<HTMLDivElement>();
  const active = camera.state === 'active';
  return (
    <div
      ref={ref}
      role="group"
      aria-label={camera.name}
      data-camera-id={camera.id}
      className={`palette-fixed relative overflow-hidden rounded bg-black ring-1 ring-slate-700 ${maximised ? 'h-full min-h-0' : 'aspect-video'}`}
    >
      {!active ? (
        <TileMessage id="live.noVideo" />
      ) : inView ? (
        <TileVideo camera={camera} label={intl.formatMessage({ id: 'video.liveOf' }, { name: camera.name })} />
      ) : (
        <TileMessage id="video.connecting" />
      )}
      <button
        type="button"
        className="absolute inset-0 outline-none focus-visible:ring-4 focus-visible:ring-brand-400 focus-visible:ring-inset"
        aria-label={intl.formatMessage({ id: maximised ? 'live.restore' : 'live.maximise' }, { name: camera.name })}
        aria-pressed={maximised}
        onClick={(e) => {
          // The second click of a double click opens the player instead.
          if (e.detail <= 1) onToggle();
        }}
        onDoubleClick={onOpen}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.shiftKey) {
            e.preventDefault();
            onOpen();
          }
        }}
      />
      <div className="pointer-events-none absolute inset-x-0 top-0 flex items-center gap-2 bg-gradient-to-b from-black/75 to-transparent p-1.5 text-xs text-white">
        <span className="min-w-0 flex-1 truncate font-medium" data-testid="tile-name">
          {camera.name}
        </span>
        <StateBadge camera={camera} />
        <Link
          to={`/player/${camera.id}`}
          className="pointer-events-auto rounded px-1.5 py-0.5 text-sm hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-brand-400"
          aria-label={intl.formatMessage({ id: 'live.openPlayer' }, { name: camera.name })}
        >
          ↗
        </Link>
      </div>
      {latest && (
        <div
          className="pointer-events-none absolute bottom-1.5 left-1.5 max-w-[90%] truncate rounded bg-red-600/90 px-1.5 py-0.5 text-xs text-white"
          data-testid="tile-event"
        >
          {intl.formatMessage(
            { id: 'live.latest' },
            { type: intl.formatMessage({ id: `events.type.${latest.eventType}` as MessageId }), ts: new Date(latest.ts) },
          )}
        </div>
      )}
    </div>
  );
}

function TileMessage({ id }: { id: 'live.noVideo' | 'live.noSignal' | 'video.connecting' }) {
  const intl = useIntl();
  return <div className="flex h-full items-center justify-center p-2 text-center text-sm text-slate-300">{intl.formatMessage({ id })}</div>;
}

/** An active camera's tile: it plays only once its stream server has the stream (a camera that does not answer opens no player). */
function TileVideo({ camera, label }: { camera: CameraItem; label: string }) {
  const stream = useStream(camera.id);
  const status = stream.data?.status;
  if (status === 'online') return <LiveVideo cameraId={camera.id} label={label} className="relative h-full w-full" />;
  return <TileMessage id={status === 'offline' || status === 'failed' || stream.isError ? 'live.noSignal' : 'video.connecting'} />;
}
