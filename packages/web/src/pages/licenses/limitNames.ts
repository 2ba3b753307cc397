import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { hasMessage } from '../../i18n/hasMessage';
import { codeToWords } from '../../lib/auditAction';

/** A licence limit's or usage counter's name (cameras, fr, faces…) in words of the user's language. */
export function useLimitName(): (name: string) => string {
  const intl = useIntl();
  return useCallback(
    (name) => (hasMessage(intl, `license.usage.${name}`) ? intl.formatMessage({ id: `license.usage.${name}` as 'license.usage.cameras' }) : codeToWords(name)),
    [intl],
  );
}
