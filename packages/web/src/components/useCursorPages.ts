import { useState } from 'react';
import { currentCursor, firstPage, nextPage, previousPage, type CursorPages } from '../lib/cursorPages';

/** Cursor paging that starts over whenever `resetKey` (the filters) changes. */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState<{ key: string; pages: CursorPages }>({ key: resetKey, pages: firstPage() });
  const pages = state.key === resetKey ? state.pages : firstPage();
  return {
    cursor: currentCursor(pages),
    index: pages.index,
    next: (cursor: string | null) => setState({ key: resetKey, pages: nextPage(pages, cursor) }),
    previous: () => setState({ key: resetKey, pages: previousPage(pages) }),
  };
}
