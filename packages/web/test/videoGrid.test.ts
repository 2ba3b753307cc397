import { describe, expect, it } from 'vitest';
import {
  cellStyle,
  changeGridType,
  wallDiff,
  fitCameras,
  GRID_TYPES,
  placeCamera,
  presetLayout,
  removeCamera,
  wallChanged,
  type GridCell,
} from '../src/lib/videoGrid';

/** Every unit of the 12 × 12 grid covered at most once, and all inside it. */
function covered(cells: GridCell[]): number {
  const seen = new Set<string>();
  for (const c of cells) {
    expect(c.x + c.w).toBeLessThanOrEqual(12);
    expect(c.y + c.h).toBeLessThanOrEqual(12);
    for (let x = c.x; x < c.x + c.w; x++)
      for (let y = c.y; y < c.y + c.h; y++) {
        const k = `${x},${y}`;
        expect(seen.has(k)).toBe(false);
        seen.add(k);
      }
  }
  return seen.size;
}

describe('grid presets', () => {
  it.each([
    ['1x1', 1],
    ['2x2', 4],
    ['3x3', 9],
    ['4x4', 16],
    ['1+5', 6],
    ['1+7', 8],
  ] as const)('%s has %i cells tiling the whole grid', (type, n) => {
    const layout = presetLayout(type);
    expect(layout).toHaveLength(n);
    expect(covered(layout)).toBe(144);
  });

  it('the big cell of 1+5 and 1+7 comes first', () => {
    expect(presetLayout('1+5')[0]).toEqual({ x: 0, y: 0, w: 8, h: 8 });
    expect(presetLayout('1+7')[0]).toEqual({ x: 0, y: 0, w: 9, h: 9 });
  });

  it('lists the API grid types', () => {
    expect(GRID_TYPES).toEqual(['1x1', '2x2', '3x3', '4x4', '1+5', '1+7', 'custom']);
  });
});

describe('cameras in cells', () => {
  it('fits cameras to the number of cells', () => {
    expect(fitCameras([1, 2, 3], 2)).toEqual([1, 2]);
    expect(fitCameras([1], 3)).toEqual([1, null, null]);
  });

  it('keeps cameras in order when the grid changes; custom keeps its layout', () => {
    const r = changeGridType('1x1', { layout: presetLayout('2x2'), cameras: [5, 6, null, 7] });
    expect(r).toEqual({ layout: presetLayout('1x1'), cameras: [5] });
    const grown = changeGridType('3x3', { layout: presetLayout('2x2'), cameras: [5, 6, null, 7] });
    expect(grown.cameras).toEqual([5, 6, null, 7, null, null, null, null, null]);
    const custom = [
      { x: 0, y: 0, w: 12, h: 6 },
      { x: 0, y: 6, w: 12, h: 6 },
    ];
    expect(changeGridType('custom', { layout: custom, cameras: [1] })).toEqual({ layout: custom, cameras: [1, null] });
  });

  it('places a camera from the list (again, if it is already on the wall); from another cell the two swap', () => {
    expect(placeCamera([null, null, 3, null], 0, 3, null)).toEqual([3, null, 3, null]);
    expect(placeCamera([null, 2], 1, 3, null)).toEqual([null, 3]);
    expect(placeCamera([1, 2, null, null], 1, 1, 0)).toEqual([2, 1, null, null]);
    expect(placeCamera([1, null, null, null], 3, 1, 0)).toEqual([null, null, null, 1]);
    expect(placeCamera([1, null], 5, 9, null)).toEqual([1, null]);
    expect(removeCamera([1, 2], 0)).toEqual([null, 2]);
  });

  it('places cells on the CSS grid and sees changes', () => {
    expect(cellStyle({ x: 6, y: 0, w: 6, h: 6 })).toEqual({ gridColumn: '7 / span 6', gridRow: '1 / span 6' });
    const a = { name: 'A', gridType: '2x2', layout: presetLayout('2x2'), cameras: [1, null, null, null] };
    expect(wallChanged(a, { ...a })).toBe(false);
    expect(wallChanged(a, { ...a, cameras: [null, 1, null, null] })).toBe(true);
    expect(wallChanged(a, { ...a, name: 'B' })).toBe(true);
  });
});

describe('wall diff', () => {
  it('lists the name, the grid and every cell whose camera changes', () => {
    expect(wallDiff({ name: 'A', gridType: '2x2', cameras: [1, null, 2, null] }, { name: 'B', gridType: '1x1', cameras: [2] })).toEqual([
      { kind: 'name', from: 'A', to: 'B' },
      { kind: 'grid', from: '2x2', to: '1x1' },
      { kind: 'cell', cell: 1, from: 1, to: 2 },
      { kind: 'cell', cell: 3, from: 2, to: null },
    ]);
    expect(wallDiff({ name: 'A', gridType: '2x2', cameras: [1] }, { name: 'A', gridType: '2x2', cameras: [1] })).toEqual([]);
  });
});
