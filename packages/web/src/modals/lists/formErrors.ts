import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/errors';
import type { MessageId } from '../../i18n/messages/en';
import { describeError } from '../../lib/errorText';
import { mapFieldErrors } from '../../lib/fieldErrors';

/**
 * A failed submission of a list form: validation details per field (camelCase paths), everything
 * else as form-level text; `perCall` names the message of an error type this form explains.
 */
export function useFormErrors(fields: readonly string[], perCall: Readonly<Record<string, MessageId>> = {}) {
  const intl = useIntl();
  const [server, setServer] = useState<{ byField: Record<string, string>; form: string[] }>({ byField: {}, form: [] });
  const apply = (err: unknown) => {
    if (!isApiError(err)) {
      setServer({ byField: {}, form: [intl.formatMessage({ id: 'error.internal_error' })] });
      return;
    }
    if (err.type === 'validation' && err.detail) {
      const { byField, rest } = mapFieldErrors(err.detail, fields);
      setServer({ byField, form: rest });
      return;
    }
    const d = describeError(err, perCall);
    setServer({ byField: {}, form: [intl.formatMessage({ id: d.id as MessageId }, d.values)] });
  };
  const clear = () => setServer({ byField: {}, form: [] });
  return { byField: server.byField, form: server.form, apply, clear };
}
