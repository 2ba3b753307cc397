import type { IntlShape } from 'react-intl';
import type { MessageId } from './messages/en';

/** Lets code outside React (the query cache, the session) show translated text. */
let intl: IntlShape | null = null;

export function setTranslator(value: IntlShape): void {
  intl = value;
}

export function translate(id: string, values?: Record<string, string | number>): string {
  if (!intl) return id;
  return intl.formatMessage({ id: id as MessageId }, values);
}
