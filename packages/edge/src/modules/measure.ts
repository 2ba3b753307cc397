import sharp from 'sharp';

/** What tp looks at in one frame, measured on a small greyscale copy. */
export interface FrameMeasure {
  /** Mean brightness 0..255. */
  mean: number;
  /** Standard deviation of brightness: near 0 for a covered lens or a uniform frame. */
  std: number;
  /** Variance of the 4-neighbour Laplacian: sharpness, collapses when the image blurs. */
  sharpness: number;
  /** A THUMB_W-wide thumbnail with its own mean removed (brightness-neutral) for view comparison. */
  thumb: Float32Array;
  thumbW: number;
  thumbH: number;
}

const WIDTH = 160;
const BLOCK = 5;

/** Decoding and scaling are sharp's; only the statistics are computed here. */
export async function measure(jpeg: Buffer): Promise<FrameMeasure> {
  const { data, info } = await sharp(jpeg).greyscale().resize({ width: WIDTH }).raw().toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const ch = info.channels;
  const px = (x: number, y: number) => data[(y * w + x) * ch] ?? 0;
  let sum = 0;
  let sq = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = px(x, y);
      sum += v;
      sq += v * v;
    }
  }
  const n = w * h;
  const mean = sum / n;
  const std = Math.sqrt(Math.max(0, sq / n - mean * mean));
  let lsum = 0;
  let lsq = 0;
  let ln = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const l = px(x - 1, y) + px(x + 1, y) + px(x, y - 1) + px(x, y + 1) - 4 * px(x, y);
      lsum += l;
      lsq += l * l;
      ln++;
    }
  }
  const lmean = ln ? lsum / ln : 0;
  const sharpness = ln ? lsq / ln - lmean * lmean : 0;
  const thumbW = Math.floor(w / BLOCK);
  const thumbH = Math.floor(h / BLOCK);
  const thumb = new Float32Array(thumbW * thumbH);
  for (let ty = 0; ty < thumbH; ty++) {
    for (let tx = 0; tx < thumbW; tx++) {
      let s = 0;
      for (let y = 0; y < BLOCK; y++) for (let x = 0; x < BLOCK; x++) s += px(tx * BLOCK + x, ty * BLOCK + y);
      thumb[ty * thumbW + tx] = s / (BLOCK * BLOCK) - mean;
    }
  }
  return { mean, std, sharpness, thumb, thumbW, thumbH };
}

/** Mean absolute difference of two thumbnails of the same size (Infinity when the sizes differ). */
export function thumbDifference(a: FrameMeasure, b: { thumb: Float32Array }): number {
  if (a.thumb.length !== b.thumb.length || a.thumb.length === 0) return Infinity;
  let d = 0;
  for (let i = 0; i < a.thumb.length; i++) d += Math.abs((a.thumb[i] ?? 0) - (b.thumb[i] ?? 0));
  return d / a.thumb.length;
}
