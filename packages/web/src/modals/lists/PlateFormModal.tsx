import { COLORS } from '@argus/contracts';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { uploadImage } from '../../api/images';
import { useCreatePlate, usePlate, useUpdatePlate, type Plate, type PlateWrite } from '../../api/plates';
import { useVehicleMakes } from '../../api/vehicles';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { uploadErrorText } from '../../lib/errorText';
import { attributesToRows, dateOnlyProblem, localToday, optionalText, rowsToAttributes, type AttributeRow } from '../../lib/listFields';
import { usePlateText } from '../../pages/lists/PlatelistPage';
import type { ModalProps } from '../types';
import { AttributesEditor } from './AttributesEditor';
import { ItemFormModal, LoadedItem } from './ItemFormModal';
import { useFormErrors } from './formErrors';

const FIELDS = [
  'number',
  'ownerFullName',
  'ownerDocumentNumber',
  'ownerBirthDate',
  'vehicleManufacturer',
  'vehicleModel',
  'vehicleType',
  'vehicleColor',
  'vehicleManufactureDate',
  'vehicleImageId',
  'attributes',
] as const;
const VEHICLE_TYPES = ['car', 'truck', 'bus', 'van', 'motorcycle', 'trailer'] as const;
const NUMBER = /^[0-9\p{L} -]{3,20}$/u;

type Values = {
  number: string;
  ownerFullName: string;
  ownerDocumentNumber: string;
  ownerBirthDate: string;
  vehicleManufacturer: string;
  vehicleModel: string;
  vehicleType: string;
  vehicleColor: string;
  vehicleManufactureDate: string;
  attributes: AttributeRow[];
};

type Image = { id: string | null; url: string | null; uploading: boolean; error: string | null };

function PlateForm({ platelistId, plate, onClose }: { platelistId: number; plate: Plate | null; onClose: () => void }) {
  const intl = useIntl();
  const makesId = useId();
  const modelsId = useId();
  const start: Values = {
    number: plate?.number ?? '',
    ownerFullName: plate?.ownerFullName ?? '',
    ownerDocumentNumber: plate?.ownerDocumentNumber ?? '',
    ownerBirthDate: plate?.ownerBirthDate ?? '',
    vehicleManufacturer: plate?.vehicleManufacturer ?? '',
    vehicleModel: plate?.vehicleModel ?? '',
    vehicleType: plate?.vehicleType ?? '',
    vehicleColor: plate?.vehicleColor ?? '',
    vehicleManufactureDate: plate?.vehicleManufactureDate ?? '',
    attributes: attributesToRows(plate?.attributes),
  };
  const [v, setV] = useState<Values>(start);
  const [image, setImage] = useState<Image>({ id: plate?.vehicleImageId ?? null, url: plate?.vehicleImageUrl ?? null, uploading: false, error: null });
  const [tried, setTried] = useState(false);
  const makes = useVehicleMakes();
  const create = useCreatePlate();
  const update = useUpdatePlate(plate?.id ?? 0);
  const errors = useFormErrors(FIELDS);
  const { show } = usePlateText();
  const busy = create.isPending || update.isPending;
  const dirty = JSON.stringify(v) !== JSON.stringify(start) || image.id !== (plate?.vehicleImageId ?? null);
  const set = <K extends keyof Values>(k: K, value: Values[K]) => {
    setV({ ...v, [k]: value });
    errors.clear();
  };
  useEffect(
    () => () => {
      if (image.url?.startsWith('blob:')) URL.revokeObjectURL(image.url);
    },
    [image.url],
  );

  const make = (makes.data ?? []).find((m) => m.publicName.toLowerCase() === v.vehicleManufacturer.trim().toLowerCase());
  const today = localToday();
  const tooShort = (s: string) => (s.trim().length > 0 && s.trim().length < 3 ? intl.formatMessage({ id: 'form.tooShort' }, { min: 3 }) : undefined);
  const dateError = (s: string) => {
    const p = dateOnlyProblem(s, today);
    return p ? intl.formatMessage({ id: p === 'future' ? 'lists.dateFuture' : 'lists.dateInvalid' }) : undefined;
  };
  const { duplicates } = rowsToAttributes(v.attributes);
  const local: Partial<Record<(typeof FIELDS)[number], string | undefined>> = {
    number: NUMBER.test(v.number.trim()) ? undefined : intl.formatMessage({ id: 'lists.plateNumberInvalid' }),
    ownerFullName: tooShort(v.ownerFullName),
    ownerDocumentNumber: tooShort(v.ownerDocumentNumber),
    ownerBirthDate: dateError(v.ownerBirthDate),
    vehicleManufactureDate: dateError(v.vehicleManufactureDate),
    attributes: duplicates.length ? intl.formatMessage({ id: 'lists.attributeDuplicate' }, { keys: duplicates.join(', ') }) : undefined,
  };
  const shown = (f: (typeof FIELDS)[number]) => (tried ? local[f] : undefined) ?? errors.byField[f];

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    const preview = URL.createObjectURL(file);
    setImage({ id: null, url: preview, uploading: true, error: null });
    uploadImage('vehicle', file).then(
      (u) => setImage({ id: u.id, url: preview, uploading: false, error: null }),
      (err: unknown) => setImage({ id: null, url: null, uploading: false, error: uploadErrorText(intl, err) }),
    );
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (image.uploading || Object.values(local).some(Boolean)) return;
    const body: PlateWrite = {
      number: v.number.trim(),
      ownerFullName: optionalText(v.ownerFullName),
      ownerDocumentNumber: optionalText(v.ownerDocumentNumber),
      ownerBirthDate: v.ownerBirthDate || null,
      vehicleManufacturer: optionalText(v.vehicleManufacturer),
      vehicleModel: optionalText(v.vehicleModel),
      vehicleType: optionalText(v.vehicleType),
      vehicleColor: (v.vehicleColor || null) as Plate['vehicleColor'],
      vehicleManufactureDate: v.vehicleManufactureDate || null,
      vehicleImageId: image.id,
      attributes: rowsToAttributes(v.attributes).attributes,
    };
    const onSuccess = (p: Plate) => {
      showToast({ kind: 'success', text: intl.formatMessage({ id: plate ? 'lists.plateSaved' : 'lists.plateCreated' }, { number: show(p.number) }) });
      onClose();
    };
    if (plate) update.mutate(body, { onSuccess, onError: errors.apply });
    else create.mutate({ ...body, platelistId }, { onSuccess, onError: errors.apply });
  };

  return (
    <ItemFormModal
      title={intl.formatMessage({ id: plate ? 'lists.editPlate' : 'lists.newPlate' })}
      formId="plate-form"
      editing={!!plate}
      dirty={dirty}
      busy={busy}
      blocked={image.uploading}
      onClose={onClose}
    >
      <form id="plate-form" noValidate onSubmit={submit} className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          {errors.form.length > 0 && <Alert>{errors.form.join(' ')}</Alert>}
          <div>
            <TextField
              label={intl.formatMessage({ id: 'lists.plateNumber' })}
              autoFocus
              value={v.number}
              error={shown('number')}
              onChange={(e) => set('number', e.target.value)}
              maxLength={20}
              className="font-mono"
            />
            {v.number.trim() && (
              <p className="mt-1 text-xs text-slate-500" aria-live="polite">
                {intl.formatMessage({ id: 'lists.plateShownAs' }, { number: show(v.number.trim()) })}
              </p>
            )}
          </div>
          <TextField
            label={intl.formatMessage({ id: 'lists.owner' })}
            value={v.ownerFullName}
            error={shown('ownerFullName')}
            onChange={(e) => set('ownerFullName', e.target.value)}
            maxLength={255}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={intl.formatMessage({ id: 'lists.ownerDocument' })}
              value={v.ownerDocumentNumber}
              error={shown('ownerDocumentNumber')}
              onChange={(e) => set('ownerDocumentNumber', e.target.value)}
              maxLength={64}
            />
            <TextField
              label={intl.formatMessage({ id: 'lists.ownerBirthDate' })}
              type="date"
              max={today}
              value={v.ownerBirthDate}
              error={shown('ownerBirthDate')}
              onChange={(e) => set('ownerBirthDate', e.target.value)}
            />
          </div>
          <AttributesEditor rows={v.attributes} onChange={(rows) => set('attributes', rows)} error={shown('attributes')} />
        </div>
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={intl.formatMessage({ id: 'lists.vehicleMake' })}
              list={makesId}
              value={v.vehicleManufacturer}
              error={shown('vehicleManufacturer')}
              onChange={(e) => set('vehicleManufacturer', e.target.value)}
              maxLength={64}
            />
            <datalist id={makesId}>
              {(makes.data ?? []).map((m) => (
                <option key={m.privateName} value={m.publicName} />
              ))}
            </datalist>
            <TextField
              label={intl.formatMessage({ id: 'lists.vehicleModel' })}
              list={modelsId}
              value={v.vehicleModel}
              error={shown('vehicleModel')}
              onChange={(e) => set('vehicleModel', e.target.value)}
              maxLength={64}
            />
            <datalist id={modelsId}>
              {(make?.model ?? []).map((m) => (
                <option key={m.privateName} value={m.publicName} />
              ))}
            </datalist>
          </div>
          {makes.isError && <p className="text-xs text-slate-500">{intl.formatMessage({ id: 'lists.makesUnavailable' })}</p>}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label={intl.formatMessage({ id: 'lists.vehicleType' })}
              value={v.vehicleType}
              error={shown('vehicleType')}
              onChange={(e) => set('vehicleType', e.target.value)}
            >
              <option value="">{intl.formatMessage({ id: 'lists.notSet' })}</option>
              {VEHICLE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {intl.formatMessage({ id: `lists.vehicleType.${t}` as 'lists.vehicleType.car' })}
                </option>
              ))}
              {v.vehicleType && !(VEHICLE_TYPES as readonly string[]).includes(v.vehicleType) && <option value={v.vehicleType}>{v.vehicleType}</option>}
            </SelectField>
            <SelectField
              label={intl.formatMessage({ id: 'lists.vehicleColor' })}
              value={v.vehicleColor}
              error={shown('vehicleColor')}
              onChange={(e) => set('vehicleColor', e.target.value)}
            >
              <option value="">{intl.formatMessage({ id: 'lists.notSet' })}</option>
              {COLORS.map((c) => (
                <option key={c} value={c}>
                  {intl.formatMessage({ id: `lists.color.${c}` as 'lists.color.black' })}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField
            label={intl.formatMessage({ id: 'lists.manufactureDate' })}
            type="date"
            max={today}
            value={v.vehicleManufactureDate}
            error={shown('vehicleManufactureDate')}
            onChange={(e) => set('vehicleManufactureDate', e.target.value)}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{intl.formatMessage({ id: 'lists.vehicleImage' })}</legend>
            {image.url && <img src={image.url} alt={intl.formatMessage({ id: 'lists.vehicleImage' })} className="max-h-40 w-fit rounded object-contain" />}
            {image.uploading && <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'lists.uploading' })}</p>}
            {(image.error || shown('vehicleImageId')) && <p className="text-sm text-red-700">{image.error ?? shown('vehicleImageId')}</p>}
            <div className="flex flex-wrap gap-2">
              <label className="inline-flex min-h-10 cursor-pointer items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-100">
                {intl.formatMessage({ id: 'lists.chooseImage' })}
                <input type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" onChange={(e) => pickImage(e.target.files?.[0])} />
              </label>
              {image.id && (
                <Button variant="ghost" onClick={() => setImage({ id: null, url: null, uploading: false, error: null })}>
                  {intl.formatMessage({ id: 'lists.removeImage' })}
                </Button>
              )}
            </div>
          </fieldset>
        </div>
      </form>
    </ItemFormModal>
  );
}

/** plates/new (props platelistId) and plates/edit (props plateId). */
export default function PlateFormModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const plateId = typeof props.plateId === 'number' ? props.plateId : null;
  const plate = usePlate(plateId);
  return (
    <LoadedItem
      id={plateId}
      query={plate}
      title={intl.formatMessage({ id: 'lists.editPlate' })}
      loadError="lists.plateLoadError"
      what="plate"
      onClose={onClose}
    >
      {(p) => <PlateForm platelistId={p?.platelistId ?? Number(props.platelistId)} plate={p} onClose={onClose} />}
    </LoadedItem>
  );
}
