import type { IntlShape } from 'react-intl';
import { ApiError } from '../../api/errors';
import { describeError } from '../../lib/errorText';

/** The text of a failed call of this area: the area's own messages by error type, then the global ones. */
export function errorMessage(intl: IntlShape, e: unknown, perCall: Readonly<Record<string, string>> = {}): string {
  if (!(e instanceof ApiError)) return intl.formatMessage({ id: 'error.internal_error' });
  const d = describeError(e, perCall);
  return intl.formatMessage({ id: d.id as never }, d.values);
}
