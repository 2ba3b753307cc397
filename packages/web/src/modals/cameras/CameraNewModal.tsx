import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCreateCamera } from '../../api/cameras';
import { useGroupOptions } from '../../api/groups';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { isApiError } from '../../api/errors';
import { describeError } from '../../lib/errorText';
import { EMPTY_SOURCE, buildAddress, toSourceBody, validateSource, type SourceField, type SourceValues } from '../../lib/cameraSource';
import type { MessageId } from '../../i18n/messages/en';
import type { ModalProps } from '../registry';
import { useModal } from '../useModal';
import { SourceFields } from './SourceFields';
import { ruleTexts, splitServerErrors } from './sourceErrors';
import { VerifyButton } from './VerifyButton';

/** cameras/new: name, group and source; on success the settings modal opens for analytics. */
export default function CameraNewModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const { open } = useModal();
  const create = useCreateCamera();
  const groups = useGroupOptions(undefined);
  const [name, setName] = useState('');
  const [groupId, setGroupId] = useState('');
  const [source, setSource] = useState<SourceValues>(EMPTY_SOURCE);
  // Rules show after the first attempt and then follow the typing; server messages last until the next change.
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<{ source: Partial<Record<SourceField, string>>; form: string[] }>({ source: {}, form: [] });
  const dirty = name !== '' || source !== EMPTY_SOURCE;
  const nameError = name.trim().length < 3 ? intl.formatMessage({ id: 'form.tooShort' }, { min: 3 }) : undefined;
  const ruleErrors = ruleTexts(intl, validateSource(source));
  const errors = { name: tried ? nameError : undefined, source: { ...server.source, ...(tried ? ruleErrors : {}) }, form: server.form };
  const changeSource = (v: SourceValues) => {
    setSource(v);
    setServer({ source: {}, form: [] });
  };

  const check = () => {
    setTried(true);
    return !nameError && Object.keys(ruleErrors).length === 0;
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    const body = { name: name.trim(), source: { url: buildAddress(source), body: toSourceBody(source) }, ...(groupId ? { groupId: Number(groupId) } : {}) };
    create.mutate(body, {
      onSuccess: (c) => {
        showToast({ kind: 'success', text: intl.formatMessage({ id: 'camera.created' }) });
        open('cameras/settings', { cameraId: c.id });
      },
      onError: (err) => {
        const split = splitServerErrors(err);
        const rest = split.mismatch ? [intl.formatMessage({ id: 'camera.addressMismatch' }), ...split.rest] : split.rest;
        if (!rest.length && !Object.keys(split.source).length) {
          const d = isApiError(err) ? describeError(err) : { id: 'error.internal_error' };
          rest.push(intl.formatMessage({ id: d.id as MessageId }, d.values));
        }
        setServer({ source: split.source, form: rest });
      },
    });
  };
  return (
    <Modal
      title={intl.formatMessage({ id: 'camera.new' })}
      onClose={onClose}
      confirmTitle={dirty ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      disabled={create.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button type="submit" form="camera-new-form" disabled={create.isPending}>
            {intl.formatMessage({ id: 'app.create' })}
          </Button>
        </>
      }
    >
      <form id="camera-new-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errors.form.length > 0 && <Alert>{errors.form.join(' ')}</Alert>}
        <TextField label={intl.formatMessage({ id: 'camera.name' })} autoFocus value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
        {!!groups.data?.length && (
          <SelectField
            label={intl.formatMessage({ id: 'camera.group' })}
            hint={intl.formatMessage({ id: 'camera.groupHint' })}
            value={groupId}
            onChange={(e) => setGroupId(e.target.value)}
          >
            <option value="">{intl.formatMessage({ id: 'camera.noGroup' })}</option>
            {groups.data.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </SelectField>
        )}
        <SourceFields values={source} onChange={changeSource} errors={errors.source} />
        <VerifyButton values={source} onInvalid={check} />
      </form>
    </Modal>
  );
}
