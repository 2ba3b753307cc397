import { PLATE_MASKS, PLATE_REGIONS } from '@argus/contracts';
/**
 * Plate numbers shown per region with grouped masks. A mask is a sequence of groups; each group
 * is a run of classes: L a letter, D a digit, X either. A number that fits one of its region's
 * masks is shown with its groups separated by a space; any other number is shown upper-cased
 * unchanged.
 */
// The regions are the contracts' (one list for the API's validation and the console's masks).
export { PLATE_MASKS, PLATE_REGIONS };
export type PlateRegion = (typeof PLATE_REGIONS)[number];

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

function fits(chars: string[], groups: string[]): boolean {
  const classes = groups.join('');
  if (classes.length !== chars.length) return false;
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i] ?? '';
    const k = classes[i];
    if (k === 'L' && !LETTER.test(c)) return false;
    if (k === 'D' && !DIGIT.test(c)) return false;
  }
  return true;
}

/** The number as shown: grouped by the first fitting mask of its region, else upper-cased as is. */
export function formatPlate(number: string, region: string | null | undefined): string {
  const upper = number.toUpperCase();
  if (!region) return upper;
  const masks = PLATE_MASKS[region.toLowerCase() as PlateRegion] as readonly string[] | undefined;
  if (!masks) return upper;
  const chars = [...upper.replace(/[\s-]/g, '')];
  for (const mask of masks) {
    const groups = mask.split(' ');
    if (!fits(chars, groups)) continue;
    const out: string[] = [];
    let at = 0;
    for (const g of groups) {
      out.push(chars.slice(at, at + g.length).join(''));
      at += g.length;
    }
    return out.join(' ');
  }
  return upper;
}
