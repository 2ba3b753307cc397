import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCapacitygroup, useSaveCapacitygroup, type Capacitygroup, type CapacitygroupSecrets } from '../../api/capacitygroups';
import { isApiError } from '../../api/errors';
import { useAllOrganizations } from '../../api/organizations';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import type { ModalProps } from '../registry';
import { SecretRow } from './SecretRow';

/** capacitygroups/form (superuser): a new group or an edit; new or rotated secrets are shown once, here. */
export default function CapacitygroupFormModal({ props, onClose }: ModalProps) {
  const token = typeof props.token === 'string' ? props.token : null;
  const group = useCapacitygroup(token);
  const [secrets, setSecrets] = useState<CapacitygroupSecrets | null>(null);
  const intl = useIntl();
  if (secrets) return <SecretsView group={secrets} onClose={onClose} />;
  if (token && !group.data) {
    return (
      <Modal title={intl.formatMessage({ id: 'cg.edit' })} onClose={onClose}>
        {group.error ? <Alert>{intl.formatMessage({ id: 'table.error' })}</Alert> : <Spinner />}
      </Modal>
    );
  }
  return <Form group={group.data ?? null} onClose={onClose} onSecrets={setSecrets} />;
}

function Form({ group, onClose, onSecrets }: { group: Capacitygroup | null; onClose: () => void; onSecrets: (g: CapacitygroupSecrets) => void }) {
  const intl = useIntl();
  const save = useSaveCapacitygroup(group?.token ?? null);
  const orgs = useAllOrganizations();
  const [name, setName] = useState(group?.name ?? '');
  const [token, setToken] = useState('');
  const [capacity, setCapacity] = useState(String(group?.capacity ?? 10));
  const [orgIds, setOrgIds] = useState<number[]>(group?.organizationIds ?? []);
  const [rotate, setRotate] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (name.trim().length < 3) next.name = intl.formatMessage({ id: 'form.tooShort' }, { min: 3 });
    if (!/^\d+$/.test(capacity)) next.capacity = intl.formatMessage({ id: 'camera.rule.number' });
    if (token && !/^[A-Za-z0-9_-]{3,64}$/.test(token)) next.token = intl.formatMessage({ id: 'cg.tokenRule' });
    setErrors(next);
    if (Object.keys(next).length) return;
    const body = {
      name: name.trim(),
      capacity: Number(capacity),
      organizationIds: orgIds,
      ...(group ? (rotate ? { rotateSecrets: true } : {}) : token ? { token } : {}),
    };
    save.mutate(body, {
      onSuccess: (g) => {
        showToast({ kind: 'success', text: intl.formatMessage({ id: 'cg.saved' }) });
        if (g.rpcAuthSecret || g.ticketSecret) onSecrets(g);
        else onClose();
      },
      onError: (err) => {
        const detail = isApiError(err) ? err.detail : undefined;
        if (detail) setErrors(Object.fromEntries(Object.entries(detail).map(([k, v]) => [k.replace(/_ids?$/, 'Ids').replace(/^organizationIds$/, 'orgs'), v])));
        else
          setErrors({
            form: isApiError(err) && err.type === 'conflict' ? intl.formatMessage({ id: 'form.conflict' }) : intl.formatMessage({ id: 'error.internal_error' }),
          });
      },
    });
  };
  return (
    <Modal
      title={intl.formatMessage({ id: group ? 'cg.edit' : 'cg.new' })}
      onClose={onClose}
      disabled={save.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button type="submit" form="cg-form" disabled={save.isPending}>
            {intl.formatMessage({ id: group ? 'app.save' : 'app.create' })}
          </Button>
        </>
      }
    >
      <form id="cg-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors.form && <Alert>{errors.form}</Alert>}
        <TextField
          label={intl.formatMessage({ id: 'cg.name' })}
          autoFocus
          value={name}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors(({ name: _gone, ...rest }) => rest);
          }}
        />
        {!group && (
          <TextField label={intl.formatMessage({ id: 'cg.tokenOptional' })} value={token} error={errors.token} onChange={(e) => setToken(e.target.value)} />
        )}
        <TextField
          label={intl.formatMessage({ id: 'cg.capacity' })}
          inputMode="numeric"
          value={capacity}
          error={errors.capacity}
          onChange={(e) => {
            setCapacity(e.target.value);
            setErrors(({ capacity: _gone, ...rest }) => rest);
          }}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{intl.formatMessage({ id: 'cg.organizations' })}</legend>
          {orgs.data?.map((o) => (
            <CheckboxField
              key={o.id}
              label={o.name}
              checked={orgIds.includes(o.id)}
              onChange={(e) => setOrgIds(e.target.checked ? [...orgIds, o.id] : orgIds.filter((x) => x !== o.id))}
            />
          ))}
          {orgs.isPending && <Spinner />}
          {orgs.isError && <LoadError error={orgs.error} onRetry={() => void orgs.refetch()} />}
          {errors.orgs && <p className="text-sm text-red-700">{errors.orgs}</p>}
        </fieldset>
        {group && (
          <CheckboxField
            label={intl.formatMessage({ id: 'cg.rotate' })}
            hint={intl.formatMessage({ id: 'cg.rotateHint' })}
            checked={rotate}
            onChange={(e) => setRotate(e.target.checked)}
          />
        )}
      </form>
    </Modal>
  );
}

function SecretsView({ group, onClose }: { group: CapacitygroupSecrets; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      title={intl.formatMessage({ id: 'cg.secretsTitle' }, { name: group.name })}
      onClose={onClose}
      confirmTitle={intl.formatMessage({ id: 'cg.secretsConfirm' })}
      footer={<Button onClick={onClose}>{intl.formatMessage({ id: 'cg.secretsDone' })}</Button>}
    >
      <div className="flex flex-col gap-4">
        <Alert kind="warning">{intl.formatMessage({ id: 'cg.secretsOnce' })}</Alert>
        <SecretRow label={intl.formatMessage({ id: 'cg.token' })} value={group.token} />
        {group.rpcAuthSecret && <SecretRow label="rpc_auth_secret" value={group.rpcAuthSecret} />}
        {group.ticketSecret && <SecretRow label="ticket_secret" value={group.ticketSecret} />}
      </div>
    </Modal>
  );
}
