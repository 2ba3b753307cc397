import { PACS_KINDS, PACS_VENDORS } from '@argus/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { useConfig } from '../../api/config';
import { useFacelistSearch } from '../../api/facelists';
import { isApiError } from '../../api/errors';
import { useCheckPacs, useCreatePacs, useEditPacs, usePacs, type Pacs, type PacsCheckResult } from '../../api/pacses';
import { usePlaceSearch } from '../../api/places';
import { usePlatelistSearch } from '../../api/platelists';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import type { MessageId } from '../../i18n/messages/en';
import { describeError } from '../../lib/errorText';
import { useFormErrors } from '../lists/formErrors';
import type { ModalProps } from '../types';
import { PACS_FIELDS, checkBody, initialPacsValues, pacsCreate, pacsProblems, pacsWrite, type PacsField, type PacsProblem, type PacsValues } from './logic';

const PROBLEM: Record<PacsProblem, MessageId> = {
  required: 'pacs.required',
  tooShort: 'pacs.tooShort',
  port: 'pacs.portInvalid',
  channel: 'pacs.channelInvalid',
};

/** The lists a system of this kind can be fed by, as checkboxes. */
function ListPicker({
  kind,
  chosen,
  onChange,
  error,
}: {
  kind: 'person' | 'vehicle';
  chosen: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const intl = useIntl();
  const config = useConfig();
  const can = useCan();
  const faces = useFacelistSearch('', null, { limit: 100, enabled: kind === 'person' && can({ required: ['facelist_read'] }) });
  const plates = usePlatelistSearch('', null, { limit: 100, enabled: kind === 'vehicle' && can({ required: ['platelist_read'] }) });
  const q = kind === 'person' ? faces : plates;
  const rows = kind === 'person' ? faces.data?.facelists : plates.data?.platelists;
  const legend = intl.formatMessage({ id: kind === 'person' ? 'pacs.facelists' : 'pacs.platelists' });
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'pacs-lists-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <p className="text-xs text-slate-500">{intl.formatMessage({ id: 'pacs.listsHint' }, { max: config.pacsPerListCount })}</p>
      {q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} failed="pacs.listsLoadError" />
      ) : !rows ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-500">{intl.formatMessage({ id: kind === 'person' ? 'pacs.noFacelists' : 'pacs.noPlatelists' })}</p>
      ) : (
        <div className="grid max-h-48 grid-cols-1 gap-2 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
          {rows.map((l) => (
            <CheckboxField
              key={l.id}
              label={l.name}
              checked={chosen.includes(l.id)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, l.id] : chosen.filter((x) => x !== l.id))}
            />
          ))}
        </div>
      )}
      {error && (
        <p id="pacs-lists-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CheckOutcome({ result, vendor }: { result: PacsCheckResult; vendor: string }) {
  const intl = useIntl();
  if (result.ok) {
    return (
      <Alert kind="info">
        {result.version ? intl.formatMessage({ id: 'pacs.checkOk' }, { version: result.version }) : intl.formatMessage({ id: 'pacs.checkOkNoVersion' })}
      </Alert>
    );
  }
  const reason = result.failure
    ? intl.formatMessage({ id: `pacs.check.${result.failure}` as MessageId }, { vendor })
    : intl.formatMessage({ id: 'pacs.checkFailed' });
  return (
    <Alert>
      {reason}
      {result.message && <span className="mt-1 block break-words font-mono text-xs">{result.message}</span>}
    </Alert>
  );
}

function PacsForm({ id, start, onClose }: { id: number | null; start: PacsValues; onClose: () => void }) {
  const intl = useIntl();
  const [v, setV] = useState<PacsValues>(start);
  const [tried, setTried] = useState(false);
  const [checked, setChecked] = useState<PacsCheckResult | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const create = useCreatePacs();
  const edit = useEditPacs(id ?? 0);
  const saving = create.isPending || edit.isPending;
  const check = useCheckPacs();
  const can = useCan();
  const places = usePlaceSearch({}, null, { limit: 100, enabled: can({ required: ['place_read'] }) });
  const errors = useFormErrors(PACS_FIELDS);
  const dirty = JSON.stringify(v) !== JSON.stringify(start);
  const set = <K extends keyof PacsValues>(k: K, value: PacsValues[K]) => {
    setV((old) => ({ ...old, [k]: value }));
    errors.clear();
    if (['vendor', 'host', 'port', 'username', 'password', 'channel'].includes(k)) {
      setChecked(null);
      setCheckError(null);
    }
  };
  const problems = pacsProblems(v, id !== null);
  const shown = (f: PacsField): string | undefined => {
    const p = tried ? problems[f] : undefined;
    if (p) return intl.formatMessage({ id: PROBLEM[p] }, { min: 3 });
    return errors.byField[f];
  };
  const vendorName = intl.formatMessage({ id: `pacs.vendor.${v.vendor}` as MessageId });

  const runCheck = () => {
    setChecked(null);
    setCheckError(null);
    const body = checkBody(v, id);
    if (!body) {
      setCheckError(intl.formatMessage({ id: 'pacs.checkIncomplete' }));
      return;
    }
    check.mutate(body, {
      onSuccess: setChecked,
      onError: (err) => {
        if (isApiError(err) && err.type === 'validation' && err.detail) errors.apply(err);
        else {
          const d = isApiError(err) ? describeError(err) : { id: 'error.internal_error' };
          setCheckError(intl.formatMessage({ id: d.id as MessageId }, d.values));
        }
      },
    });
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const done = {
      onSuccess: (p: Pacs) => {
        showToast({ kind: 'success', text: intl.formatMessage({ id: id ? 'pacs.saved' : 'pacs.created' }, { name: p.name }) });
        onClose();
      },
      onError: errors.apply,
    };
    if (id === null) create.mutate(pacsCreate(v), done);
    else edit.mutate(pacsWrite(v, true), done);
  };
  const formId = 'pacs-form';
  return (
    <Modal
      title={intl.formatMessage({ id: id ? 'pacs.editTitle' : 'pacs.newTitle' })}
      onClose={onClose}
      confirmTitle={dirty ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      disabled={saving}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {intl.formatMessage({ id: id ? 'app.save' : 'app.create' })}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors.form.length > 0 && <Alert>{errors.form.join(' ')}</Alert>}
        <TextField
          label={intl.formatMessage({ id: 'pacs.name' })}
          autoFocus
          value={v.name}
          error={shown('name')}
          onChange={(e) => set('name', e.target.value)}
          maxLength={255}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={intl.formatMessage({ id: 'pacs.vendor' })}
            value={v.vendor}
            error={shown('vendor')}
            onChange={(e) => set('vendor', e.target.value as PacsValues['vendor'])}
          >
            {PACS_VENDORS.map((x) => (
              <option key={x} value={x}>
                {intl.formatMessage({ id: `pacs.vendor.${x}` as MessageId })}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={intl.formatMessage({ id: 'pacs.kind' })}
            value={v.kind}
            error={shown('kind')}
            onChange={(e) => set('kind', e.target.value as PacsValues['kind'])}
          >
            {PACS_KINDS.map((x) => (
              <option key={x} value={x}>
                {intl.formatMessage({ id: `pacs.kind.${x}` as MessageId })}
              </option>
            ))}
          </SelectField>
        </div>
        {id !== null && v.kind !== start.kind && <Alert kind="warning">{intl.formatMessage({ id: 'pacs.kindChangeHint' })}</Alert>}
        <fieldset className="flex flex-col gap-4 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-700">{intl.formatMessage({ id: 'pacs.connection' })}</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_8rem]">
            <TextField
              label={intl.formatMessage({ id: 'pacs.host' })}
              value={v.host}
              error={shown('host')}
              placeholder="192.168.1.64"
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => set('host', e.target.value)}
              maxLength={255}
            />
            <TextField
              label={intl.formatMessage({ id: 'pacs.port' })}
              inputMode="numeric"
              value={v.port}
              error={shown('port')}
              onChange={(e) => set('port', e.target.value)}
            />
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={intl.formatMessage({ id: 'pacs.username' })}
              autoComplete="off"
              value={v.username}
              error={shown('username')}
              onChange={(e) => set('username', e.target.value)}
              maxLength={255}
            />
            <div className="flex flex-col gap-1">
              <TextField
                label={intl.formatMessage({ id: 'pacs.password' })}
                type="password"
                autoComplete="new-password"
                value={v.password}
                error={shown('password')}
                onChange={(e) => set('password', e.target.value)}
                maxLength={255}
              />
              {id !== null && <p className="text-xs text-slate-500">{intl.formatMessage({ id: 'pacs.passwordKeep' })}</p>}
            </div>
          </div>
          <TextField
            label={intl.formatMessage({ id: 'pacs.channel' })}
            inputMode="numeric"
            className="sm:max-w-[12rem]"
            value={v.channel}
            error={shown('channel')}
            onChange={(e) => set('channel', e.target.value)}
          />
          <div className="flex flex-col gap-2" aria-live="polite">
            <div>
              <Button variant="secondary" onClick={runCheck} disabled={check.isPending}>
                {intl.formatMessage({ id: check.isPending ? 'pacs.checking' : 'pacs.check' })}
              </Button>
            </div>
            {checked && <CheckOutcome result={checked} vendor={vendorName} />}
            {checkError && <Alert>{checkError}</Alert>}
          </div>
        </fieldset>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={intl.formatMessage({ id: 'pacs.place' })}
            value={v.placeId}
            error={shown('placeId')}
            onChange={(e) => set('placeId', e.target.value)}
          >
            <option value="">{intl.formatMessage({ id: 'pacs.noPlace' })}</option>
            {v.placeId && !places.data?.places.some((p) => String(p.id) === v.placeId) && <option value={v.placeId}>#{v.placeId}</option>}
            {(places.data?.places ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-col gap-1">
            <TextField
              label={intl.formatMessage({ id: 'pacs.capacitygroupToken' })}
              autoComplete="off"
              spellCheck={false}
              value={v.capacitygroupToken}
              error={shown('capacitygroupToken')}
              onChange={(e) => set('capacitygroupToken', e.target.value)}
              maxLength={64}
            />
            <p className="text-xs text-slate-500">{intl.formatMessage({ id: 'pacs.capacitygroupHint' })}</p>
          </div>
        </div>
        {v.kind === 'person' ? (
          <ListPicker kind="person" chosen={v.facelistIds} onChange={(ids) => set('facelistIds', ids)} error={shown('facelistIds')} />
        ) : (
          <ListPicker kind="vehicle" chosen={v.listIds} onChange={(ids) => set('listIds', ids)} error={shown('listIds')} />
        )}
      </form>
    </Modal>
  );
}

/** pacs/form: create ({kind?}) or edit ({id}) an access-control system with every field. */
export default function PacsFormModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const id = typeof props.id === 'number' ? props.id : null;
  const q = usePacs(id);
  if (id === null) {
    const start = initialPacsValues();
    if (props.kind === 'vehicle') start.kind = 'vehicle';
    return <PacsForm id={null} start={start} onClose={onClose} />;
  }
  if (q.isError) {
    return (
      <Modal title={intl.formatMessage({ id: 'pacs.editTitle' })} onClose={onClose}>
        <LoadError error={q.error} onRetry={() => void q.refetch()} failed="pacs.oneLoadError" what="pacs" />
      </Modal>
    );
  }
  if (!q.data) return <Spinner />;
  return <PacsForm id={id} start={initialPacsValues(q.data)} onClose={onClose} />;
}
