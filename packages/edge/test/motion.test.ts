import { describe, expect, it } from 'vitest';
import { mergeBoxes, MotionRegions } from '../src/modules/motion';

const W = 320;
const H = 180;

/** A grey frame with sensor noise (±10) and a dark 40×60 block at x. */
function frame(seed: number, blockX: number | null): Buffer {
  const rgb = Buffer.alloc(W * H * 3);
  let s = seed;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const inside = blockX !== null && x >= blockX && x < blockX + 40 && y >= 60 && y < 120;
      const v = (inside ? 40 : 128) + ((s >> 8) % 21) - 10;
      rgb.fill(v, (y * W + x) * 3, (y * W + x) * 3 + 3);
    }
  return rgb;
}

describe('motion regions', () => {
  it('noise alone is no motion; a block appearing is one region around it', () => {
    const m = new MotionRegions();
    expect(m.update(frame(1, null), W, H)).toEqual([{ x: 0, y: 0, width: W, height: H }]);
    for (let i = 2; i < 6; i++) expect(m.update(frame(i, null), W, H)).toEqual([]);
    const regions = m.update(frame(9, 100), W, H);
    expect(regions).toHaveLength(1);
    const r = regions[0]!;
    expect(r.x).toBeLessThanOrEqual(100);
    expect(r.x + r.width).toBeGreaterThanOrEqual(140);
    expect(r.y).toBeLessThanOrEqual(60);
    expect(r.y + r.height).toBeGreaterThanOrEqual(120);
    // No more than a cell (8 px) and its margin around the block.
    expect(r.width).toBeLessThanOrEqual(40 + 4 * 8);
  });

  it('overlapping boxes merge into their union, apart ones stay apart', () => {
    expect(
      mergeBoxes([
        { x: 0, y: 0, width: 10, height: 10 },
        { x: 5, y: 5, width: 10, height: 10 },
        { x: 50, y: 50, width: 5, height: 5 },
      ]),
    ).toEqual([
      { x: 0, y: 0, width: 15, height: 15 },
      { x: 50, y: 50, width: 5, height: 5 },
    ]);
  });
});
