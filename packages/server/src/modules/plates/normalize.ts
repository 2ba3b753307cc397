/**
 * Plate numbers for matching. The same plate is read and typed in many ways: "а 123 вс-77",
 * "A123BC77", Cyrillic letters that look Latin (post-Soviet plates use only such letters). The
 * key is: upper case; the twelve Cyrillic look-alikes А В Е К М Н О Р С Т У Х mapped to Latin
 * A B E K M H O P C T Y X; then only letters and digits kept (spaces, dashes, dots dropped).
 * Event ingest and plate search apply the same key to recognised and typed numbers.
 *
 * For display the stored `number` keeps the user's letters (upper case, no separators); the
 * console groups it with the region masks.
 */
const LOOKALIKES: Record<string, string> = { А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X' };

export function plateKey(number: string): string {
  return [...number.toUpperCase()]
    .map((ch) => LOOKALIKES[ch] ?? ch)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The number as stored for display: upper case, without separators. */
export function plateDisplay(number: string): string {
  return number.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
}
