import { PRIORITIES, SA_REASONS, SITUATION_EVENT_TYPES } from '@argus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { request } from '../../api/client';
import { useSaveSituation, type Situation } from '../../api/situations';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import type { ModalProps } from '../types';
import { FormModal, num, useSaveErrorText } from './FormModal';

/** situations/new and situations/edit: what a zone or line of a camera stands for (sa or ao, reason, priority). */
export default function SituationModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const id = num(props.situationId);
  const situation = useQuery({ queryKey: ['situations', id], queryFn: ({ signal }) => request<Situation>(`/situations/${id}`, { signal }), enabled: !!id });
  if (id && !situation.data) {
    return (
      <FormModal
        title={intl.formatMessage({ id: 'situation.editTitle' })}
        onClose={onClose}
        onSubmit={() => undefined}
        saving={false}
        error={null}
        loading={situation.isLoading}
        loadError={situation.error}
        onRetry={() => void situation.refetch()}
      >
        {null}
      </FormModal>
    );
  }
  return <Form key={id ?? 'new'} situation={situation.data ?? null} placeId={num(props.placeId)} onClose={onClose} />;
}

function Form({ situation, placeId, onClose }: { situation: Situation | null; placeId: number | null; onClose: () => void }) {
  const intl = useIntl();
  const save = useSaveSituation(situation?.id ?? null);
  const [form, setForm] = useState({
    name: situation?.name ?? '',
    description: situation?.description ?? '',
    eventType: situation?.eventType ?? 'sa',
    reason: situation?.reason ?? 'any',
    priority: situation?.priority ?? 'medium',
  });
  const [dirty, setDirty] = useState(false);
  const set = (patch: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setDirty(true);
  };
  const error = useSaveErrorText(save.error);
  return (
    <FormModal
      title={intl.formatMessage({ id: situation ? 'situation.editTitle' : 'situation.newTitle' })}
      onClose={onClose}
      saving={save.isPending}
      error={error}
      dirty={dirty}
      onSubmit={() =>
        form.name.trim() &&
        save.mutate(
          {
            name: form.name.trim(),
            description: form.description,
            eventType: form.eventType,
            reason: form.eventType === 'sa' ? form.reason : null,
            priority: form.priority,
            ...(situation ? {} : placeId ? { placeId } : {}),
          },
          { onSuccess: onClose },
        )
      }
    >
      <TextField
        label={intl.formatMessage({ id: 'places.form.name' })}
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
        required
        maxLength={255}
        autoFocus
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'places.form.description' })}
        value={form.description}
        onChange={(e) => set({ description: e.target.value })}
        rows={2}
      />
      <SelectField
        label={intl.formatMessage({ id: 'situation.eventType' })}
        value={form.eventType}
        onChange={(e) => set({ eventType: e.target.value as (typeof SITUATION_EVENT_TYPES)[number] })}
      >
        {SITUATION_EVENT_TYPES.map((t) => (
          <option key={t} value={t}>
            {intl.formatMessage({ id: `events.type.${t}` })}
          </option>
        ))}
      </SelectField>
      {form.eventType === 'sa' && (
        <SelectField
          label={intl.formatMessage({ id: 'events.reason' })}
          value={form.reason}
          onChange={(e) => set({ reason: e.target.value as (typeof SA_REASONS)[number] })}
        >
          {SA_REASONS.map((r) => (
            <option key={r} value={r}>
              {r.replaceAll('_', ' ')}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label={intl.formatMessage({ id: 'situation.priority' })}
        value={form.priority}
        onChange={(e) => set({ priority: e.target.value as (typeof PRIORITIES)[number] })}
      >
        {PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {intl.formatMessage({ id: `situation.priority.${p}` })}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
