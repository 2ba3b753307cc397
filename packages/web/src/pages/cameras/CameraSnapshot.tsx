import { useCameraPlayback } from '../../api/cameras';
import { Snapshot } from './Snapshot';

/**
 * The camera's snapshot: its own snapshot_url, else the one of its stream server's playback
 * (only while a stream server serves it); the "no snapshot" state otherwise.
 */
export function CameraSnapshot({
  camera,
  refreshKey,
  className,
}: {
  camera: { id: number; snapshotUrl: string | null; streamserverId: number | null };
  refreshKey?: number;
  className?: string;
}) {
  const playback = useCameraPlayback(camera.id, !camera.snapshotUrl && camera.streamserverId !== null);
  const url = camera.snapshotUrl ?? playback.data?.snapshot ?? null;
  return (
    <Snapshot
      url={url}
      pending={playback.isPending && playback.fetchStatus !== 'idle'}
      {...(refreshKey !== undefined ? { refreshKey } : {})}
      {...(className ? { className } : {})}
    />
  );
}
