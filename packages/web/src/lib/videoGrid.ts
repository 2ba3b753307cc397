/** Video wall grids: cells in a 12 × 12 grid (as the API stores them), presets by grid type. */

export type GridCell = { x: number; y: number; w: number; h: number };
export const GRID_TYPES = ['1x1', '2x2', '3x3', '4x4', '1+5', '1+7', 'custom'] as const;
export type GridType = (typeof GRID_TYPES)[number];

function square(n: number): GridCell[] {
  const size = 12 / n;
  const cells: GridCell[] = [];
  for (let row = 0; row < n; row++) for (let col = 0; col < n; col++) cells.push({ x: col * size, y: row * size, w: size, h: size });
  return cells;
}

/** One big cell in the top left and the small ones around it on the right and bottom. */
function onePlus(n: 5 | 7): GridCell[] {
  const k = n === 5 ? 3 : 4; // columns of small cells: 3 × 3 (big is 2 × 2) or 4 × 4 (big is 3 × 3)
  const size = 12 / k;
  const big = (k - 1) * size;
  const cells: GridCell[] = [{ x: 0, y: 0, w: big, h: big }];
  for (let row = 0; row < k - 1; row++) cells.push({ x: big, y: row * size, w: size, h: size });
  for (let col = 0; col < k; col++) cells.push({ x: col * size, y: big, w: size, h: size });
  return cells;
}

/** The layout of a preset grid type; custom has none of its own (keeps what it has, else 2 × 2). */
export function presetLayout(type: GridType): GridCell[] {
  switch (type) {
    case '1x1':
      return square(1);
    case '2x2':
      return square(2);
    case '3x3':
      return square(3);
    case '4x4':
      return square(4);
    case '1+5':
      return onePlus(5);
    case '1+7':
      return onePlus(7);
    case 'custom':
      return square(2);
  }
}

/** Cameras fitted to a number of cells: kept in order, cut or padded with empty cells. */
export function fitCameras(cameras: readonly (number | null)[], cells: number): (number | null)[] {
  const out = cameras.slice(0, cells);
  while (out.length < cells) out.push(null);
  return out;
}

/** Changing the grid type: its preset layout, the cameras kept in order as far as they fit. */
export function changeGridType(
  type: GridType,
  current: { layout: readonly GridCell[]; cameras: readonly (number | null)[] },
): { layout: GridCell[]; cameras: (number | null)[] } {
  const layout = type === 'custom' ? (current.layout.length ? [...current.layout] : presetLayout('custom')) : presetLayout(type);
  return { layout, cameras: fitCameras(current.cameras, layout.length) };
}

/** Put a camera into a cell. Dropped from another cell, the two swap; from the list it is added (a camera may show in several cells). */
export function placeCamera(cameras: readonly (number | null)[], cell: number, camera: number, fromCell: number | null): (number | null)[] {
  const out = [...cameras];
  if (cell < 0 || cell >= out.length) return out;
  if (fromCell !== null && fromCell >= 0 && fromCell < out.length) {
    const displaced = out[cell] ?? null;
    out[cell] = camera;
    out[fromCell] = fromCell === cell ? camera : displaced;
    return out;
  }
  out[cell] = camera;
  return out;
}

export function removeCamera(cameras: readonly (number | null)[], cell: number): (number | null)[] {
  return cameras.map((c, i) => (i === cell ? null : c));
}

/** CSS grid placement of a cell in the 12 × 12 grid. */
export function cellStyle(c: GridCell): { gridColumn: string; gridRow: string } {
  return { gridColumn: `${c.x + 1} / span ${c.w}`, gridRow: `${c.y + 1} / span ${c.h}` };
}

/** Whether two wall states differ (for the leave guard and the save button). */
export function wallChanged(
  a: { name: string; gridType: string; layout: readonly GridCell[]; cameras: readonly (number | null)[] },
  b: { name: string; gridType: string; layout: readonly GridCell[]; cameras: readonly (number | null)[] },
): boolean {
  return (
    a.name !== b.name ||
    a.gridType !== b.gridType ||
    JSON.stringify(a.layout) !== JSON.stringify(b.layout) ||
    JSON.stringify(a.cameras) !== JSON.stringify(b.cameras)
  );
}

export type WallChange =
  | { kind: 'name'; from: string; to: string }
  | { kind: 'grid'; from: string; to: string }
  | { kind: 'cell'; cell: number; from: number | null; to: number | null };

/** What saving would change: the name, the grid, and each cell whose camera differs (cells numbered from 1). */
export function wallDiff(
  before: { name: string; gridType: string; cameras: readonly (number | null)[] },
  after: { name: string; gridType: string; cameras: readonly (number | null)[] },
): WallChange[] {
  const out: WallChange[] = [];
  if (before.name !== after.name) out.push({ kind: 'name', from: before.name, to: after.name });
  if (before.gridType !== after.gridType) out.push({ kind: 'grid', from: before.gridType, to: after.gridType });
  const n = Math.max(before.cameras.length, after.cameras.length);
  for (let i = 0; i < n; i++) {
    const a = before.cameras[i] ?? null;
    const b = after.cameras[i] ?? null;
    if (a !== b) out.push({ kind: 'cell', cell: i + 1, from: a, to: b });
  }
  return out;
}
