import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useConfig } from '../../api/config';
import { useChangePassword } from '../../api/me';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LeaveGuard } from '../../components/LeaveGuard';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { useServerErrors } from '../../components/useServerErrors';

interface Fields {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Current password, the new one twice; the server's field errors land on the fields. */
export function PasswordForm({ guardLeave = false, onDone }: { guardLeave?: boolean; onDone?: () => void }) {
  const intl = useIntl();
  const { minPasswordLength } = useConfig();
  const change = useChangePassword();
  const { register, handleSubmit, formState, setError, reset, getValues } = useForm<Fields>({
    defaultValues: { oldPassword: '', newPassword: '', confirm: '' },
  });
  const { formError, apply } = useServerErrors(setError, ['oldPassword', 'newPassword']);
  const required = intl.formatMessage({ id: 'Ij5xgw' });

  const onSubmit = (v: Fields) =>
    change.mutate(
      { oldPassword: v.oldPassword, newPassword: v.newPassword },
      {
        onSuccess: () => {
          reset();
          showToast({ kind: 'success', text: intl.formatMessage({ id: 'password.changed' }) });
          onDone?.();
        },
        onError: (e) => apply(e),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {guardLeave && <LeaveGuard when={formState.isDirty && !formState.isSubmitSuccessful} />}
      {formError && <Alert>{formError}</Alert>}
      <TextField
        label={intl.formatMessage({ id: 'password.old' })}
        type="password"
        autoComplete="current-password"
        error={formState.errors.oldPassword?.message}
        {...register('oldPassword', { required })}
      />
      <TextField
        label={intl.formatMessage({ id: 'password.new' })}
        type="password"
        autoComplete="new-password"
        error={formState.errors.newPassword?.message}
        {...register('newPassword', {
          required,
          minLength: { value: minPasswordLength, message: intl.formatMessage({ id: 'password.tooShort' }, { min: minPasswordLength }) },
        })}
      />
      <TextField
        label={intl.formatMessage({ id: 'password.confirm' })}
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirm?.message}
        {...register('confirm', {
          required,
          validate: (v) => v === getValues('newPassword') || intl.formatMessage({ id: 'password.mismatch' }),
        })}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {intl.formatMessage({ id: 'profile.changePassword' })}
        </Button>
      </div>
    </form>
  );
}
