import { PLACEKIND_ICONS, type PlacekindIcon } from '@argus/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePlacekinds, useSavePlacekind } from '../../api/placekinds';
import { TextField } from '../../components/TextField';
import { kindGlyph } from '../../pages/places/kindIcons';
import type { ModalProps } from '../types';
import { FormModal, num, useSaveErrorText, ItemGate } from './FormModal';

/** placekind/new and placekind/edit: a name and one icon of the console's set. */
export default function PlacekindModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const id = num(props.kindId);
  const kinds = usePlacekinds();
  const kind = id ? kinds.data?.find((k) => k.id === id) : undefined;
  if (id && !kind) {
    return <ItemGate title={intl.formatMessage({ id: 'placekind.editTitle' })} onClose={onClose} list={kinds} />;
  }
  return <Form key={id ?? 'new'} id={id} name={kind?.name ?? ''} icon={(kind?.icon as PlacekindIcon | undefined) ?? 'building'} onClose={onClose} />;
}

function Form({ id, name: initialName, icon: initialIcon, onClose }: { id: number | null; name: string; icon: PlacekindIcon; onClose: () => void }) {
  const intl = useIntl();
  const save = useSavePlacekind(id);
  const [name, setName] = useState(initialName);
  const [icon, setIcon] = useState<PlacekindIcon>(initialIcon);
  const error = useSaveErrorText(save.error);
  return (
    <FormModal
      title={intl.formatMessage({ id: id ? 'placekind.editTitle' : 'placekind.newTitle' })}
      onClose={onClose}
      saving={save.isPending}
      error={error}
      dirty={name !== initialName || icon !== initialIcon}
      onSubmit={() => name.trim() && save.mutate({ name: name.trim(), icon }, { onSuccess: onClose })}
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
        <legend className="mb-2 text-sm font-medium text-slate-700">{intl.formatMessage({ id: 'placekind.icon' })}</legend>
        <div role="radiogroup" className="grid grid-cols-5 gap-2 sm:grid-cols-7">
          {PLACEKIND_ICONS.map((i) => (
            <label
              key={i}
              className={`flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-md border text-2xl ${icon === i ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-200' : 'border-slate-200 hover:bg-slate-50'}`}
            >
              <input
                type="radio"
                name="icon"
                value={i}
                checked={icon === i}
                onChange={() => setIcon(i)}
                className="sr-only"
                aria-label={intl.formatMessage({ id: `placekind.icon.${i}` })}
              />
              <span aria-hidden="true">{kindGlyph(i)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </FormModal>
  );
}
