import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/errors';
import { uploadFacePhoto, useCreateFace, useFace, useUpdateFace, type Face, type FaceWrite } from '../../api/faces';
import { Alert } from '../../components/Alert';
import type { MessageId } from '../../i18n/messages/en';
import { showToast } from '../../components/toastStore';
import { attributesToRows, localToday, optionalText, rowsToAttributes, type AttributeRow } from '../../lib/listFields';
import type { ModalProps } from '../types';
import { AttributesEditor } from './AttributesEditor';
import { ItemFormModal, LoadedItem } from './ItemFormModal';
import { PersonFields, usePersonProblems } from './PersonFields';
import { useFormErrors } from './formErrors';
import { PhotoPicker, type PhotoState } from './PhotoPicker';
import { photoRefusal } from './photoRefusal';

const MAX_PHOTOS = 10;
const FIELDS = ['fullName', 'sex', 'birthDate', 'documentNumber', 'attributes', 'images'] as const;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type Values = { fullName: string; sex: string; birthDate: string; documentNumber: string; attributes: AttributeRow[] };

let counter = 0;
const nextKey = () => `p${(counter += 1)}`;

/** Uploads chosen photos at once and tells, per photo, whether the server found exactly one face on it. */
export function usePhotos(start: PhotoState[]) {
  const intl = useIntl();
  const [photos, setPhotos] = useState<PhotoState[]>(start);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((u) => URL.revokeObjectURL(u)), []);
  const patch = (key: string, next: PhotoState) => setPhotos((all) => all.map((p) => (p.key === key ? next : p)));
  const add = (files: File[]) => {
    for (const file of files) {
      const key = nextKey();
      const preview = URL.createObjectURL(file);
      previews.current.push(preview);
      const base = { key, kind: 'new' as const, fileName: file.name, preview };
      if (!TYPES.includes(file.type)) {
        setPhotos((all) => [...all, { ...base, status: 'refused', reason: 'type' }]);
        continue;
      }
      setPhotos((all) => [...all, { ...base, status: 'uploading' }]);
      uploadFacePhoto(file, file.name).then(
        (u) => {
          if (u.meta.length === 1) patch(key, { ...base, status: 'ok', imageId: u.id });
          else patch(key, { ...base, status: 'refused', reason: u.meta.length === 0 ? 'noFace' : 'manyFaces' });
        },
        (err: unknown) => patch(key, { ...base, status: 'refused', ...photoRefusal(err, (id, values) => intl.formatMessage({ id: id as MessageId }, values)) }),
      );
    }
  };
  const remove = (key: string) => setPhotos((all) => all.filter((p) => p.key !== key));
  const refuse = (imageId: string, reason: 'noFace' | 'manyFaces') =>
    setPhotos((all) =>
      all.map((p) =>
        p.kind === 'new' && p.status === 'ok' && p.imageId === imageId
          ? { key: p.key, kind: 'new', fileName: p.fileName, preview: p.preview, status: 'refused', reason }
          : p,
      ),
    );
  return { photos, add, remove, refuse };
}

function FaceForm({ facelistId, face, onClose }: { facelistId: number; face: Face | null; onClose: () => void }) {
  const intl = useIntl();
  const start: Values = {
    fullName: face?.fullName ?? '',
    sex: face?.sex ?? '',
    birthDate: face?.birthDate ?? '',
    documentNumber: face?.documentNumber ?? '',
    attributes: attributesToRows(face?.attributes),
  };
  const [v, setV] = useState<Values>(start);
  const [tried, setTried] = useState(false);
  const photos = usePhotos((face?.images ?? []).map((i) => ({ key: `e${i.id}`, kind: 'existing' as const, imageId: i.imageId, url: i.url })));
  const create = useCreateFace();
  const update = useUpdateFace(face?.id ?? 0);
  const errors = useFormErrors(FIELDS, { upload_meta_not_found: 'lists.submitNoFace', face_image_many_faces: 'lists.submitManyFaces' });
  const busy = create.isPending || update.isPending;
  const uploading = photos.photos.some((p) => p.kind === 'new' && p.status === 'uploading');
  const usable = photos.photos.filter((p): p is Extract<PhotoState, { imageId: string }> => p.kind === 'existing' || p.status === 'ok');
  const dirty = JSON.stringify(v) !== JSON.stringify(start) || photos.photos.some((p) => p.kind === 'new') || usable.length !== (face?.images.length ?? 0);
  const set = <K extends keyof Values>(k: K, value: Values[K]) => {
    setV({ ...v, [k]: value });
    errors.clear();
  };
  const today = localToday();
  const { duplicates } = rowsToAttributes(v.attributes);
  const local = {
    ...usePersonProblems(v, today),
    attributes: duplicates.length ? intl.formatMessage({ id: 'lists.attributeDuplicate' }, { keys: duplicates.join(', ') }) : undefined,
    images: usable.length === 0 ? intl.formatMessage({ id: 'lists.photoRequired' }) : undefined,
  };
  const shown = (f: (typeof FIELDS)[number]) => (tried ? (local as Record<string, string | undefined>)[f] : undefined) ?? errors.byField[f];

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (uploading || Object.values(local).some(Boolean)) return;
    const body = {
      fullName: v.fullName.trim(),
      sex: v.sex === 'male' || v.sex === 'female' ? v.sex : null,
      birthDate: v.birthDate || null,
      documentNumber: optionalText(v.documentNumber),
      attributes: rowsToAttributes(v.attributes).attributes,
      images: usable.map((p) => ({ imageId: p.imageId })),
    } satisfies FaceWrite;
    const onError = (err: unknown) => {
      // The server refuses a photo it finds no face (or several faces) on: mark it as refused.
      if (
        isApiError(err) &&
        (err.type === 'upload_meta_not_found' || err.type === 'face_image_many_faces') &&
        usable.length === 1 &&
        usable[0]?.kind === 'new'
      ) {
        photos.refuse(usable[0].imageId, err.type === 'upload_meta_not_found' ? 'noFace' : 'manyFaces');
      }
      errors.apply(err);
    };
    const onSuccess = (f: Face) => {
      showToast({ kind: 'success', text: intl.formatMessage({ id: face ? 'lists.faceSaved' : 'lists.faceCreated' }, { name: f.fullName }) });
      onClose();
    };
    if (face) update.mutate(body, { onSuccess, onError });
    else create.mutate({ ...body, facelistId }, { onSuccess, onError });
  };
  return (
    <ItemFormModal
      title={intl.formatMessage({ id: face ? 'lists.editFace' : 'lists.newFace' })}
      formId="face-form"
      editing={!!face}
      dirty={dirty}
      busy={busy}
      blocked={uploading}
      onClose={onClose}
    >
      <form id="face-form" noValidate onSubmit={submit} className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          {errors.form.length > 0 && <Alert>{errors.form.join(' ')}</Alert>}
          <PersonFields v={v} set={set} shown={shown} today={today} />
          <AttributesEditor rows={v.attributes} onChange={(rows) => set('attributes', rows)} error={shown('attributes')} />
        </div>
        <PhotoPicker photos={photos.photos} onAdd={photos.add} onRemove={photos.remove} max={MAX_PHOTOS} error={shown('images')} />
      </form>
    </ItemFormModal>
  );
}

/** faces/new (props facelistId) and faces/edit (props faceId). */
export default function FaceFormModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const faceId = typeof props.faceId === 'number' ? props.faceId : null;
  const face = useFace(faceId);
  return (
    <LoadedItem id={faceId} query={face} title={intl.formatMessage({ id: 'lists.editFace' })} loadError="lists.faceLoadError" what="face" onClose={onClose}>
      {(f) => <FaceForm facelistId={f?.facelistId ?? Number(props.facelistId)} face={f} onClose={onClose} />}
    </LoadedItem>
  );
}
