import type { notifyEn } from './en';

/** Русский: подписки, уведомления и вебхуки. */
export const notifyRu: Record<keyof typeof notifyEn, string> = {};
