import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSaveSensorkind, useSensorkinds } from '../../api/sensorkinds';
import { TextField } from '../../components/TextField';
import type { ModalProps } from '../types';
import { FormModal, str, useSaveErrorText, ItemGate } from './FormModal';

const IDENT = /^[a-z0-9_-]{1,64}$/;

/** sensorkinds/new and sensorkinds/edit (superuser): the ident is the key and is set once. */
export default function SensorkindModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const ident = str(props.ident);
  const kinds = useSensorkinds();
  const kind = ident ? kinds.data?.find((k) => k.ident === ident) : undefined;
  if (ident && !kind) {
    return <ItemGate title={intl.formatMessage({ id: 'sensorkind.editTitle' })} onClose={onClose} list={kinds} />;
  }
  return <Form key={ident ?? 'new'} editing={ident} name={kind?.name ?? ''} onClose={onClose} />;
}

function Form({ editing, name: initialName, onClose }: { editing: string | null; name: string; onClose: () => void }) {
  const intl = useIntl();
  const save = useSaveSensorkind(editing);
  const [ident, setIdent] = useState(editing ?? '');
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const error = useSaveErrorText(save.error);
  const identError = !editing && touched && !IDENT.test(ident) ? intl.formatMessage({ id: 'sensorkind.identInvalid' }) : undefined;
  return (
    <FormModal
      title={intl.formatMessage({ id: editing ? 'sensorkind.editTitle' : 'sensorkind.newTitle' })}
      onClose={onClose}
      saving={save.isPending}
      error={error}
      dirty={name !== initialName || ident !== (editing ?? '')}
      onSubmit={() => {
        setTouched(true);
        if (!name.trim() || (!editing && !IDENT.test(ident))) return;
        save.mutate(editing ? { name: name.trim() } : { ident, name: name.trim() }, { onSuccess: onClose });
      }}
    >
      <TextField
        label={intl.formatMessage({ id: 'sensorkind.ident' })}
        value={ident}
        onChange={(e) => setIdent(e.target.value.trim().toLowerCase())}
        disabled={!!editing}
        required
        maxLength={64}
        error={identError}
        autoFocus={!editing}
      />
      <TextField
        label={intl.formatMessage({ id: 'places.form.name' })}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={255}
        autoFocus={!!editing}
      />
    </FormModal>
  );
}
