/** A box in pixels of the frame. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Side of a motion cell in pixels: the mean of 8×8 pixels averages sensor noise and JPEG blocks away. */
const CELL = 8;
/** A cell changed when its mean grey differs from the background by more than this (0..255). */
const THRESHOLD = 14;
/** How fast the background takes in the current frame (per analysed frame). */
const LEARN = 0.15;

/**
 * Where a frame changed (Frigate-style motion regions): the frame's cell means against a running
 * background, changed cells grouped by 8-connectivity and boxed, each box grown by a cell. Cheap
 * (one pass over the pixels), so the detector runs only where something moved.
 */
export class MotionRegions {
  private background: Float32Array | null = null;
  private cols = 0;
  private rows = 0;

  /** Changed regions of an RGB frame (the first frame is all change). */
  update(rgb: Buffer, width: number, height: number): PixelBox[] {
    const cols = Math.floor(width / CELL);
    const rows = Math.floor(height / CELL);
    const means = new Float32Array(cols * rows);
    for (let y = 0; y < rows * CELL; y++) {
      const row = (y / CELL) | 0;
      let p = y * width * 3;
      for (let c = 0; c < cols; c++) {
        let s = 0;
        for (let k = 0; k < CELL; k++, p += 3) s += rgb[p]! + 2 * rgb[p + 1]! + rgb[p + 2]!;
        means[row * cols + c]! += s;
      }
    }
    for (let i = 0; i < means.length; i++) means[i] = means[i]! / (CELL * CELL * 4);
    const bg = this.background;
    if (!bg || this.cols !== cols || this.rows !== rows) {
      this.background = means;
      this.cols = cols;
      this.rows = rows;
      return [{ x: 0, y: 0, width, height }];
    }
    const changed = new Uint8Array(cols * rows);
    for (let i = 0; i < means.length; i++) {
      if (Math.abs(means[i]! - bg[i]!) > THRESHOLD) changed[i] = 1;
      bg[i] = bg[i]! + LEARN * (means[i]! - bg[i]!);
    }
    return this.boxes(changed, cols, rows, width, height);
  }

  private boxes(changed: Uint8Array, cols: number, rows: number, width: number, height: number): PixelBox[] {
    const seen = new Uint8Array(changed.length);
    const out: PixelBox[] = [];
    const stack: number[] = [];
    for (let start = 0; start < changed.length; start++) {
      if (!changed[start] || seen[start]) continue;
      let [c0, c1, r0, r1, n] = [cols, -1, rows, -1, 0];
      stack.push(start);
      seen[start] = 1;
      while (stack.length) {
        const i = stack.pop()!;
        const r = (i / cols) | 0;
        const c = i % cols;
        n++;
        [c0, c1, r0, r1] = [Math.min(c0, c), Math.max(c1, c), Math.min(r0, r), Math.max(r1, r)];
        for (let dr = -1; dr <= 1; dr++)
          for (let dc = -1; dc <= 1; dc++) {
            const rr = r + dr;
            const cc = c + dc;
            const j = rr * cols + cc;
            if (rr >= 0 && rr < rows && cc >= 0 && cc < cols && changed[j] && !seen[j]) {
              seen[j] = 1;
              stack.push(j);
            }
          }
      }
      // A lone cell is noise, not a person.
      if (n < 2) continue;
      const x = Math.max(0, (c0 - 1) * CELL);
      const y = Math.max(0, (r0 - 1) * CELL);
      out.push({ x, y, width: Math.min(width, (c1 + 2) * CELL) - x, height: Math.min(height, (r1 + 2) * CELL) - y });
    }
    return mergeBoxes(out);
  }
}

export const overlaps = (a: PixelBox, b: PixelBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Overlapping boxes joined into their union until none overlap. */
export function mergeBoxes(boxes: PixelBox[]): PixelBox[] {
  const out = [...boxes];
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++)
      for (let j = i + 1; j < out.length && !merged; j++) {
        const a = out[i]!;
        const b = out[j]!;
        if (!overlaps(a, b)) continue;
        const x = Math.min(a.x, b.x);
        const y = Math.min(a.y, b.y);
        out[i] = { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
        out.splice(j, 1);
        merged = true;
      }
  }
  return out;
}
