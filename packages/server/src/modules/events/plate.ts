/** Cyrillic letters that plates of the region share with Latin ones (same glyph, same plate). */
const LOOKALIKES: Record<string, string> = { А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X' };

/** The form plates are stored and searched in: upper case, Latin look-alikes, letters and digits only. */
export function normalizePlate(number: string): string {
  return [...number.toUpperCase()].map((ch) => LOOKALIKES[ch] ?? ch).join('').replace(/[^\p{L}\p{N}]/gu, '');
}
