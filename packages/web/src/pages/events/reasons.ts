import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { hasMessage } from '../../i18n/hasMessage';

/** An event reason in words of the user's language (per type: "any" of a face and of a plate read differently). */
export function useReasonText(): (eventType: string, reason: string | null | undefined) => string {
  const intl = useIntl();
  return useCallback(
    (eventType, reason) => {
      if (!reason) return '';
      const id = `events.reason.${eventType}.${reason}`;
      // A reason the catalogue does not know (a newer camera's) still reads as words, not as a code.
      return hasMessage(intl, id) ? intl.formatMessage({ id: id as 'events.reason.fr.any' }) : reason.replace(/_/g, ' ');
    },
    [intl],
  );
}
