import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages/en';

/** Turns a rule's message ({id, values}) into text. */
export function useFieldMessage() {
  const intl = useIntl();
  return (m: { id: string; values?: Record<string, string | number> } | undefined): string | undefined =>
    m ? intl.formatMessage({ id: m.id as MessageId }, m.values) : undefined;
}
