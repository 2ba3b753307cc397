import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCreateOrganization } from '../../api/organizations';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Modal } from '../../components/Modal';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { useFormCache } from '../../components/useFormCache';
import { useServerErrors } from '../../components/useServerErrors';
import { useMandatoryText } from '../groups/useMandatoryText';
import type { ModalProps } from '../registry';

type Values = { name: string; description: string; isInternal: boolean };

export default function OrganizationNewModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const create = useCreateOrganization();
  const mandatory = useMandatoryText();
  const form = useForm<Values>({ defaultValues: { name: '', description: '', isInternal: false } });
  const { formError, apply } = useServerErrors(form.setError, ['name', 'description', 'isInternal']);
  const cache = useFormCache('organization:new', form);
  const submit = form.handleSubmit((v) =>
    create.mutate(
      { name: v.name.trim(), description: v.description, isInternal: v.isInternal },
      {
        onSuccess: (org) => {
          cache.drop();
          showToast({ kind: 'success', text: intl.formatMessage({ id: 'org.created' }) });
          onClose();
          void navigate(`/organizations/${org.id}`);
        },
        onError: (e) => {
          cache.keep();
          apply(e, { conflict: 'form.conflict' });
        },
      },
    ),
  );
  return (
    <Modal
      title={intl.formatMessage({ id: 'org.new' })}
      onClose={onClose}
      confirmTitle={form.formState.isDirty ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      disabled={create.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button type="submit" form="org-new-form" disabled={create.isPending}>
            {intl.formatMessage({ id: 'app.create' })}
          </Button>
        </>
      }
    >
      <form id="org-new-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {formError && <Alert>{formError}</Alert>}
        <TextField label={intl.formatMessage({ id: 'org.name' })} autoFocus error={form.formState.errors.name?.message} {...form.register('name', mandatory)} />
        <TextAreaField label={intl.formatMessage({ id: 'org.description' })} {...form.register('description')} />
        <CheckboxField
          label={intl.formatMessage({ id: 'org.internal' })}
          hint={intl.formatMessage({ id: 'org.internalHint' })}
          {...form.register('isInternal')}
        />
      </form>
    </Modal>
  );
}
