import { formatPlate, PLATE_REGIONS, type PlateRegion } from './plateMask';

/**
 * Plates carry no region, so a list shows its numbers with the masks of a region the operator
 * picks, or ('auto') of the first region, in the given order of preference, whose mask fits.
 */
export type PlateFormat = PlateRegion | 'auto';

/** Regions tried first in 'auto', by interface language. */
export const PREFERRED_REGIONS: Record<string, readonly PlateRegion[]> = { kk: ['kz', 'ru'], ru: ['ru', 'kz', 'by', 'ua'], en: ['kz', 'ru'] };

export function isPlateFormat(v: unknown): v is PlateFormat {
  return v === 'auto' || (typeof v === 'string' && (PLATE_REGIONS as readonly string[]).includes(v));
}

/** The number as shown: grouped by the chosen region's masks, or by the first region that fits. */
export function displayPlate(number: string, format: PlateFormat, preferred: readonly PlateRegion[] = []): string {
  const upper = number.toUpperCase();
  if (format !== 'auto') return formatPlate(number, format);
  const order = [...preferred, ...PLATE_REGIONS.filter((r) => !preferred.includes(r))];
  for (const region of order) {
    // A fitting mask always groups the number (every mask has several groups).
    const shown = formatPlate(number, region);
    if (shown.includes(' ')) return shown;
  }
  return upper;
}
