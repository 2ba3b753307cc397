import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { useCapacitygroupOptions } from '../../api/capacitygroups';
import { isApiError } from '../../api/errors';
import { useSaveStreamserver, useStreamserver, type Streamserver, type StreamserverWithInvitation } from '../../api/streamservers';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import type { MessageId } from '../../i18n/messages/en';
import { SecretRow } from '../../modals/capacitygroups/SecretRow';

const isUrl = (v: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** /streamservers/new and /streamservers/{id}/edit; a new server's invitation is shown once. */
export default function StreamserverFormPage() {
  const intl = useIntl();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const existing = useStreamserver(id ?? 0);
  const [invited, setInvited] = useState<StreamserverWithInvitation | null>(null);
  if (invited) {
    return (
      <div className="max-w-2xl">
        <PageHeader title={intl.formatMessage({ id: 'ss.invitationTitle' }, { name: invited.name })} />
        <div className="flex flex-col gap-4">
          <Alert kind="warning">{intl.formatMessage({ id: 'ss.invitationOnce' })}</Alert>
          <SecretRow label={intl.formatMessage({ id: 'ss.invitation' })} value={invited.invitation} />
          <div>
            <Link to="/streamservers" className="font-medium text-brand-700 hover:underline">
              {intl.formatMessage({ id: 'ss.backToList' })}
            </Link>
          </div>
        </div>
      </div>
    );
  }
  if (id && !existing.data) return existing.error ? <Alert>{intl.formatMessage({ id: 'table.error' })}</Alert> : <Spinner />;
  return <Form key={id ?? 'new'} server={id ? (existing.data ?? null) : null} onInvited={setInvited} />;
}

function Form({ server, onInvited }: { server: Streamserver | null; onInvited: (s: StreamserverWithInvitation) => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const save = useSaveStreamserver(server?.id ?? null);
  const groups = useCapacitygroupOptions();
  const [v, setV] = useState({
    name: server?.name ?? '',
    publicUrl: server?.publicUrl ?? '',
    internalUrl: server?.internalUrl ?? '',
    capacitygroupToken: server?.capacitygroupToken ?? '',
    capacity: String(server?.capacity ?? 0),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A field's message goes as soon as the field changes.
  const set = (k: keyof typeof v, value: string) => {
    setV({ ...v, [k]: value });
    setErrors(({ [k]: _gone, ...rest }) => rest);
  };
  const field = (k: keyof typeof v, label: MessageId, extra: Record<string, unknown> = {}) => (
    <TextField label={intl.formatMessage({ id: label })} value={v[k]} error={errors[k]} onChange={(e) => set(k, e.target.value)} {...extra} />
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (v.name.trim().length < 3) next.name = intl.formatMessage({ id: 'form.tooShort' }, { min: 3 });
    if (!isUrl(v.publicUrl)) next.publicUrl = intl.formatMessage({ id: 'ss.urlRule' });
    if (!isUrl(v.internalUrl)) next.internalUrl = intl.formatMessage({ id: 'ss.urlRule' });
    if (!v.capacitygroupToken) next.capacitygroupToken = intl.formatMessage({ id: 'form.required' });
    if (!/^\d+$/.test(v.capacity)) next.capacity = intl.formatMessage({ id: 'camera.rule.number' });
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(
      { name: v.name.trim(), publicUrl: v.publicUrl, internalUrl: v.internalUrl, capacitygroupToken: v.capacitygroupToken, capacity: Number(v.capacity) },
      {
        onSuccess: (s) => {
          showToast({ kind: 'success', text: intl.formatMessage({ id: 'ss.saved' }) });
          // Only a new server comes with its invitation (an update answers the server alone).
          if (!server && 'invitation' in s) onInvited(s);
          else void navigate('/streamservers');
        },
        onError: (err) => {
          const detail = isApiError(err) ? err.detail : undefined;
          const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
          setErrors(
            detail ? Object.fromEntries(Object.entries(detail).map(([k, m]) => [camel(k), m])) : { form: intl.formatMessage({ id: 'error.internal_error' }) },
          );
        },
      },
    );
  };
  return (
    <div className="max-w-2xl">
      <PageHeader title={server ? intl.formatMessage({ id: 'ss.editTitle' }, { name: server.name }) : intl.formatMessage({ id: 'ss.new' })} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors.form && <Alert>{errors.form}</Alert>}
        {field('name', 'ss.name')}
        {field('publicUrl', 'ss.publicUrl', { placeholder: 'https://media.example.com' })}
        {field('internalUrl', 'ss.internalUrl', { placeholder: 'http://10.0.0.10:8081' })}
        <SelectField
          label={intl.formatMessage({ id: 'camera.capacitygroup' })}
          value={v.capacitygroupToken}
          error={errors.capacitygroupToken}
          onChange={(e) => set('capacitygroupToken', e.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'form.choose' })}</option>
          {groups.data?.map((g) => (
            <option key={g.token} value={g.token}>
              {g.name}
            </option>
          ))}
        </SelectField>
        {field('capacity', 'ss.capacity', { inputMode: 'numeric' })}
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {intl.formatMessage({ id: server ? 'app.save' : 'app.create' })}
          </Button>
          <Link to="/streamservers" className="inline-flex min-h-10 items-center rounded-md px-4 text-sm font-medium text-slate-700 hover:bg-slate-100">
            {intl.formatMessage({ id: 'app.cancel' })}
          </Link>
        </div>
      </form>
    </div>
  );
}
