import type { Videowall } from '../../api/videowalls';
import { fitCameras, GRID_TYPES, type GridCell, type GridType } from '../../lib/videoGrid';

/** A video wall as being edited: what videowalls/diff compares with the stored wall. */
export type Draft = { name: string; gridType: GridType; layout: GridCell[]; cameras: (number | null)[] };

export const draftOf = (w: Videowall): Draft => ({
  name: w.name,
  gridType: w.gridType,
  layout: w.gridLayout,
  cameras: fitCameras(w.cameras, w.gridLayout.length),
});

const isCell = (c: unknown): c is GridCell =>
  !!c && typeof c === 'object' && ['x', 'y', 'w', 'h'].every((k) => Number.isFinite((c as Record<string, unknown>)[k]));

/** A draft read back from the route state (the address can be edited by hand): null unless well formed. */
export function parseDraft(value: unknown): Draft | null {
  if (!value || typeof value !== 'object') return null;
  const d = value as Record<string, unknown>;
  if (typeof d.name !== 'string' || !(GRID_TYPES as readonly unknown[]).includes(d.gridType)) return null;
  if (!Array.isArray(d.layout) || !d.layout.every(isCell)) return null;
  if (!Array.isArray(d.cameras) || d.cameras.length !== d.layout.length) return null;
  if (!d.cameras.every((c) => c === null || (Number.isInteger(c) && (c as number) > 0))) return null;
  return { name: d.name, gridType: d.gridType as GridType, layout: d.layout, cameras: d.cameras as (number | null)[] };
}
