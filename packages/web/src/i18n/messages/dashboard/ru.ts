import type { dashboardEn } from './en';

/** Русский: панель. */
export const dashboardRu: Record<keyof typeof dashboardEn, string> = {};
