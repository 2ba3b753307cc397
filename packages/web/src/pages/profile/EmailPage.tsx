import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useChangeEmail, useMe } from '../../api/me';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LeaveGuard } from '../../components/LeaveGuard';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { useServerErrors } from '../../components/useServerErrors';
import { ProfileSubpage } from './ProfileSubpage';

interface Fields {
  email: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function EmailPage() {
  const intl = useIntl();
  const me = useMe();
  const change = useChangeEmail();
  const { register, handleSubmit, formState, setError, reset } = useForm<Fields>({ defaultValues: { email: '', password: '' } });
  const { formError, apply } = useServerErrors(setError, ['email', 'password']);
  const required = intl.formatMessage({ id: 'Ij5xgw' });

  const onSubmit = (v: Fields) =>
    change.mutate(v, {
      onSuccess: () => {
        reset();
        showToast({ kind: 'success', text: intl.formatMessage({ id: 'email.changed' }) });
      },
      onError: (e) => apply(e),
    });

  return (
    <ProfileSubpage title={intl.formatMessage({ id: 'email.title' })}>
      <LeaveGuard when={formState.isDirty && !formState.isSubmitSuccessful} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        {me.email && (
          <p className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'profile.email' })}: <span className="font-medium text-slate-900">{me.email}</span>
          </p>
        )}
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label={intl.formatMessage({ id: 'email.new' })}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email', {
            required,
            pattern: { value: EMAIL, message: intl.formatMessage({ id: 'email.invalid' }) },
          })}
        />
        <TextField
          label={intl.formatMessage({ id: 'email.password' })}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password', { required })}
        />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {intl.formatMessage({ id: 'profile.changeEmail' })}
          </Button>
        </div>
      </form>
    </ProfileSubpage>
  );
}
