import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useUpdateOrganization, type OrganizationItem } from '../../api/organizations';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { LeaveGuard } from '../../components/LeaveGuard';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { useFormCache } from '../../components/useFormCache';
import { useServerErrors } from '../../components/useServerErrors';
import { useMandatoryText } from '../../modals/groups/useMandatoryText';

type Values = { name: string; description: string; isInternal: boolean };

export function OrganizationDetailsForm({ organization }: { organization: OrganizationItem }) {
  const intl = useIntl();
  const update = useUpdateOrganization(organization.id);
  const mandatory = useMandatoryText();
  const form = useForm<Values>({ defaultValues: { name: organization.name, description: organization.description, isInternal: organization.isInternal } });
  const { formError, apply } = useServerErrors(form.setError, ['name', 'description', 'isInternal']);
  const cache = useFormCache(`organization:${organization.id}`, form);
  const submit = form.handleSubmit((v) =>
    update.mutate(
      { name: v.name.trim(), description: v.description, isInternal: v.isInternal },
      {
        onSuccess: () => {
          cache.drop();
          showToast({ kind: 'success', text: intl.formatMessage({ id: 'org.saved' }) });
        },
        onError: (e) => {
          cache.keep();
          apply(e, { conflict: 'form.conflict' });
        },
      },
    ),
  );
  const counts: [string, number][] = [
    [intl.formatMessage({ id: 'org.facelists' }), organization.facelistCount],
    [intl.formatMessage({ id: 'org.faces' }), organization.faceCount],
    [intl.formatMessage({ id: 'org.platelists' }), organization.platelistCount],
    [intl.formatMessage({ id: 'org.plates' }), organization.plateCount],
  ];
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <LeaveGuard when={form.formState.isDirty && !update.isPending && !update.isSuccess} />
      {formError && <Alert>{formError}</Alert>}
      <TextField label={intl.formatMessage({ id: 'org.name' })} error={form.formState.errors.name?.message} {...form.register('name', mandatory)} />
      <TextAreaField label={intl.formatMessage({ id: 'org.description' })} {...form.register('description')} />
      <CheckboxField
        label={intl.formatMessage({ id: 'org.internal' })}
        hint={intl.formatMessage({ id: 'org.internalHint' })}
        {...form.register('isInternal')}
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([label, n]) => (
          <div key={label} className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold">{n}</dd>
          </div>
        ))}
      </dl>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
          {intl.formatMessage({ id: 'app.save' })}
        </Button>
      </div>
    </form>
  );
}
