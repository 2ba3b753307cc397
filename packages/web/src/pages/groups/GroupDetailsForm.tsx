import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useUpdateGroup, type Group } from '../../api/groups';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LeaveGuard } from '../../components/LeaveGuard';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { useFormCache } from '../../components/useFormCache';
import { useServerErrors } from '../../components/useServerErrors';
import { useMandatoryText } from '../../modals/groups/useMandatoryText';

type Values = { name: string; description: string };

export function GroupDetailsForm({ group, readOnly }: { group: Group; readOnly: boolean }) {
  const intl = useIntl();
  const update = useUpdateGroup(group.id);
  const mandatory = useMandatoryText();
  const form = useForm<Values>({ defaultValues: { name: group.name, description: group.description } });
  const { formError, apply } = useServerErrors(form.setError, ['name', 'description']);
  const cache = useFormCache(`group:${group.id}`, form);
  const submit = form.handleSubmit((v) =>
    update.mutate(
      { name: v.name.trim(), description: v.description },
      {
        onSuccess: () => {
          cache.drop();
          showToast({ kind: 'success', text: intl.formatMessage({ id: 'group.saved' }) });
        },
        onError: (e) => {
          cache.keep();
          apply(e, { conflict: 'form.conflict' });
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <LeaveGuard when={form.formState.isDirty && !update.isPending && !update.isSuccess} />
      {formError && <Alert>{formError}</Alert>}
      <TextField
        label={intl.formatMessage({ id: 'group.name' })}
        readOnly={readOnly}
        error={form.formState.errors.name?.message}
        {...form.register('name', mandatory)}
      />
      <TextAreaField label={intl.formatMessage({ id: 'group.description' })} readOnly={readOnly} {...form.register('description')} />
      {!readOnly && (
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
            {intl.formatMessage({ id: 'app.save' })}
          </Button>
        </div>
      )}
    </form>
  );
}
