import type { IntlShape } from 'react-intl';

/** Whether the catalogue has a message for an id built at run time (a reason, an attribute). */
export function hasMessage(intl: IntlShape, id: string): boolean {
  return (intl.messages as Record<string, unknown>)[id] !== undefined;
}
