import { useIntl } from 'react-intl';
import { useEdge } from '../../api/edges';
import { Alert } from '../../components/Alert';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { formatBytes, formatUptime } from '../../lib/cameraUnits';
import { LiveBadge } from '../../pages/cameras/StateBadge';
import type { ModalProps } from '../registry';

/** edge/show: the edge and its live status from heartbeats (polled every few seconds). */
export default function EdgeShowModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const edge = useEdge(Number(props.edgeId));
  const e = edge.data;
  const s = e?.status;
  const rows: [string, React.ReactNode][] = e
    ? [
        [intl.formatMessage({ id: 'edge.status' }), <LiveBadge key="s" status={s?.status} />],
        [intl.formatMessage({ id: 'edge.serial' }), e.serialNumber],
        [intl.formatMessage({ id: 'camera.capacitygroup' }), e.capacitygroupToken],
        [intl.formatMessage({ id: 'edge.cameras' }), e.cameraCount],
        [intl.formatMessage({ id: 'edge.registered' }), intl.formatMessage({ id: e.registered ? 'app.yes' : 'app.no' })],
        ...(s
          ? ([
              [intl.formatMessage({ id: 'edge.lastSeen' }), intl.formatDate(s.ts, { dateStyle: 'short', timeStyle: 'medium' })],
              [intl.formatMessage({ id: 'edge.hostname' }), s.hostname],
              [intl.formatMessage({ id: 'edge.cap' }), s.cap],
              [intl.formatMessage({ id: 'edge.util' }), `${Math.round(s.util * 100)} %`],
              [intl.formatMessage({ id: 'edge.uptime' }), formatUptime(s.uptime)],
              [intl.formatMessage({ id: 'edge.machineUptime' }), formatUptime(s.info.machineUptime)],
              [intl.formatMessage({ id: 'edge.os' }), `${s.info.os} (${s.info.arch})`],
              [intl.formatMessage({ id: 'edge.cpu' }), `${s.info.cpu.model} × ${s.info.cpu.cores} · ${Math.round(s.info.cpu.load * 100)} %`],
              [intl.formatMessage({ id: 'edge.mem' }), `${formatBytes(s.info.mem.used)} / ${formatBytes(s.info.mem.total)}`],
              [intl.formatMessage({ id: 'edge.disk' }), `${formatBytes(s.info.disk.used)} / ${formatBytes(s.info.disk.total)}`],
              [intl.formatMessage({ id: 'edge.net' }), `↓ ${formatBytes(s.info.net.rx)}/s · ↑ ${formatBytes(s.info.net.tx)}/s`],
              [intl.formatMessage({ id: 'edge.temp' }), s.info.temp === null ? '—' : `${Math.round(s.info.temp)} °C`],
            ] as [string, React.ReactNode][])
          : []),
      ]
    : [];
  return (
    <Modal title={e?.name ?? intl.formatMessage({ id: 'nav.edges' })} onClose={onClose}>
      {e ? (
        <div className="flex flex-col gap-3">
          {!s && <Alert kind="info">{intl.formatMessage({ id: 'edge.neverReported' })}</Alert>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-live="polite">
            {rows.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-slate-500">{k}</dt>
                <dd className="break-words">{v}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : edge.error ? (
        <LoadError error={edge.error} onRetry={() => void edge.refetch()} what="edge" />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
