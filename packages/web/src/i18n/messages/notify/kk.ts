import type { notifyEn } from './en';

/** Қазақша: жазылымдар, хабарландырулар және вебхуктар. */
export const notifyKk: Record<keyof typeof notifyEn, string> = {};
