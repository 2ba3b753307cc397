import sharp from 'sharp';

/**
 * What tp looks at in one frame: a small greyscale copy and, per cell of a CELL-pixel grid, the
 * brightness mean, its spread and the variance of the 4-neighbour Laplacian (fine detail). Cells
 * let tp judge the view part by part, so an object covering some of it does not move the verdict.
 */
export interface FrameMeasure {
  /** Mean brightness 0..255 of the whole frame. */
  mean: number;
  /** Standard deviation of brightness of the whole frame: near 0 for a uniform (covered) frame. */
  std: number;
  width: number;
  height: number;
  /** The greyscale copy, row by row. */
  grey: Uint8Array;
  cols: number;
  rows: number;
  cellMean: Float32Array;
  cellStd: Float32Array;
  /** Variance of the Laplacian inside the cell (edges of the copy excluded). */
  cellLap: Float32Array;
}

export const MEASURE_WIDTH = 160;
export const CELL = 10;

/** Decoding and scaling are sharp's; only the statistics are computed here. */
export async function measure(jpeg: Buffer): Promise<FrameMeasure> {
  const { data, info } = await sharp(jpeg).greyscale().resize({ width: MEASURE_WIDTH }).raw().toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const ch = info.channels;
  const grey = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) grey[i] = data[i * ch] ?? 0;
  return measureGrey(grey, w, h);
}

export function measureGrey(grey: Uint8Array, w: number, h: number): FrameMeasure {
  const cols = Math.floor(w / CELL);
  const rows = Math.floor(h / CELL);
  const n = cols * rows;
  const cellMean = new Float32Array(n);
  const cellStd = new Float32Array(n);
  const cellLap = new Float32Array(n);
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < w * h; i++) {
    const v = grey[i] ?? 0;
    sum += v;
    sq += v * v;
  }
  const mean = sum / (w * h);
  const std = Math.sqrt(Math.max(0, sq / (w * h) - mean * mean));
  const px = (x: number, y: number) => grey[y * w + x] ?? 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let s = 0;
      let s2 = 0;
      let l = 0;
      let l2 = 0;
      let ln = 0;
      for (let y = r * CELL; y < (r + 1) * CELL; y++) {
        for (let x = c * CELL; x < (c + 1) * CELL; x++) {
          const v = px(x, y);
          s += v;
          s2 += v * v;
          if (x > 0 && y > 0 && x < w - 1 && y < h - 1) {
            const lap = px(x - 1, y) + px(x + 1, y) + px(x, y - 1) + px(x, y + 1) - 4 * v;
            l += lap;
            l2 += lap * lap;
            ln++;
          }
        }
      }
      const k = r * cols + c;
      const m = s / (CELL * CELL);
      cellMean[k] = m;
      cellStd[k] = Math.sqrt(Math.max(0, s2 / (CELL * CELL) - m * m));
      cellLap[k] = ln ? Math.max(0, l2 / ln - (l / ln) ** 2) : 0;
    }
  }
  return { mean, std, width: w, height: h, grey, cols, rows, cellMean, cellStd, cellLap };
}
