import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import type { CameraItem } from '../../api/cameras';
import { request } from '../../api/client';
import { usePlaceSearch } from '../../api/places';
import { useSensorkinds } from '../../api/sensorkinds';
import { useSaveSensor, type Sensor } from '../../api/sensors';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { ModalProps } from '../types';
import { FormModal, num, useSaveErrorText } from './FormModal';

/** sensors/new and sensors/edit: kind, name, the place it stands at and the camera that watches it. */
export default function SensorModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const id = num(props.sensorId);
  const sensor = useQuery({ queryKey: ['sensors', id], queryFn: ({ signal }) => request<Sensor>(`/sensors/${id}`, { signal }), enabled: !!id });
  if (id && !sensor.data) {
    return (
      <FormModal
        title={intl.formatMessage({ id: 'sensor.editTitle' })}
        onClose={onClose}
        onSubmit={() => undefined}
        saving={false}
        error={null}
        loading={sensor.isLoading}
        loadError={sensor.error}
        onRetry={() => void sensor.refetch()}
      >
        {null}
      </FormModal>
    );
  }
  return <Form key={id ?? 'new'} sensor={sensor.data ?? null} onClose={onClose} />;
}

function Form({ sensor, onClose }: { sensor: Sensor | null; onClose: () => void }) {
  const intl = useIntl();
  const can = useCan();
  const save = useSaveSensor(sensor?.id ?? null);
  const kinds = useSensorkinds();
  const places = usePlaceSearch({}, null, { limit: 200, enabled: can({ required: ['place_read'] }) });
  const cameras = useQuery({
    queryKey: ['cameras', 'search', { forSensor: true }],
    queryFn: ({ signal }) => request<{ cameras: CameraItem[] }>('/cameras/search', { method: 'POST', signal, body: { json: { query: {}, limit: 200 } } }),
    enabled: can({ required: ['camera_read'] }),
  });
  const [form, setForm] = useState({
    kind: sensor?.kind ?? '',
    name: sensor?.name ?? '',
    placeId: sensor?.placeId ? String(sensor.placeId) : '',
    streamId: sensor?.streamId ? String(sensor.streamId) : '',
  });
  const [dirty, setDirty] = useState(false);
  const [touched, setTouched] = useState(false);
  const set = (patch: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setDirty(true);
  };
  const error = useSaveErrorText(save.error);
  const required = intl.formatMessage({ id: 'places.form.required' });
  return (
    <FormModal
      title={intl.formatMessage({ id: sensor ? 'sensor.editTitle' : 'sensor.newTitle' })}
      onClose={onClose}
      saving={save.isPending}
      error={error}
      dirty={dirty}
      onSubmit={() => {
        setTouched(true);
        if (!form.kind || !form.name.trim()) return;
        save.mutate(
          {
            kind: form.kind,
            name: form.name.trim(),
            placeId: form.placeId ? Number(form.placeId) : null,
            streamId: form.streamId ? Number(form.streamId) : null,
          },
          { onSuccess: onClose },
        );
      }}
    >
      <TextField
        label={intl.formatMessage({ id: 'places.form.name' })}
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
        required
        maxLength={255}
        autoFocus
        error={touched && !form.name.trim() ? required : undefined}
      />
      <SelectField
        label={intl.formatMessage({ id: 'sensor.kind' })}
        value={form.kind}
        onChange={(e) => set({ kind: e.target.value })}
        required
        error={touched && !form.kind ? required : undefined}
      >
        <option value="">{intl.formatMessage({ id: 'sensor.chooseKind' })}</option>
        {kinds.data?.map((k) => (
          <option key={k.ident} value={k.ident}>
            {k.name} ({k.ident})
          </option>
        ))}
      </SelectField>
      <SelectField label={intl.formatMessage({ id: 'sensor.place' })} value={form.placeId} onChange={(e) => set({ placeId: e.target.value })}>
        <option value="">{intl.formatMessage({ id: 'places.none' })}</option>
        {places.data?.places.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={intl.formatMessage({ id: 'sensor.camera' })} value={form.streamId} onChange={(e) => set({ streamId: e.target.value })}>
        <option value="">{intl.formatMessage({ id: 'places.none' })}</option>
        {cameras.data?.cameras.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
