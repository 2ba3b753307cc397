import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePlacetaggroups } from '../../api/placetaggroups';
import { usePlacetags, useSavePlacetag } from '../../api/placetags';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { ModalProps } from '../types';
import { FormModal, num, useSaveErrorText, ItemGate } from './FormModal';

/** placetag/new and placetag/edit: a name and, optionally, its tag group. */
export default function PlacetagModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const id = num(props.tagId);
  const tags = usePlacetags();
  const tag = id ? tags.data?.find((t) => t.id === id) : undefined;
  if (id && !tag) {
    return <ItemGate title={intl.formatMessage({ id: 'placetag.editTitle' })} onClose={onClose} list={tags} />;
  }
  return <Form key={id ?? 'new'} id={id} name={tag?.name ?? ''} groupId={tag?.placetaggroupId ?? num(props.groupId)} onClose={onClose} />;
}

function Form({ id, name: initialName, groupId, onClose }: { id: number | null; name: string; groupId: number | null; onClose: () => void }) {
  const intl = useIntl();
  const save = useSavePlacetag(id);
  const groups = usePlacetaggroups();
  const [name, setName] = useState(initialName);
  const [group, setGroup] = useState(groupId ? String(groupId) : '');
  const error = useSaveErrorText(save.error);
  return (
    <FormModal
      title={intl.formatMessage({ id: id ? 'placetag.editTitle' : 'placetag.newTitle' })}
      onClose={onClose}
      saving={save.isPending}
      error={error}
      dirty={name !== initialName || group !== (groupId ? String(groupId) : '')}
      onSubmit={() => name.trim() && save.mutate({ name: name.trim(), placetaggroupId: group ? Number(group) : null }, { onSuccess: onClose })}
    >
      <TextField
        label={intl.formatMessage({ id: 'places.form.name' })}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={255}
        autoFocus
      />
      <SelectField label={intl.formatMessage({ id: 'placetag.group' })} value={group} onChange={(e) => setGroup(e.target.value)}>
        <option value="">{intl.formatMessage({ id: 'places.none' })}</option>
        {groups.data?.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
