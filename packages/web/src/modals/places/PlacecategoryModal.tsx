import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePlacecategories, useSavePlacecategory } from '../../api/placecategories';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { moveTargets, treeRows } from '../../lib/categoryTree';
import type { ModalProps } from '../types';
import { FormModal, num, useSaveErrorText, ItemGate } from './FormModal';

/**
 * placecategory/new, placecategory/edit and placecategory/move (props.mode = 'move'): a name and a
 * parent. A move offers only parents that are not the category or below it (no cycles).
 */
export default function PlacecategoryModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const id = num(props.categoryId);
  const move = props.mode === 'move';
  const categories = usePlacecategories();
  const category = id ? categories.data?.find((c) => c.id === id) : undefined;
  const title = intl.formatMessage({ id: move ? 'placecategory.moveTitle' : id ? 'placecategory.editTitle' : 'placecategory.newTitle' });
  if ((id && !category) || !categories.data) {
    return <ItemGate title={title} onClose={onClose} list={categories} />;
  }
  return (
    <Form
      key={id ?? 'new'}
      id={id}
      move={move}
      title={title}
      name={category?.name ?? ''}
      parentId={category ? category.parentId : num(props.parentId)}
      options={id ? moveTargets(categories.data, id) : categories.data}
      onClose={onClose}
    />
  );
}

function Form({
  id,
  move,
  title,
  name: initialName,
  parentId: initialParent,
  options,
  onClose,
}: {
  id: number | null;
  move: boolean;
  title: string;
  name: string;
  parentId: number | null;
  options: { id: number; name: string; parentId: number | null; path: number[] }[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const save = useSavePlacecategory(id);
  const [name, setName] = useState(initialName);
  const [parent, setParent] = useState(initialParent === null ? '' : String(initialParent));
  const error = useSaveErrorText(save.error);
  const submit = () => {
    const parentId = parent ? Number(parent) : null;
    if (move) save.mutate({ parentId }, { onSuccess: onClose });
    else if (name.trim()) save.mutate(id ? { name: name.trim(), parentId } : { name: name.trim(), parentId }, { onSuccess: onClose });
  };
  return (
    <FormModal
      title={title}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={error}
      dirty={name !== initialName || parent !== String(initialParent ?? '')}
    >
      {move ? (
        <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'placecategory.moveText' }, { name })}</p>
      ) : (
        <TextField
          label={intl.formatMessage({ id: 'places.form.name' })}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={255}
          autoFocus
        />
      )}
      <SelectField label={intl.formatMessage({ id: 'placecategory.parent' })} value={parent} onChange={(e) => setParent(e.target.value)}>
        <option value="">{intl.formatMessage({ id: 'placecategory.root' })}</option>
        {treeRows(options).map((r) => (
          <option key={r.category.id} value={r.category.id}>
            {'\u00a0\u00a0'.repeat(r.depth)}
            {r.category.name}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
