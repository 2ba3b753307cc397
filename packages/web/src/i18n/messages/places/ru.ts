import type { placesEn } from './en';

/** Русский: места, карта, планы и датчики. */
export const placesRu: Record<keyof typeof placesEn, string> = {};
