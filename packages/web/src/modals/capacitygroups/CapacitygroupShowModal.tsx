import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCapacitygroup, useDeleteCapacitygroup } from '../../api/capacitygroups';
import { useAllOrganizations } from '../../api/organizations';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { showToast } from '../../components/toastStore';
import type { ModalProps } from '../registry';
import { useModal } from '../useModal';

/** capacitygroups/show (superuser): the group's slots and organisations; secrets are never shown again. */
export default function CapacitygroupShowModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const { open } = useModal();
  const token = typeof props.token === 'string' ? props.token : null;
  const group = useCapacitygroup(token);
  const orgs = useAllOrganizations();
  const remove = useDeleteCapacitygroup();
  const g = group.data;
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal
      title={g?.name ?? intl.formatMessage({ id: 'nav.capacitygroups' })}
      onClose={onClose}
      footer={
        g && (
          <>
            <Button variant="danger" disabled={remove.isPending} onClick={() => setConfirming(true)}>
              {intl.formatMessage({ id: 'app.delete' })}
            </Button>
            <Button onClick={() => open('capacitygroups/form', { token: g.token })}>{intl.formatMessage({ id: 'cg.edit' })}</Button>
          </>
        )
      }
    >
      {g && (
        <ConfirmDialog
          open={confirming}
          title={intl.formatMessage({ id: 'cg.deleteConfirm' }, { name: g.name })}
          confirmLabel={intl.formatMessage({ id: 'app.delete' })}
          disabled={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(g.token, {
              onSuccess: () => {
                showToast({ kind: 'success', text: intl.formatMessage({ id: 'cg.deleted' }) });
                onClose();
              },
            });
          }}
        />
      )}
      {g ? (
        <div className="flex flex-col gap-3">
          {remove.isError && <Alert>{intl.formatMessage({ id: 'cg.deleteRefused' })}</Alert>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{intl.formatMessage({ id: 'cg.token' })}</dt>
            <dd className="break-all">{g.token}</dd>
            <dt className="text-slate-500">{intl.formatMessage({ id: 'cg.usage' })}</dt>
            <dd>{intl.formatMessage({ id: 'cg.usedOf' }, { used: g.used, capacity: g.capacity })}</dd>
            <dt className="text-slate-500">{intl.formatMessage({ id: 'cg.organizations' })}</dt>
            <dd>{g.organizationIds.map((id) => orgs.data?.find((o) => o.id === id)?.name ?? `#${id}`).join(', ') || '—'}</dd>
          </dl>
          <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'cg.secretsHidden' })}</p>
        </div>
      ) : group.error ? (
        <Alert>{intl.formatMessage({ id: 'table.error' })}</Alert>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
