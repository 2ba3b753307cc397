import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useMe, useUpdateMe } from '../../api/me';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useFormCache } from '../../components/useFormCache';
import { showToast } from '../../components/toastStore';
import { useServerErrors } from '../../components/useServerErrors';

interface Fields {
  firstName: string;
  lastName: string;
}

export function NameForm() {
  const intl = useIntl();
  const me = useMe();
  const update = useUpdateMe();
  const form = useForm<Fields>({ defaultValues: { firstName: me.firstName, lastName: me.lastName } });
  const { register, handleSubmit, formState, setError, reset } = form;
  const cache = useFormCache('profile/name', form);
  const { formError, apply } = useServerErrors(setError, ['firstName', 'lastName']);
  const onSubmit = (v: Fields) =>
    update.mutate(v, {
      onSuccess: (saved) => {
        cache.drop();
        reset({ firstName: saved.firstName, lastName: saved.lastName });
        showToast({ kind: 'success', text: intl.formatMessage({ id: 'profile.saved' }) });
      },
      onError: (e) => {
        cache.keep();
        apply(e);
      },
    });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {formError && <Alert>{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'profile.firstName' })}
          autoComplete="given-name"
          error={formState.errors.firstName?.message}
          {...register('firstName', { maxLength: 100 })}
        />
        <TextField
          label={intl.formatMessage({ id: 'profile.lastName' })}
          autoComplete="family-name"
          error={formState.errors.lastName?.message}
          {...register('lastName', { maxLength: 100 })}
        />
      </div>
      <div>
        <Button type="submit" disabled={!formState.isDirty || update.isPending}>
          {intl.formatMessage({ id: 'app.save' })}
        </Button>
      </div>
    </form>
  );
}
