import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { useConfig } from '../../api/config';
import { usePacsSearch, useUpdatePacses } from '../../api/pacses';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { showToast } from '../../components/toastStore';
import { useFormErrors } from '../lists/formErrors';
import type { ModalProps } from '../types';
import { linkChanges, syncSummary } from './logic';
import { SyncBadge } from './SyncBadge';

/** superlist/pacs ({kind: 'face' | 'plate', id, name?}): which access-control systems this list feeds. */
export default function SuperlistPacsModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const can = useCan();
  const config = useConfig();
  const kind = props.kind === 'plate' ? 'plate' : 'face';
  const listId = typeof props.id === 'number' ? props.id : 0;
  const name = typeof props.name === 'string' ? props.name : null;
  const canRead = can({ required: ['pacs_read'] });
  const canUpdate = can({ required: ['pacs_update'] });
  const q = usePacsSearch({ kind: kind === 'face' ? 'person' : 'vehicle' }, null, { limit: 100, enabled: canRead });
  const update = useUpdatePacses();
  const errors = useFormErrors([]);
  const pacses = q.data?.pacses;
  const linked = new Set((pacses ?? []).filter((p) => (kind === 'face' ? p.facelistIds : p.listIds).includes(listId)).map((p) => p.id));
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const current = chosen ?? linked;
  const changes = pacses ? linkChanges(pacses, { kind, id: listId }, current) : [];
  const tooMany = current.size > config.pacsPerListCount;
  const title = name ? intl.formatMessage({ id: 'pacs.linkTitle' }, { name }) : intl.formatMessage({ id: 'pacs.linkTitlePlain' });

  const toggle = (id: number, on: boolean) => {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    errors.clear();
  };
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    if (tooMany || changes.length === 0) return;
    update.mutate(changes, {
      onSuccess: () => {
        showToast({ kind: 'success', text: intl.formatMessage({ id: 'pacs.linkSaved' }) });
        onClose();
      },
      onError: errors.apply,
    });
  };

  let body: React.ReactNode;
  if (!canRead) body = <Alert>{intl.formatMessage({ id: 'pacs.linkForbidden' })}</Alert>;
  else if (q.isError) body = <LoadError error={q.error} onRetry={() => void q.refetch()} failed="pacs.loadError" />;
  else if (!pacses) body = <Spinner />;
  else if (pacses.length === 0) body = <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'pacs.linkNone' })}</p>;
  else
    body = (
      <form id="superlist-pacs-form" noValidate onSubmit={save} className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{intl.formatMessage({ id: kind === 'face' ? 'pacs.linkFaceText' : 'pacs.linkPlateText' })}</p>
        {errors.form.length > 0 && <Alert>{errors.form.join(' ')}</Alert>}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{intl.formatMessage({ id: 'pacs.linkSystems' })}</legend>
          {pacses.map((p) => (
            <div key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-2">
              <CheckboxField
                label={p.name}
                hint={`${p.host}:${p.port}`}
                checked={current.has(p.id)}
                disabled={!canUpdate || update.isPending}
                onChange={(e) => toggle(p.id, e.target.checked)}
              />
              <SyncBadge state={syncSummary(p).state} />
            </div>
          ))}
        </fieldset>
        <p className={`text-xs ${tooMany ? 'font-medium text-red-700' : 'text-slate-500'}`} role={tooMany ? 'alert' : undefined}>
          {intl.formatMessage({ id: 'pacs.linkMax' }, { max: config.pacsPerListCount })}
        </p>
      </form>
    );

  return (
    <Modal
      title={title}
      onClose={onClose}
      confirmTitle={changes.length > 0 ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      disabled={update.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          {canRead && canUpdate && !!pacses?.length && (
            <Button type="submit" form="superlist-pacs-form" disabled={update.isPending || tooMany || changes.length === 0}>
              {intl.formatMessage({ id: 'app.save' })}
            </Button>
          )}
        </>
      }
    >
      {body}
    </Modal>
  );
}
