import type { dashboardEn } from './en';

/** Қазақша: бақылау тақтасы. */
export const dashboardKk: Record<keyof typeof dashboardEn, string> = {};
