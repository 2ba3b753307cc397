import type { videoEn } from './en';

/** Қазақша: бейне: ойнатқыш, бейне қабырғалар, клиптер мен белгілер. */
export const videoKk: Record<keyof typeof videoEn, string> = {};
