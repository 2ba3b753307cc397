import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePlacetaggroups, useSavePlacetaggroup } from '../../api/placetaggroups';
import { usePlacetags } from '../../api/placetags';
import { CheckboxField } from '../../components/CheckboxField';
import { TextField } from '../../components/TextField';
import type { ModalProps } from '../types';
import { FormModal, num, useSaveErrorText, ItemGate } from './FormModal';

/** placetag-group/new and placetag-group/edit: a name and the full set of its tags. */
export default function PlacetaggroupModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const id = num(props.groupId);
  const groups = usePlacetaggroups();
  const group = id ? groups.data?.find((g) => g.id === id) : undefined;
  if (id && !group) {
    return <ItemGate title={intl.formatMessage({ id: 'placetaggroup.editTitle' })} onClose={onClose} list={groups} />;
  }
  return <Form key={id ?? 'new'} id={id} name={group?.name ?? ''} tagIds={group?.tags.map((t) => t.id) ?? []} onClose={onClose} />;
}

function Form({ id, name: initialName, tagIds, onClose }: { id: number | null; name: string; tagIds: number[]; onClose: () => void }) {
  const intl = useIntl();
  const save = useSavePlacetaggroup(id);
  const tags = usePlacetags();
  const [name, setName] = useState(initialName);
  const [chosen, setChosen] = useState(new Set(tagIds));
  const [dirty, setDirty] = useState(false);
  const error = useSaveErrorText(save.error);
  return (
    <FormModal
      title={intl.formatMessage({ id: id ? 'placetaggroup.editTitle' : 'placetaggroup.newTitle' })}
      onClose={onClose}
      saving={save.isPending}
      error={error}
      dirty={dirty || name !== initialName}
      onSubmit={() => name.trim() && save.mutate({ name: name.trim(), tagIds: [...chosen] }, { onSuccess: onClose })}
    >
      <TextField
        label={intl.formatMessage({ id: 'places.form.name' })}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={255}
        autoFocus
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{intl.formatMessage({ id: 'places.tags' })}</legend>
        {tags.data?.length === 0 && <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'places.noTags' })}</p>}
        <div className="grid max-h-60 gap-2 overflow-y-auto sm:grid-cols-2">
          {tags.data?.map((t) => (
            <CheckboxField
              key={t.id}
              label={t.name}
              checked={chosen.has(t.id)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(t.id);
                else next.delete(t.id);
                setChosen(next);
                setDirty(true);
              }}
            />
          ))}
        </div>
      </fieldset>
    </FormModal>
  );
}
