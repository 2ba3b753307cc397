import { useIntl } from 'react-intl';
import { useConfig } from '../../api/config';

/** react-hook-form rules of mandatory data: required and at least data_min_length characters. */
export function useMandatoryText() {
  const intl = useIntl();
  const { dataMinLength } = useConfig();
  return {
    validate: (v: string) => {
      const t = v.trim();
      if (!t) return intl.formatMessage({ id: 'form.required' });
      if (t.length < dataMinLength) return intl.formatMessage({ id: 'form.tooShort' }, { min: dataMinLength });
      if (t.length > 255) return intl.formatMessage({ id: 'form.tooLong' }, { max: 255 });
      return true;
    },
  };
}
