import type { MessageId } from './messages/en';

type Catalogue = Partial<Record<MessageId, string>>;

/**
 * Each language's messages are chunks of their own, loaded when the language is chosen: the core
 * (the sign-in page and the console's frame) first, the rest once a signed-in page needs it.
 * The sign-in page downloads a few kilobytes of one language, not every message of three.
 */
const CORE: Record<string, () => Promise<Catalogue>> = {
  en: () => import('./messages/core/en').then((m) => m.coreEn),
  ru: () => import('./messages/core/ru').then((m) => m.coreRu),
  kk: () => import('./messages/core/kk').then((m) => m.coreKk),
};
const FULL: Record<string, () => Promise<Catalogue>> = {
  en: () => import('./messages/en').then((m) => m.en),
  ru: () => import('./messages/ru').then((m) => m.ru),
  kk: () => import('./messages/kk').then((m) => m.kk),
};

/** The languages the console has messages for. */
export const LOCALES: readonly string[] = Object.keys(FULL);

const loaded = new Map<string, Promise<Catalogue>>();

function catalogue(locale: string, full: boolean): Promise<Catalogue | null> {
  const load = (full ? FULL : CORE)[locale];
  if (!load) return Promise.resolve(null);
  const key = `${full ? 'full' : 'core'}:${locale}`;
  let p = loaded.get(key);
  if (!p) {
    p = load();
    // A failed download (network) may be tried again on the next call.
    p.catch(() => loaded.delete(key));
    loaded.set(key, p);
  }
  return p;
}

/**
 * A locale's messages over the fallback's (ru when the fallback is unknown), so that a missing
 * message shows in the fallback language: the core only, or every message when `full`.
 */
export async function loadMessages(locale: string, fallback: string, full = true): Promise<Record<string, string>> {
  const [base, own] = await Promise.all([catalogue(FULL[fallback] ? fallback : 'ru', full), catalogue(locale, full)]);
  return { ...base, ...own } as Record<string, string>;
}

/** react-intl locale tags: English is the US one. */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-US' : locale;
}
