import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { useStream, type Camera } from '../../api/cameras';
import { useEdge } from '../../api/edges';
import { ArchiveFacts } from '../../components/StorageFacts';
import { LiveBadge } from '../../pages/cameras/StateBadge';

/** The edge serving the camera and, for those who may read edges, whether it is online (polled). */
export function EdgeHealth({ camera }: { camera: Camera }) {
  const can = useCan();
  if (!camera.edge) return <>—</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {camera.edge.name}
      {can({ required: ['edge_read'], superuser: 'allowed' }) && <EdgeBadge id={camera.edge.id} />}
    </span>
  );
}

function EdgeBadge({ id }: { id: number }) {
  const edge = useEdge(id);
  return edge.data ? <LiveBadge status={edge.data.status?.status} /> : null;
}

/** The camera's stream on its stream server: status, codec and size, or the error it reported; its archive and recording. */
export function StreamHealth({ cameraId }: { cameraId: number }) {
  const intl = useIntl();
  const s = useStream(cameraId).data;
  if (!s) return <>—</>;
  return (
    <span className="flex flex-col gap-1">
      <span className={s.status === 'failed' ? 'text-red-700' : ''}>
        {intl.formatMessage({ id: `stream.status.${s.status}` })}
        {s.codec ? ` · ${s.codec}` : ''}
        {s.width && s.height ? ` · ${s.width}×${s.height}` : ''}
        {s.error ? ` · ${s.error}` : ''}
      </span>
      <ArchiveFacts archive={s.archive ?? null} recording={s.recording ?? null} />
    </span>
  );
}
