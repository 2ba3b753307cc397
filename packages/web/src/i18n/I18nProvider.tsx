import { STORAGE_KEYS } from '@argus/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useConfig } from '../api/config';
import { chooseLanguage } from '../lib/language';
import { CATALOGUES, intlLocale, messagesFor } from './catalogues';

interface LanguageContextValue {
  locale: string;
  available: string[];
  setLocale: (locale: string) => void;
}

const LanguageContext = createContext<LanguageContextValue>({ locale: 'ru', available: [], setLocale: () => undefined });

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.lang);
  } catch {
    return null;
  }
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const fallback = config.fallbackLocale;
  const available = useMemo(
    () => config.availableLocales.filter((l) => l in CATALOGUES),
    [config.availableLocales],
  );
  const [stored, setStored] = useState<string | null>(readStored);
  const locale = chooseLanguage({ stored, browser: navigator.language, available, fallback });

  const setLocale = useCallback((next: string) => {
    try {
      localStorage.setItem(STORAGE_KEYS.lang, next);
    } catch {
      // ignore
    }
    setStored(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo(() => ({ locale, available, setLocale }), [locale, available, setLocale]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={intlLocale(locale)} defaultLocale={intlLocale(fallback)} messages={messagesFor(locale, fallback)}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}
