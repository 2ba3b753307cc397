import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/errors';
import { useEvent } from '../../api/events';
import { useFacelistSearch } from '../../api/facelists';
import { uploadFacePhoto, useCreateFace } from '../../api/faces';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { showToast } from '../../components/toastStore';
import { localToday, optionalText } from '../../lib/listFields';
import type { ModalProps } from '../types';
import { useFormErrors } from './formErrors';
import { PersonFields, usePersonProblems } from './PersonFields';

const FIELDS = ['fullName', 'facelistId', 'sex', 'birthDate', 'documentNumber', 'images'] as const;

/**
 * unrecognized-faces/new (props eventId): enrols the face of an fr event nobody was matched to.
 * The event's snapshot is stored as a face photo, checked for its face, then the face is created.
 */
export default function UnrecognizedFaceModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const eventId = typeof props.eventId === 'string' ? props.eventId : null;
  const event = useEvent(eventId);
  const lists = useFacelistSearch('', null, { limit: 100 });
  const create = useCreateFace();
  const errors = useFormErrors(FIELDS, { upload_meta_not_found: 'lists.submitNoFace', face_image_many_faces: 'lists.submitManyFaces' });
  const [v, setV] = useState({ facelistId: '', fullName: '', sex: '', birthDate: '', documentNumber: '' });
  const [tried, setTried] = useState(false);
  const [storing, setStoring] = useState(false);
  const [refusal, setRefusal] = useState<'noFace' | 'manyFaces' | null>(null);
  const set = (k: keyof typeof v, value: string) => {
    setV({ ...v, [k]: value });
    errors.clear();
  };
  const today = localToday();
  const facelistId = v.facelistId || (lists.data?.facelists[0] ? String(lists.data.facelists[0].id) : '');
  const local = {
    facelistId: facelistId ? undefined : intl.formatMessage({ id: 'lists.chooseList' }),
    ...usePersonProblems(v, today),
  };
  const shown = (f: (typeof FIELDS)[number]) => (tried ? (local as Record<string, string | undefined>)[f] : undefined) ?? errors.byField[f];
  const busy = storing || create.isPending;
  const e = event.data;
  const url = e?.snapshotUrl ?? e?.sceneUrl ?? null;

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    setTried(true);
    setRefusal(null);
    if (!e || !url || Object.values(local).some(Boolean)) return;
    setStoring(true);
    try {
      const res = await fetch(url);
      if (!res.ok) throw new Error(intl.formatMessage({ id: 'lists.snapshotUnavailable' }));
      const stored = await uploadFacePhoto(await res.blob(), `event-${e.eventId}.jpg`);
      const rect = e.event.detection?.rect;
      if (stored.meta.length === 0 || (stored.meta.length > 1 && !rect)) {
        setRefusal(stored.meta.length === 0 ? 'noFace' : 'manyFaces');
        return;
      }
      const image = stored.meta.length > 1 && rect ? { imageId: stored.id, rect } : { imageId: stored.id };
      create.mutate(
        {
          facelistId: Number(facelistId),
          fullName: v.fullName.trim(),
          sex: v.sex === 'male' || v.sex === 'female' ? v.sex : null,
          birthDate: v.birthDate || null,
          documentNumber: optionalText(v.documentNumber),
          images: [image],
        },
        {
          onSuccess: (f) => {
            showToast({ kind: 'success', text: intl.formatMessage({ id: 'lists.faceCreated' }, { name: f.fullName }) });
            onClose();
          },
          onError: errors.apply,
        },
      );
    } catch (err) {
      errors.apply(isApiError(err) ? err : new Error(String(err)));
    } finally {
      setStoring(false);
    }
  };

  return (
    <Modal
      title={intl.formatMessage({ id: 'lists.unrecognized.title' })}
      onClose={onClose}
      disabled={busy}
      confirmTitle={v.fullName ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button type="submit" form="unrecognized-form" disabled={busy || !e || !url}>
            {intl.formatMessage({ id: 'lists.unrecognized.add' })}
          </Button>
        </>
      }
    >
      {event.isPending && eventId ? (
        <Spinner />
      ) : !e ? (
        <Alert>{intl.formatMessage({ id: 'lists.unrecognized.noEvent' })}</Alert>
      ) : (
        <form id="unrecognized-form" noValidate onSubmit={(ev) => void submit(ev)} className="flex flex-col gap-4">
          {url ? (
            <img
              src={url}
              alt={intl.formatMessage({ id: 'lists.unrecognized.snapshot' }, { camera: e.origin.cameraName })}
              className="max-h-56 w-fit rounded object-contain"
            />
          ) : (
            <Alert kind="warning">{intl.formatMessage({ id: 'lists.snapshotUnavailable' })}</Alert>
          )}
          <p className="text-xs text-slate-500">
            {e.origin.cameraName} · {intl.formatDate(e.ts, { dateStyle: 'short', timeStyle: 'medium' })}
          </p>
          {refusal && <Alert>{intl.formatMessage({ id: refusal === 'noFace' ? 'lists.submitNoFace' : 'lists.submitManyFaces' })}</Alert>}
          {errors.form.length > 0 && <Alert>{errors.form.join(' ')}</Alert>}
          <SelectField
            label={intl.formatMessage({ id: 'lists.facelist' })}
            value={facelistId}
            error={shown('facelistId')}
            onChange={(ev) => set('facelistId', ev.target.value)}
          >
            {!lists.data?.facelists.length && <option value="">{intl.formatMessage({ id: 'lists.noFacelists' })}</option>}
            {(lists.data?.facelists ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </SelectField>
          <PersonFields v={v} set={set} shown={shown} today={today} />
        </form>
      )}
    </Modal>
  );
}
