import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useCreateGroup, type Group } from '../../api/groups';
import { useAllOrganizations } from '../../api/organizations';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { useFormCache } from '../../components/useFormCache';
import { useServerErrors } from '../../components/useServerErrors';
import { useMandatoryText } from './useMandatoryText';

type Values = { name: string; description: string; organizationId: string };

/**
 * A new group. `organization`: 'pick' lets the superuser choose the organisation, a number fixes
 * it, 'own' creates in the caller's organisation (administrators).
 */
export function GroupCreateDialog({
  organization,
  onClose,
  onCreated,
}: {
  organization: 'pick' | 'own' | number;
  onClose: () => void;
  onCreated?: (g: Group) => void;
}) {
  const intl = useIntl();
  const create = useCreateGroup();
  const mandatory = useMandatoryText();
  const orgs = useAllOrganizations(organization === 'pick');
  const form = useForm<Values>({ defaultValues: { name: '', description: '', organizationId: '' } });
  const { formError, apply } = useServerErrors(form.setError, ['name', 'description', 'organizationId']);
  const cache = useFormCache(`group:new:${organization}`, form);
  const submit = form.handleSubmit((v) => {
    const organizationId = organization === 'pick' ? Number(v.organizationId) : organization === 'own' ? undefined : organization;
    create.mutate(
      { name: v.name.trim(), description: v.description, ...(organizationId ? { organizationId } : {}) },
      {
        onSuccess: (g) => {
          cache.drop();
          showToast({ kind: 'success', text: intl.formatMessage({ id: 'group.created' }) });
          onClose();
          onCreated?.(g);
        },
        onError: (e) => {
          cache.keep();
          apply(e, { conflict: 'form.conflict', limit_exceeded: 'group.limitExceeded' });
        },
      },
    );
  });
  return (
    <Modal
      title={intl.formatMessage({ id: 'group.new' })}
      onClose={onClose}
      confirmTitle={form.formState.isDirty ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      disabled={create.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button type="submit" form="group-new-form" disabled={create.isPending}>
            {intl.formatMessage({ id: 'app.create' })}
          </Button>
        </>
      }
    >
      <form id="group-new-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {formError && <Alert>{formError}</Alert>}
        {organization === 'pick' && (
          <SelectField
            label={intl.formatMessage({ id: 'group.organization' })}
            error={form.formState.errors.organizationId?.message}
            {...form.register('organizationId', { validate: (v) => (v ? true : intl.formatMessage({ id: 'form.required' })) })}
          >
            <option value="">{intl.formatMessage({ id: 'form.choose' })}</option>
            {orgs.data?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={intl.formatMessage({ id: 'group.name' })}
          autoFocus
          error={form.formState.errors.name?.message}
          {...form.register('name', mandatory)}
        />
        <TextAreaField label={intl.formatMessage({ id: 'group.description' })} {...form.register('description')} />
      </form>
    </Modal>
  );
}
