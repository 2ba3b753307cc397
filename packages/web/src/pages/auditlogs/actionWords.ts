import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { hasMessage } from '../../i18n/hasMessage';
import { codeToWords, splitActionType } from '../../lib/auditAction';

/** Audit-log codes in words of the user's language: an action ("Camera: created") and an object type ("Camera"). */
export function useAuditWords() {
  const intl = useIntl();
  const resource = useCallback(
    (code: string) =>
      hasMessage(intl, `audit.resource.${code}`) ? intl.formatMessage({ id: `audit.resource.${code}` as 'audit.resource.camera' }) : codeToWords(code),
    [intl],
  );
  const action = useCallback(
    (code: string) => {
      const split = splitActionType(code);
      if (!split) return codeToWords(code);
      const verbId = `audit.verb.${split.verb}`;
      const verb = hasMessage(intl, verbId) ? intl.formatMessage({ id: verbId as 'audit.verb.create' }) : codeToWords(split.verb).toLowerCase();
      return intl.formatMessage({ id: 'audit.actionWords' }, { resource: resource(split.resource), verb });
    },
    [intl, resource],
  );
  return { action, resource };
}
