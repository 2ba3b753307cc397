import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useReinviteStreamserver, useStreamserver, useStreamserverHealth } from '../../api/streamservers';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { ArchiveFacts, VolumeFacts } from '../../components/StorageFacts';
import { LiveBadge } from '../../pages/cameras/StateBadge';
import { SecretRow } from '../capacitygroups/SecretRow';
import type { ModalProps } from '../registry';

/** ss/show (superuser): a stream server's facts and health; a new invitation is shown once. */
export default function StreamserverShowModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const id = Number(props.id);
  const server = useStreamserver(id);
  const health = useStreamserverHealth();
  const reinvite = useReinviteStreamserver(id);
  const [invitation, setInvitation] = useState<string | null>(null);
  const s = server.data;
  const h = health.data?.get(id);
  return (
    <Modal
      title={s?.name ?? intl.formatMessage({ id: 'nav.streamservers' })}
      onClose={onClose}
      footer={
        s && (
          <>
            <Button
              variant="secondary"
              disabled={reinvite.isPending}
              onClick={() => reinvite.mutate(undefined, { onSuccess: (r) => setInvitation(r.invitation) })}
            >
              {intl.formatMessage({ id: 'ss.reinvite' })}
            </Button>
            <Link
              to={`/streamservers/${id}/edit`}
              onClick={onClose}
              className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-hover"
            >
              {intl.formatMessage({ id: 'ss.edit' })}
            </Link>
          </>
        )
      }
    >
      {s ? (
        <div className="flex flex-col gap-3">
          {invitation && (
            <>
              <Alert kind="warning">{intl.formatMessage({ id: 'ss.invitationOnce' })}</Alert>
              <SecretRow label={intl.formatMessage({ id: 'ss.invitation' })} value={invitation} />
            </>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{intl.formatMessage({ id: 'edge.status' })}</dt>
            <dd>
              <LiveBadge status={h?.status ?? s.status} />
            </dd>
            <dt className="text-slate-500">{intl.formatMessage({ id: 'edge.lastSeen' })}</dt>
            <dd>{s.lastSeenAt ? intl.formatDate(s.lastSeenAt, { dateStyle: 'short', timeStyle: 'medium' }) : '—'}</dd>
            <dt className="text-slate-500">{intl.formatMessage({ id: 'edge.hostname' })}</dt>
            <dd>{s.hostname ?? '—'}</dd>
            <dt className="text-slate-500">{intl.formatMessage({ id: 'ss.version' })}</dt>
            <dd>{s.version ?? '—'}</dd>
            <dt className="text-slate-500">{intl.formatMessage({ id: 'ss.streams' })}</dt>
            <dd>{h ? intl.formatMessage({ id: 'ss.streamsFailed' }, { n: h.streamCount, failed: h.failedStreams }) : s.streamCount}</dd>
            <dt className="text-slate-500">{intl.formatMessage({ id: 'ss.capacity' })}</dt>
            <dd>{s.capacity || '∞'}</dd>
            <dt className="text-slate-500">{intl.formatMessage({ id: 'ss.publicUrl' })}</dt>
            <dd className="break-all">{s.publicUrl}</dd>
            <dt className="text-slate-500">{intl.formatMessage({ id: 'ss.internalUrl' })}</dt>
            <dd className="break-all">{s.internalUrl}</dd>
            <dt className="text-slate-500">{intl.formatMessage({ id: 'camera.capacitygroup' })}</dt>
            <dd>{s.capacitygroupToken}</dd>
            <dt className="text-slate-500">{intl.formatMessage({ id: 'edge.registered' })}</dt>
            <dd>{intl.formatMessage({ id: s.registered ? 'app.yes' : 'app.no' })}</dd>
            <dt className="text-slate-500">{intl.formatMessage({ id: 'storage.volume' })}</dt>
            <dd>
              <VolumeFacts storage={s.storage} />
            </dd>
          </dl>
          {s.archives.length > 0 && (
            <section aria-label={intl.formatMessage({ id: 'storage.archives' })}>
              <h3 className="mb-1 text-sm font-medium">{intl.formatMessage({ id: 'storage.archives' })}</h3>
              <ul className="flex flex-col gap-2 text-sm">
                {s.archives.map((a) => (
                  <li key={a.cameraId}>
                    <span className="font-medium">{intl.formatMessage({ id: 'storage.camera' }, { id: a.cameraId })}</span>
                    <ArchiveFacts archive={a} recording={a.recording} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      ) : server.error ? (
        <Alert>{intl.formatMessage({ id: 'table.error' })}</Alert>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
