import { useIntl } from 'react-intl';
import { setTranslator } from './translate';

/** Keeps the module-level translator on the current locale. */
export function IntlBridge() {
  setTranslator(useIntl());
  return null;
}
