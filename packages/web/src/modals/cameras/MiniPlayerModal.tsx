import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCamera, useStream } from '../../api/cameras';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { CameraSnapshot } from '../../pages/cameras/CameraSnapshot';
import { StateBadge } from '../../pages/cameras/StateBadge';
import { LiveVideo } from '../../player/LiveVideo';
import type { ModalProps } from '../registry';
import { LoadError } from '../../components/LoadError';

/**
 * cameras/mini-player: the camera's live picture while its stream is online (the player's WebSocket/MSE
 * path, HLS as fallback); otherwise its last snapshot, refreshed every few seconds. With the stream status.
 */
export default function MiniPlayerModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const id = Number(props.cameraId);
  const camera = useCamera(id);
  const stream = useStream(id);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setTick((n) => n + 1), 5_000);
    return () => clearInterval(t);
  }, []);
  const s = stream.data;
  return (
    <Modal title={camera.data?.name ?? intl.formatMessage({ id: 'camera.watch' })} onClose={onClose} wide>
      {camera.data ? (
        <div className="flex flex-col gap-3">
          {s?.status === 'online' ? (
            <LiveVideo
              cameraId={id}
              label={intl.formatMessage({ id: 'video.liveOf' }, { name: camera.data.name })}
              className="relative aspect-video overflow-hidden rounded-md bg-black"
            />
          ) : (
            <CameraSnapshot camera={camera.data} refreshKey={tick} className="rounded-md" />
          )}
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <StateBadge camera={camera.data} />
            {s && (
              <span className="text-slate-600">
                {intl.formatMessage({ id: `stream.status.${s.status}` })}
                {s.codec ? ` · ${s.codec}` : ''}
                {s.width && s.height ? ` · ${s.width}×${s.height}` : ''}
              </span>
            )}
            <Link to={`/player/${id}`} className="ml-auto font-medium text-brand-700 hover:underline">
              {intl.formatMessage({ id: 'camera.openPlayer' })}
            </Link>
          </div>
          {s?.error && <p className="text-sm text-red-700">{s.error}</p>}
        </div>
      ) : camera.error ? (
        <LoadError error={camera.error} onRetry={() => void camera.refetch()} failed="camera.loadError" what="camera" />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
