import type { listsEn } from './en';

/** Русский: списки распознавания, лица, номера и скуд. */
export const listsRu: Record<keyof typeof listsEn, string> = {};
