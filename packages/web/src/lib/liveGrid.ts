/** Tiles per page of the live view: one camera, or a square grid of 2, 3 or 4 per side. */
export const LIVE_LAYOUTS = [1, 4, 9, 16] as const;
export type LiveLayout = (typeof LIVE_LAYOUTS)[number];

/** The layout kept in the route state (a number or its text); 4 by default. */
export function parseLayout(v: unknown): LiveLayout {
  const n = typeof v === 'string' ? Number(v) : v;
  return (LIVE_LAYOUTS as readonly unknown[]).includes(n) ? (n as LiveLayout) : 4;
}

/** Columns of a layout's grid. */
export const columnsOf = (layout: LiveLayout): number => Math.round(Math.sqrt(layout));

export function pageCount(total: number, layout: LiveLayout): number {
  return Math.max(1, Math.ceil(total / layout));
}

/** A page number (0-based, route state) within the pages there are. */
export function clampPage(v: unknown, total: number, layout: LiveLayout): number {
  const n = typeof v === 'string' ? Number(v) : typeof v === 'number' ? v : 0;
  if (!Number.isInteger(n) || n < 0) return 0;
  return Math.min(n, pageCount(total, layout) - 1);
}

/** The items of one page. */
export function pageItems<T>(items: readonly T[], page: number, layout: LiveLayout): T[] {
  return items.slice(page * layout, page * layout + layout);
}

/** The page that holds the item at `index` (to keep a camera in view when the layout changes). */
export function pageOfIndex(index: number, layout: LiveLayout): number {
  return index < 0 ? 0 : Math.floor(index / layout);
}

interface TimedEvent {
  ts: string;
  origin: { cameraId: number };
}

/** The newest event of each camera among the given ones (fetched and pushed alike). */
export function latestByCamera<E extends TimedEvent>(...lists: readonly (readonly E[] | undefined)[]): Map<number, E> {
  const out = new Map<number, E>();
  for (const list of lists) {
    for (const e of list ?? []) {
      const have = out.get(e.origin.cameraId);
      if (!have || Date.parse(e.ts) > Date.parse(have.ts)) out.set(e.origin.cameraId, e);
    }
  }
  return out;
}
