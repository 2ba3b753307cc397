import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';
import { useLanguage } from '../../i18n/I18nProvider';

/** Shown only when at least two locales are available. */
export function LanguageSwitcher({ compact = false, dark = false }: { compact?: boolean; dark?: boolean }) {
  const intl = useIntl();
  const id = useId();
  const { locale, available, setLocale } = useLanguage();
  if (available.length < 2) return null;
  const label = intl.formatMessage({ id: 'layout.language' });
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => setLocale(e.target.value)}
        className={`min-h-9 rounded-md border px-2 text-sm ${dark ? 'border-slate-600 bg-slate-800 text-slate-100' : 'border-slate-300 bg-surface text-slate-800'} ${compact ? 'w-auto' : 'w-full'}`}
      >
        {available.map((l) => (
          <option key={l} value={l}>
            {intl.formatMessage({ id: `lang.${l}` as MessageId })}
          </option>
        ))}
      </select>
    </div>
  );
}
