import type { placesEn } from './en';

/** Қазақша: орындар, карта, жоспарлар және датчиктер. */
export const placesKk: Record<keyof typeof placesEn, string> = {};
