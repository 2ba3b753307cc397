import type { LicenseFile } from '@argus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { fetchLicenseFile } from '../../api/licenses';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { useLimitName } from '../../pages/licenses/limitNames';
import type { ModalProps } from '../registry';

/** Saves the signed file as the customer will upload it. */
function download(file: LicenseFile) {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `license-${file.document.id}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** licenses/show (superuser): the supplier's licence document and its file. */
export default function LicenseShowModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const limitName = useLimitName();
  const id = typeof props.licenseId === 'string' ? props.licenseId : '';
  const file = useQuery({ queryKey: ['licenses', 'file', id], queryFn: () => fetchLicenseFile(id), enabled: !!id });
  const d = file.data?.document;
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC' : '—');
  const rows: [string, string][] = d
    ? [
        [intl.formatMessage({ id: 'license.id' }), d.id],
        [intl.formatMessage({ id: 'group.organization' }), `#${d.organization_id}`],
        [intl.formatMessage({ id: 'license.issueDate' }), date(d.issue_date)],
        [intl.formatMessage({ id: 'license.expiryDate' }), date(d.expiry_date)],
        [intl.formatMessage({ id: 'license.supportExpiryDate' }), date(d.support_expiry_date)],
      ]
    : [];
  return (
    <Modal
      title={intl.formatMessage({ id: 'license.showTitle' })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.close' })}
          </Button>
          <Button disabled={!file.data} onClick={() => file.data && download(file.data)}>
            {intl.formatMessage({ id: 'license.download' })}
          </Button>
        </>
      }
    >
      {file.isPending && <Spinner />}
      {file.isError && <LoadError error={file.error} onRetry={() => void file.refetch()} what="license" />}
      {d && (
        <div className="flex flex-col gap-4">
          <dl className="divide-y divide-slate-100 text-sm">
            {rows.map(([k, v]) => (
              <div key={k} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
                <dt className="text-slate-500 sm:w-40">{k}</dt>
                <dd className="font-medium break-all">{v}</dd>
              </div>
            ))}
          </dl>
          <div>
            <h3 className="mb-2 text-sm font-semibold">{intl.formatMessage({ id: 'license.limits' })}</h3>
            {Object.keys(d.limits).length === 0 ? (
              <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'license.noLimits' })}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {Object.entries(d.limits).map(([name, n]) => (
                  <li key={name} className="rounded bg-slate-100 px-2 py-1 text-xs" title={name}>
                    {limitName(name)}: {n}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
