import type { MessageId } from './messages/en';
import { en } from './messages/en';
import { kk } from './messages/kk';
import { ru } from './messages/ru';

export const CATALOGUES: Record<string, Record<MessageId, string>> = { en, ru, kk };

/** A locale's messages over the fallback's, so that a missing message shows in the fallback language. */
export function messagesFor(locale: string, fallback: string): Record<string, string> {
  return { ...(CATALOGUES[fallback] ?? CATALOGUES.ru), ...(CATALOGUES[locale] ?? {}) };
}

/** react-intl locale tags: English is the US one. */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-US' : locale;
}
