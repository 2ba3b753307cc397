import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCan } from '../../access/useCan';
import { useConfig } from '../../api/config';
import { useGroupOptions } from '../../api/groups';
import { usePlacecategories } from '../../api/placecategories';
import { usePlacekinds } from '../../api/placekinds';
import { usePlace, useSavePlace, type Place } from '../../api/places';
import { usePlacetags } from '../../api/placetags';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { treeRows } from '../../lib/categoryTree';
import type { ModalProps } from '../types';
import { FormModal, num, useSaveErrorText } from './FormModal';

/** places/new and places/edit: name, position, category, kind, tags, group, cohort tracking. */
export default function PlaceFormModal({ props, onClose }: ModalProps) {
  const id = num(props.placeId);
  const place = usePlace(id ?? 0, !!id);
  if (id && !place.data) {
    return (
      <Body key="loading" place={null} onClose={onClose} loading={place.isLoading} loadError={place.error} onRetry={() => void place.refetch()} props={props} />
    );
  }
  return <Body key={id ?? 'new'} place={place.data ?? null} onClose={onClose} props={props} />;
}

function Body({
  place,
  props,
  onClose,
  loading = false,
  loadError = null,
  onRetry,
}: {
  place: Place | null;
  props: Record<string, unknown>;
  onClose: () => void;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const config = useConfig();
  const [defLat, defLng] = config.map.defaultPlaceLatlng;
  const save = useSavePlace(place?.id ?? null);
  const categories = usePlacecategories();
  const kinds = usePlacekinds();
  const tags = usePlacetags();
  const can = useCan();
  const groups = useGroupOptions(undefined, can({ required: ['group_read'] }));
  const [form, setForm] = useState({
    name: place?.name ?? '',
    description: place?.description ?? '',
    latitude: String(place?.latitude ?? num(props.latitude) ?? defLat ?? ''),
    longitude: String(place?.longitude ?? num(props.longitude) ?? defLng ?? ''),
    cohortTracking: place?.cohortTracking ?? false,
    groupId: String(place?.groupId ?? ''),
    categoryId: String(place?.category?.id ?? num(props.categoryId) ?? ''),
    kindId: String(place?.kind?.id ?? ''),
    tagIds: new Set(place?.tags.map((t) => t.id) ?? []),
  });
  const [dirty, setDirty] = useState(false);
  const set = (patch: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setDirty(true);
  };
  const lat = Number(form.latitude);
  const lng = Number(form.longitude);
  const latError =
    form.latitude.trim() === '' || !Number.isFinite(lat) || Math.abs(lat) > 90 ? intl.formatMessage({ id: 'places.form.latitudeInvalid' }) : undefined;
  const lngError =
    form.longitude.trim() === '' || !Number.isFinite(lng) || Math.abs(lng) > 180 ? intl.formatMessage({ id: 'places.form.longitudeInvalid' }) : undefined;
  const [touched, setTouched] = useState(false);
  const error = useSaveErrorText(save.error);

  const submit = () => {
    setTouched(true);
    if (!form.name.trim() || latError || lngError) return;
    save.mutate(
      {
        name: form.name.trim(),
        description: form.description,
        latitude: lat,
        longitude: lng,
        cohortTracking: form.cohortTracking,
        groupId: form.groupId ? Number(form.groupId) : null,
        categoryId: form.categoryId ? Number(form.categoryId) : null,
        kindId: form.kindId ? Number(form.kindId) : null,
        tagIds: [...form.tagIds],
      },
      {
        onSuccess: (p) => {
          showToast({ kind: 'success', text: intl.formatMessage({ id: place ? 'places.saved' : 'places.created' }, { name: p.name }) });
          onClose();
          if (!place && props.stay !== true) void navigate(`/places/${p.id}`);
        },
      },
    );
  };

  return (
    <FormModal
      title={intl.formatMessage({ id: place ? 'places.editTitle' : 'places.newTitle' })}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={error}
      loading={loading}
      loadError={loadError}
      {...(onRetry ? { onRetry } : {})}
      what="place"
      dirty={dirty}
    >
      <TextField
        label={intl.formatMessage({ id: 'places.form.name' })}
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
        required
        maxLength={255}
        autoFocus
        error={touched && !form.name.trim() ? intl.formatMessage({ id: 'places.form.required' }) : undefined}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'places.form.description' })}
        value={form.description}
        onChange={(e) => set({ description: e.target.value })}
        rows={2}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'places.form.latitude' })}
          inputMode="decimal"
          value={form.latitude}
          onChange={(e) => set({ latitude: e.target.value })}
          error={touched ? latError : undefined}
        />
        <TextField
          label={intl.formatMessage({ id: 'places.form.longitude' })}
          inputMode="decimal"
          value={form.longitude}
          onChange={(e) => set({ longitude: e.target.value })}
          error={touched ? lngError : undefined}
        />
      </div>
      <SelectField label={intl.formatMessage({ id: 'places.category' })} value={form.categoryId} onChange={(e) => set({ categoryId: e.target.value })}>
        <option value="">{intl.formatMessage({ id: 'places.none' })}</option>
        {treeRows(categories.data ?? []).map((r) => (
          <option key={r.category.id} value={r.category.id}>
            {'\u00a0\u00a0'.repeat(r.depth)}
            {r.category.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={intl.formatMessage({ id: 'places.kind' })} value={form.kindId} onChange={(e) => set({ kindId: e.target.value })}>
        <option value="">{intl.formatMessage({ id: 'places.none' })}</option>
        {kinds.data?.map((k) => (
          <option key={k.id} value={k.id}>
            {k.name}
          </option>
        ))}
      </SelectField>
      {groups.data && groups.data.length > 0 && (
        <SelectField
          label={intl.formatMessage({ id: 'places.group' })}
          hint={intl.formatMessage({ id: 'places.groupHint' })}
          value={form.groupId}
          onChange={(e) => set({ groupId: e.target.value })}
        >
          <option value="">{intl.formatMessage({ id: 'places.none' })}</option>
          {groups.data.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </SelectField>
      )}
      {tags.data && tags.data.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{intl.formatMessage({ id: 'places.tags' })}</legend>
          <div className="grid max-h-40 gap-2 overflow-y-auto sm:grid-cols-2">
            {tags.data.map((t) => (
              <CheckboxField
                key={t.id}
                label={t.placetaggroup ? `${t.name} (${t.placetaggroup.name})` : t.name}
                checked={form.tagIds.has(t.id)}
                onChange={(e) => {
                  const next = new Set(form.tagIds);
                  if (e.target.checked) next.add(t.id);
                  else next.delete(t.id);
                  set({ tagIds: next });
                }}
              />
            ))}
          </div>
        </fieldset>
      )}
      <CheckboxField
        label={intl.formatMessage({ id: 'places.form.cohort' })}
        hint={intl.formatMessage({ id: 'places.form.cohortHint' })}
        checked={form.cohortTracking}
        onChange={(e) => set({ cohortTracking: e.target.checked })}
      />
    </FormModal>
  );
}
