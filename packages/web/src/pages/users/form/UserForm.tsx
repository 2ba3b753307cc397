import { useEffect } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useConfig } from '../../../api/config';
import { isApiError } from '../../../api/errors';
import { Alert } from '../../../components/Alert';
import { CheckboxField } from '../../../components/CheckboxField';
import { LeaveGuard } from '../../../components/LeaveGuard';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useFieldMessage } from '../../../components/useFieldMessage';
import { useFormCache } from '../../../components/useFormCache';
import { useServerErrors } from '../../../components/useServerErrors';
import type { MessageId } from '../../../i18n/messages/en';
import { validateUserForm, type UserFormValues } from '../../../lib/userForm';
import { GroupPicker } from './GroupPicker';

const FIELDS = ['email', 'username', 'firstName', 'lastName', 'password', 'roleId', 'groupIds', 'blockedTo', 'tfaRequired', 'passwordExpired'] as const;

/**
 * The user form of /users/new, /users/{id}/edit and the organisation's new member. Submitting
 * calls `onSubmit`; its promise's rejection is mapped onto the fields.
 */
export function UserForm({
  formId,
  cacheKey,
  mode,
  initial,
  organizationId,
  guardLeave = false,
  onSubmit,
  onDirtyChange,
}: {
  formId: string;
  /** Names the form for the cache of typed values kept after a failed submission. */
  cacheKey: string;
  mode: 'create' | 'edit';
  initial: UserFormValues;
  organizationId: number | undefined;
  guardLeave?: boolean;
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const config = useConfig();
  const text = useFieldMessage();
  const rules = { mode, minPasswordLength: config.minPasswordLength, groupsPerUser: config.groupsPerUser };
  const resolver: Resolver<UserFormValues> = (values) => {
    const errors = validateUserForm(values, rules);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const out: FieldErrors<UserFormValues> = {};
    for (const [k, m] of Object.entries(errors)) out[k as keyof UserFormValues] = { type: 'rule', message: text(m) ?? '' };
    return { values: {}, errors: out };
  };
  const form = useForm<UserFormValues>({ defaultValues: initial, resolver });
  const { formError, apply } = useServerErrors(form.setError, FIELDS);
  const cache = useFormCache(cacheKey, form);
  const { errors, isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const submit = form.handleSubmit(async (v) => {
    try {
      await onSubmit(v);
      cache.drop();
      form.reset(v);
    } catch (e) {
      cache.keep();
      apply(e, { conflict: 'form.conflict', limit_exceeded: 'userForm.groupLimit', not_found: 'form.notFound' });
      if (isApiError(e) && e.type === 'limit_exceeded')
        form.setError('groupIds', { type: 'server', message: intl.formatMessage({ id: 'userForm.groupLimit' }, { max: config.groupsPerUser }) });
    }
  });
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      {guardLeave && <LeaveGuard when={isDirty && !isSubmitting && !isSubmitSuccessful} />}
      {formError && <Alert>{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={label('user.email')} type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
        {mode === 'create' ? (
          <TextField label={label('user.usernameOptional')} autoComplete="off" error={errors.username?.message} {...form.register('username')} />
        ) : (
          <TextField label={label('user.username')} value={initial.username} readOnly disabled />
        )}
        <TextField label={label('user.firstName')} error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label={label('user.lastName')} error={errors.lastName?.message} {...form.register('lastName')} />
        <TextField
          label={label(mode === 'create' ? 'user.password' : 'user.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          placeholder={intl.formatMessage({ id: 'password.tooShort' }, { min: config.minPasswordLength })}
          {...form.register('password')}
        />
        <SelectField label={label('user.role')} error={errors.roleId?.message} {...form.register('roleId')}>
          <option value="">{label('form.choose')}</option>
          {[1, 2, 3].map((id) => (
            <option key={id} value={String(id)}>
              {intl.formatMessage({ id: `role.${id}` as MessageId })}
            </option>
          ))}
        </SelectField>
        <TextField label={label('user.blockedTo')} type="datetime-local" error={errors.blockedTo?.message} {...form.register('blockedTo')} />
      </div>
      <Controller
        control={form.control}
        name="groupIds"
        render={({ field, fieldState }) => (
          <GroupPicker
            organizationId={organizationId}
            value={field.value}
            onChange={field.onChange}
            max={config.groupsPerUser}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="flex flex-col gap-3">
        <CheckboxField label={label('user.tfaRequired')} hint={label('user.tfaRequiredHint')} {...form.register('tfaRequired')} />
        <CheckboxField label={label('user.passwordExpired')} hint={label('user.passwordExpiredHint')} {...form.register('passwordExpired')} />
      </div>
    </form>
  );
}
