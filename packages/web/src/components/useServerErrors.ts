import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isApiError } from '../api/errors';
import type { MessageId } from '../i18n/messages/en';
import { describeError } from '../lib/errorText';
import { mapFieldErrors } from '../lib/fieldErrors';

/** Puts a failed submission's errors on the form: per field by path, the rest as one message. */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  const intl = useIntl();
  const [formError, setFormError] = useState<string | null>(null);
  const apply = (error: unknown, perCall: Record<string, string> = {}) => {
    setFormError(null);
    if (!isApiError(error)) return;
    if (error.type === 'validation' && error.detail) {
      const { byField, rest } = mapFieldErrors(error.detail, fields);
      for (const [f, message] of Object.entries(byField)) setError(f as Path<T>, { type: 'server', message });
      if (rest.length) setFormError(rest.join(' '));
      return;
    }
    if (perCall[error.type]) {
      const d = describeError(error, perCall);
      setFormError(intl.formatMessage({ id: d.id as MessageId }, d.values));
    }
  };
  return { formError, setFormError, apply };
}
