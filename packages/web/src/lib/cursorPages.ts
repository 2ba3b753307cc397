/**
 * Cursor paging with a way back: the cursors that opened each page seen so far.
 * cursors[0] is null (the first page); index is the page shown.
 */
export interface CursorPages {
  cursors: (string | null)[];
  index: number;
}

export const firstPage = (): CursorPages => ({ cursors: [null], index: 0 });

export const currentCursor = (p: CursorPages): string | null => p.cursors[p.index] ?? null;

/** Forward to the page the answer's cursor opens; nothing happens on the last page (cursor null). */
export function nextPage(p: CursorPages, next: string | null): CursorPages {
  if (next === null) return p;
  return { cursors: [...p.cursors.slice(0, p.index + 1), next], index: p.index + 1 };
}

export function previousPage(p: CursorPages): CursorPages {
  return p.index === 0 ? p : { cursors: p.cursors, index: p.index - 1 };
}
