import type { listsEn } from './en';

/** Қазақша: тану тізімдері, беттер, нөмірлер және кіруді бақылау. */
export const listsKk: Record<keyof typeof listsEn, string> = {};
