import { DEFAULT_FACE_EXACT_THRESHOLD, DEFAULT_FACE_THRESHOLD, PRIORITIES } from '@argus/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCreateFacelist, useFacelist, useUpdateFacelist, type Facelist } from '../../api/facelists';
import { useGroupOptions } from '../../api/groups';
import { useCreatePlatelist, usePlatelist, useUpdatePlatelist, type Platelist } from '../../api/platelists';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { percentToThreshold, thresholdProblem, thresholdToPercent } from '../../lib/listFields';
import type { ModalProps } from '../types';
import { useFormErrors } from './formErrors';

type Kind = 'face' | 'plate';
type Values = {
  kind: Kind;
  name: string;
  description: string;
  priority: string;
  groupId: string;
  threshold: string;
  exactThreshold: string;
  activityTracking: boolean;
};

const FIELDS = ['name', 'description', 'priority', 'groupId', 'threshold', 'exactThreshold', 'activityTracking'] as const;

function initial(kind: Kind, list: Facelist | Platelist | undefined): Values {
  const face = list && 'threshold' in list ? list : undefined;
  return {
    kind,
    name: list?.name ?? '',
    description: list?.description ?? '',
    priority: list?.priority ?? 'medium',
    groupId: list?.groupId ? String(list.groupId) : '',
    threshold: String(thresholdToPercent(face ? face.threshold : DEFAULT_FACE_THRESHOLD)),
    exactThreshold: String(thresholdToPercent(face ? face.exactThreshold : DEFAULT_FACE_EXACT_THRESHOLD)),
    activityTracking: face?.activityTracking ?? false,
  };
}

function ListForm({ id, start, onClose }: { id: number | null; start: Values; onClose: () => void }) {
  const intl = useIntl();
  const [v, setV] = useState<Values>(start);
  const [tried, setTried] = useState(false);
  const groups = useGroupOptions(undefined);
  const createFace = useCreateFacelist();
  const createPlate = useCreatePlatelist();
  const updateFace = useUpdateFacelist(id ?? 0);
  const updatePlate = useUpdatePlatelist(id ?? 0);
  const errors = useFormErrors(FIELDS);
  const busy = createFace.isPending || createPlate.isPending || updateFace.isPending || updatePlate.isPending;
  const dirty = JSON.stringify(v) !== JSON.stringify(start);
  const set = <K extends keyof Values>(k: K, value: Values[K]) => {
    setV({ ...v, [k]: value });
    errors.clear();
  };
  const nameError = v.name.trim().length < 3 ? intl.formatMessage({ id: 'form.tooShort' }, { min: 3 }) : undefined;
  const tp = v.kind === 'face' ? thresholdProblem(v.threshold, v.exactThreshold) : null;
  const local = {
    name: nameError,
    threshold: tp === 'threshold' ? intl.formatMessage({ id: 'lists.percentInvalid' }) : undefined,
    exactThreshold:
      tp === 'exactThreshold'
        ? intl.formatMessage({ id: 'lists.percentInvalid' })
        : tp === 'order'
          ? intl.formatMessage({ id: 'lists.exactBelowThreshold' })
          : undefined,
  };
  const shown = (f: (typeof FIELDS)[number]) => (tried ? (local as Record<string, string | undefined>)[f] : undefined) ?? errors.byField[f];

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (local.name || local.threshold || local.exactThreshold) return;
    const common = {
      name: v.name.trim(),
      description: v.description.trim(),
      priority: v.priority as Facelist['priority'],
      groupId: v.groupId ? Number(v.groupId) : null,
    };
    const face = {
      ...common,
      threshold: percentToThreshold(v.threshold) ?? 0,
      exactThreshold: percentToThreshold(v.exactThreshold) ?? 0,
      activityTracking: v.activityTracking,
    };
    const done = (l: { name: string }) => {
      showToast({ kind: 'success', text: intl.formatMessage({ id: id ? 'lists.listSaved' : 'lists.listCreated' }, { name: l.name }) });
      onClose();
    };
    const opts = { onSuccess: done, onError: errors.apply };
    if (v.kind === 'face') (id ? updateFace : createFace).mutate(face, opts);
    else (id ? updatePlate : createPlate).mutate(common, opts);
  };
  const formId = 'list-form';
  return (
    <Modal
      title={intl.formatMessage({ id: id ? 'lists.editList' : v.kind === 'face' ? 'lists.newFacelist' : 'lists.newPlatelist' })}
      onClose={onClose}
      confirmTitle={dirty ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      disabled={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {intl.formatMessage({ id: id ? 'app.save' : 'app.create' })}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors.form.length > 0 && <Alert>{errors.form.join(' ')}</Alert>}
        {!id && (
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-medium text-slate-700">{intl.formatMessage({ id: 'lists.kind' })}</legend>
            {(['face', 'plate'] as const).map((k) => (
              <label key={k} className="flex min-h-10 items-center gap-2 text-sm">
                <input type="radio" name="kind" className="h-4 w-4 accent-brand-600" checked={v.kind === k} onChange={() => set('kind', k)} />
                {intl.formatMessage({ id: k === 'face' ? 'lists.kindFace' : 'lists.kindPlate' })}
              </label>
            ))}
          </fieldset>
        )}
        <TextField
          label={intl.formatMessage({ id: 'lists.name' })}
          autoFocus
          value={v.name}
          error={shown('name')}
          onChange={(e) => set('name', e.target.value)}
          maxLength={255}
        />
        <TextAreaField
          label={intl.formatMessage({ id: 'lists.description' })}
          value={v.description}
          error={shown('description')}
          onChange={(e) => set('description', e.target.value)}
          rows={3}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={intl.formatMessage({ id: 'lists.priority' })}
            value={v.priority}
            error={shown('priority')}
            onChange={(e) => set('priority', e.target.value)}
          >
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {intl.formatMessage({ id: `lists.priority.${p}` as 'lists.priority.low' })}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={intl.formatMessage({ id: 'lists.group' })}
            hint={intl.formatMessage({ id: 'lists.groupHint' })}
            value={v.groupId}
            error={shown('groupId')}
            onChange={(e) => set('groupId', e.target.value)}
          >
            <option value="">{intl.formatMessage({ id: 'lists.noGroup' })}</option>
            {(groups.data ?? []).map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </SelectField>
        </div>
        {v.kind === 'face' && (
          <>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField
                label={intl.formatMessage({ id: 'lists.thresholdPercent' })}
                inputMode="decimal"
                value={v.threshold}
                error={shown('threshold')}
                onChange={(e) => set('threshold', e.target.value)}
              />
              <TextField
                label={intl.formatMessage({ id: 'lists.exactThresholdPercent' })}
                inputMode="decimal"
                value={v.exactThreshold}
                error={shown('exactThreshold')}
                onChange={(e) => set('exactThreshold', e.target.value)}
              />
            </div>
            <p className="-mt-2 text-xs text-slate-500">{intl.formatMessage({ id: 'lists.thresholdHint' })}</p>
            <CheckboxField
              label={intl.formatMessage({ id: 'lists.activityTracking' })}
              hint={intl.formatMessage({ id: 'lists.activityTrackingHint' })}
              checked={v.activityTracking}
              onChange={(e) => set('activityTracking', e.target.checked)}
            />
          </>
        )}
      </form>
    </Modal>
  );
}

/** superlists/new and superlists/edit: a face list or a plate list, every field of either kind. */
export default function ListFormModal({ props, onClose }: ModalProps) {
  const kind: Kind = props.kind === 'plate' ? 'plate' : 'face';
  const id = typeof props.id === 'number' ? props.id : null;
  const face = useFacelist(id !== null && kind === 'face' ? id : null);
  const plate = usePlatelist(id !== null && kind === 'plate' ? id : null);
  const intl = useIntl();
  if (id === null) return <ListForm id={null} start={initial(kind, undefined)} onClose={onClose} />;
  const q = kind === 'face' ? face : plate;
  if (q.isError) {
    return (
      <Modal title={intl.formatMessage({ id: 'lists.editList' })} onClose={onClose}>
        <LoadError error={q.error} onRetry={() => void q.refetch()} failed="lists.loadError" what="list" />
      </Modal>
    );
  }
  if (!q.data) return <Spinner />;
  return <ListForm id={id} start={initial(kind, q.data)} onClose={onClose} />;
}
