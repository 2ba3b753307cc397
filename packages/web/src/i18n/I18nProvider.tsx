import { STORAGE_KEYS } from '@argus/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useConfig } from '../api/config';
import { chooseLanguage } from '../lib/language';
import { LOCALES, intlLocale, loadMessages } from './catalogues';

interface LanguageContextValue {
  locale: string;
  available: string[];
  setLocale: (locale: string) => void;
  /** Every message is loaded, not only the sign-in page's core (FullCatalogue asks for them). */
  full: boolean;
  requestFull: () => void;
}

const LanguageContext = createContext<LanguageContextValue>({
  locale: 'ru',
  available: [],
  setLocale: () => undefined,
  full: false,
  requestFull: () => undefined,
});

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
  const available = useMemo(() => config.availableLocales.filter((l) => LOCALES.includes(l)), [config.availableLocales]);
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

  // The messages on screen and the language they are in: while another language loads, the
  // console keeps showing the previous one instead of blanking.
  const [wantFull, setWantFull] = useState(false);
  const requestFull = useCallback(() => setWantFull(true), []);
  const [shown, setShown] = useState<{ locale: string; full: boolean; messages: Record<string, string> } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    loadMessages(locale, fallback, wantFull).then(
      (messages) => current && setShown({ locale, full: wantFull, messages }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [locale, fallback, wantFull]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.locale;
  }, [shown]);

  const full = shown?.full === true;
  const value = useMemo(() => ({ locale, available, setLocale, full, requestFull }), [locale, available, setLocale, full, requestFull]);
  if (!shown) return failed ? <CatalogueFailed /> : null;
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={intlLocale(shown.locale)} defaultLocale={intlLocale(fallback)} messages={shown.messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/** No catalogue could be loaded (the network failed on the first page): there are no words to say it in but these. */
function CatalogueFailed() {
  return (
    <div role="alert" className="p-6 text-sm">
      The console could not be loaded. Check the connection and reload the page. / Не удалось загрузить консоль. Проверьте соединение и обновите страницу.{' '}
      <button type="button" className="underline" onClick={() => window.location.reload()}>
        Reload / Обновить
      </button>
    </div>
  );
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}
