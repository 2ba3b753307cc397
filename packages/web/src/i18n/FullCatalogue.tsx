import { useEffect, type ReactNode } from 'react';
import { Spinner } from '../components/Spinner';
import { useLanguage } from './I18nProvider';

/** Renders its children once every message of the language is loaded (the sign-in page needs only the core). */
export function FullCatalogue({ children }: { children: ReactNode }) {
  const { full, requestFull } = useLanguage();
  useEffect(() => {
    if (!full) requestFull();
  }, [full, requestFull]);
  return full ? children : <Spinner fullPage />;
}
