import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CameraItem } from '../../api/cameras';
import { LiveVideo } from '../../player/LiveVideo';
import { CameraSnapshot } from './CameraSnapshot';

/**
 * A camera card's picture: the fresh snapshot, and live video while the pointer rests on it or it
 * has keyboard focus (an active camera only; one card streams at a time, as one is hovered).
 */
export function CardMedia({ camera, refreshKey, onWatch }: { camera: CameraItem; refreshKey: number; onWatch: () => void }) {
  const intl = useIntl();
  const [live, setLive] = useState(false);
  const canPlay = camera.state === 'active' && camera.streamserverId !== null;
  return (
    <button
      type="button"
      className="relative block w-full"
      onClick={onWatch}
      onPointerEnter={() => setLive(true)}
      onPointerLeave={() => setLive(false)}
      onFocus={() => setLive(true)}
      onBlur={() => setLive(false)}
      data-hover-live={live && canPlay ? 'on' : 'off'}
    >
      {/* Named from its content, so that the state shown on it ("No snapshot yet") is part of the name. */}
      <span className="sr-only">{intl.formatMessage({ id: 'camera.watchNamed' }, { name: camera.name })}</span>
      <CameraSnapshot camera={camera} refreshKey={refreshKey} />
      {live && canPlay && (
        // The snapshot stays in sight until the live picture plays over it.
        <span className="absolute inset-0 opacity-0 has-[video[data-status=playing]]:opacity-100">
          <LiveVideo cameraId={camera.id} label={intl.formatMessage({ id: 'video.liveOf' }, { name: camera.name })} className="relative h-full w-full" />
        </span>
      )}
    </button>
  );
}
