/** The events grid: card sizes and how many cards fit a row. */

export const CARD_SIZES = ['s', 'm', 'l'] as const;
export type CardSize = (typeof CARD_SIZES)[number];

/** The narrowest a card of each size may be (px); the default fits six a row beside the filters at 1280 px. */
export const CARD_MIN_WIDTH: Record<CardSize, number> = { s: 84, m: 100, l: 200 };
export const DEFAULT_CARD_SIZE: CardSize = 'm';
/** Gap between cards and padding of the grid (px), as drawn. */
export const CARD_GAP = 8;
const PADDING = 8;

/** Cards a row in `width` px: as many of at least the size's width as fit, at least one. */
export function cardsPerRow(width: number, size: CardSize): number {
  const room = width - 2 * PADDING + CARD_GAP;
  return Math.max(1, Math.floor(room / (CARD_MIN_WIDTH[size] + CARD_GAP)));
}

export function parseCardSize(v: unknown): CardSize {
  return (CARD_SIZES as readonly unknown[]).includes(v) ? (v as CardSize) : DEFAULT_CARD_SIZE;
}
