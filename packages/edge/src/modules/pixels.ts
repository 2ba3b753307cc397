import type { Color } from '@argus/contracts';
import type { Rect } from '@argus/vision';
import sharp from 'sharp';

/** A frame scaled to a small RGB copy: what motion, blobs and abandoned objects are measured on. */
export interface SmallFrame {
  data: Uint8Array;
  width: number;
  height: number;
  /** Size of the frame it was made from (the analysed frame), pixels. */
  srcWidth: number;
  srcHeight: number;
}

export const SMALL_WIDTH = 160;

export async function smallFrame(jpeg: Buffer, width = SMALL_WIDTH): Promise<SmallFrame> {
  const meta = await sharp(jpeg).metadata();
  const { data, info } = await sharp(jpeg).removeAlpha().resize({ width }).raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
    srcWidth: meta.width ?? info.width,
    srcHeight: meta.height ?? info.height,
  };
}

/** Largest channel difference per pixel above `threshold` (a colour change, also at equal brightness). */
export function changeMask(a: SmallFrame, b: Float32Array | Uint8Array, threshold: number): Uint8Array {
  const n = a.width * a.height;
  const mask = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const o = i * 3;
    const d = Math.max(
      Math.abs((a.data[o] ?? 0) - (b[o] ?? 0)),
      Math.abs((a.data[o + 1] ?? 0) - (b[o + 1] ?? 0)),
      Math.abs((a.data[o + 2] ?? 0) - (b[o + 2] ?? 0)),
    );
    if (d > threshold) mask[i] = 1;
  }
  return mask;
}

export interface Blob {
  rect: Rect;
  /** Pixels of the blob in the small frame. */
  area: number;
}

/**
 * Connected regions (8-neighbour) of a mask, after closing one-pixel gaps (a dilation), with at
 * least `minArea` pixels. Rects are fractions of the frame.
 */
export function blobs(mask: Uint8Array, width: number, height: number, minArea: number): Blob[] {
  const grown = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx >= 0 && yy >= 0 && xx < width && yy < height) grown[yy * width + xx] = 1;
        }
      }
    }
  }
  const label = new Int32Array(mask.length);
  const out: Blob[] = [];
  const stack: number[] = [];
  let next = 0;
  for (let start = 0; start < grown.length; start++) {
    if (!grown[start] || label[start]) continue;
    next++;
    label[start] = next;
    stack.push(start);
    let area = 0;
    let x0 = width;
    let y0 = height;
    let x1 = 0;
    let y1 = 0;
    while (stack.length) {
      const p = stack.pop() ?? 0;
      const x = p % width;
      const y = (p - x) / width;
      if (mask[p]) area++;
      if (x < x0) x0 = x;
      if (y < y0) y0 = y;
      if (x > x1) x1 = x;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          const q = yy * width + xx;
          if (grown[q] && !label[q]) {
            label[q] = next;
            stack.push(q);
          }
        }
      }
    }
    // The dilation grew the region by one pixel on every side: take it back.
    x0 = Math.min(x0 + 1, x1);
    y0 = Math.min(y0 + 1, y1);
    x1 = Math.max(x1 - 1, x0);
    y1 = Math.max(y1 - 1, y0);
    if (area >= minArea) out.push({ area, rect: { x_min: x0 / width, y_min: y0 / height, x_max: (x1 + 1) / width, y_max: (y1 + 1) / height } });
  }
  return out;
}

/** Share of the mask's pixels set inside a polygon (all of the frame when null). */
export function maskShare(mask: Uint8Array, width: number, height: number, inside: ((p: { x: number; y: number }) => boolean) | null): number {
  let n = 0;
  let on = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (inside && !inside({ x: (x + 0.5) / width, y: (y + 0.5) / height })) continue;
      n++;
      if (mask[y * width + x]) on++;
    }
  }
  return n ? on / n : 0;
}

/**
 * A background with selective update: pixels that differ from it by more than `threshold` are
 * foreground and are not learnt (an object that stops stays foreground); the others follow the
 * scene at `alpha` per frame (light changes).
 */
export class Background {
  private bg: Float32Array | null = null;
  width = 0;
  height = 0;

  constructor(
    readonly threshold = 28,
    readonly alpha = 0.05,
  ) {}

  reset(): void {
    this.bg = null;
  }

  /** The foreground mask of this frame (empty on the first frame, which becomes the background). */
  update(f: SmallFrame): Uint8Array {
    if (!this.bg || this.width !== f.width || this.height !== f.height) {
      this.bg = Float32Array.from(f.data);
      this.width = f.width;
      this.height = f.height;
      return new Uint8Array(f.width * f.height);
    }
    let mask = changeMask(f, this.bg, this.threshold);
    if (this.lightStep(f, mask)) mask = changeMask(f, this.bg, this.threshold);
    const bg = this.bg;
    for (let i = 0; i < mask.length; i++) {
      if (mask[i]) continue;
      for (let c = 0; c < 3; c++) {
        const o = i * 3 + c;
        bg[o] = (bg[o] ?? 0) + this.alpha * ((f.data[o] ?? 0) - (bg[o] ?? 0));
      }
    }
    return mask;
  }

  /**
   * A change of the light (a lamp switched, the camera's exposure stepping): most of the picture
   * changed, nearly all of it the same way. The selective update would never learn such a change
   * (every pixel is foreground), so the background is carried over to the new light at once: per
   * channel, the straight line (gain and offset, least squares) from background to frame; objects,
   * a small part of the picture, stay foreground. When that does not explain the frame (uneven
   * light), the frame becomes the background. Returns whether the background was changed.
   */
  private lightStep(f: SmallFrame, mask: Uint8Array): boolean {
    const bg = this.bg;
    if (!bg) return false;
    let changed = 0;
    let brighter = 0;
    for (let i = 0; i < mask.length; i++) {
      if (!mask[i]) continue;
      changed++;
      const o = i * 3;
      const d = (f.data[o] ?? 0) + (f.data[o + 1] ?? 0) + (f.data[o + 2] ?? 0) - (bg[o] ?? 0) - (bg[o + 1] ?? 0) - (bg[o + 2] ?? 0);
      if (d > 0) brighter++;
    }
    if (changed < Background.STEP_SHARE * mask.length) return false;
    if (Math.max(brighter, changed - brighter) < Background.STEP_SAME * changed) return false;
    const n = mask.length;
    for (let c = 0; c < 3; c++) {
      let sx = 0;
      let sy = 0;
      let sxx = 0;
      let sxy = 0;
      for (let i = 0; i < n; i++) {
        const x = bg[i * 3 + c] ?? 0;
        const y = f.data[i * 3 + c] ?? 0;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
      }
      const den = n * sxx - sx * sx;
      const gain = den > 1e-6 ? (n * sxy - sx * sy) / den : 1;
      const offset = (sy - gain * sx) / n;
      for (let i = 0; i < n; i++) bg[i * 3 + c] = Math.max(0, Math.min(255, gain * (bg[i * 3 + c] ?? 0) + offset));
    }
    const still = changeMask(f, bg, this.threshold);
    let left = 0;
    for (const v of still) left += v;
    if (left >= Background.STEP_SHARE * n) this.bg = Float32Array.from(f.data);
    return true;
  }

  /** A light step: at least this share of the picture changed … */
  static readonly STEP_SHARE = 0.5;
  /** … and at least this share of the change went the same way (brighter or darker). */
  static readonly STEP_SAME = 0.85;

  /** Takes a region of the current frame into the background at once (a reported object stays). */
  absorb(f: SmallFrame, rect: Rect): void {
    if (!this.bg) return;
    const x0 = Math.max(0, Math.floor(rect.x_min * f.width) - 1);
    const x1 = Math.min(f.width, Math.ceil(rect.x_max * f.width) + 1);
    const y0 = Math.max(0, Math.floor(rect.y_min * f.height) - 1);
    const y1 = Math.min(f.height, Math.ceil(rect.y_max * f.height) + 1);
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) for (let c = 0; c < 3; c++) this.bg[(y * f.width + x) * 3 + c] = f.data[(y * f.width + x) * 3 + c] ?? 0;
  }
}

// --- Colour names --------------------------------------------------------------------------------

/** RGB 0..255 → hue 0..360, saturation and value 0..1. */
function hsv(r: number, g: number, b: number): { h: number; s: number; v: number } {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === r) h = 60 * (((g - b) / d + 6) % 6);
    else if (max === g) h = 60 * ((b - r) / d + 2);
    else h = 60 * ((r - g) / d + 4);
  }
  return { h, s: max ? d / max : 0, v: max / 255 };
}

/** The spec's ten colours: the name of one pixel's colour (hue bands, with grey levels for low saturation). */
export function colorName(r: number, g: number, b: number): Color {
  const { h, s, v } = hsv(r, g, b);
  if (v < 0.2) return 'black';
  if (s < 0.18 || (s < 0.3 && v < 0.35)) return v > 0.78 ? 'white' : v < 0.28 ? 'black' : 'gray';
  if (h < 15 || h >= 340) return v < 0.55 && s > 0.35 ? 'brown' : 'red';
  if (h < 40) return v < 0.6 ? 'brown' : 'orange';
  if (h < 70) return v < 0.45 ? 'brown' : 'yellow';
  if (h < 165) return 'green';
  if (h < 255) return 'blue';
  return 'purple';
}

/**
 * The dominant named colour of a region of an image: every pixel votes for its colour name; the
 * name with most votes wins. `rect` is a fraction of the image.
 */
export async function dominantColor(jpeg: Buffer, rect: Rect): Promise<Color | null> {
  const meta = await sharp(jpeg).metadata();
  const W = meta.width ?? 0;
  const H = meta.height ?? 0;
  const left = Math.max(0, Math.floor(rect.x_min * W));
  const top = Math.max(0, Math.floor(rect.y_min * H));
  const width = Math.min(W - left, Math.ceil((rect.x_max - rect.x_min) * W));
  const height = Math.min(H - top, Math.ceil((rect.y_max - rect.y_min) * H));
  if (width < 2 || height < 2) return null;
  const { data } = await sharp(jpeg)
    .removeAlpha()
    .extract({ left, top, width, height })
    .resize({ width: Math.min(width, 48), fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const votes = new Map<Color, number>();
  for (let i = 0; i + 2 < data.length; i += 3) {
    const name = colorName(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
    votes.set(name, (votes.get(name) ?? 0) + 1);
  }
  let best: Color | null = null;
  let most = 0;
  for (const [name, n] of votes) {
    if (n > most) {
      best = name;
      most = n;
    }
  }
  return best;
}

/**
 * Clothing colours of a person box: the upper body is the band from 20 % to 50 % of the box's
 * height (below the head, above the belt), the lower body from 55 % to 90 %; both the middle 60 % of
 * the width (less background at the sides).
 */
export async function personColors(jpeg: Buffer, r: Rect): Promise<{ upperbody_color?: Color; lowerbody_color?: Color }> {
  const w = r.x_max - r.x_min;
  const h = r.y_max - r.y_min;
  const band = (a: number, b: number): Rect => ({ x_min: r.x_min + 0.2 * w, x_max: r.x_max - 0.2 * w, y_min: r.y_min + a * h, y_max: r.y_min + b * h });
  const upper = await dominantColor(jpeg, band(0.2, 0.5));
  const lower = await dominantColor(jpeg, band(0.55, 0.9));
  return { ...(upper ? { upperbody_color: upper } : {}), ...(lower ? { lowerbody_color: lower } : {}) };
}

/** A vehicle's body colour: the middle of its box (windows and wheels are at the edges and the top). */
export async function vehicleColor(jpeg: Buffer, r: Rect): Promise<Color | null> {
  const w = r.x_max - r.x_min;
  const h = r.y_max - r.y_min;
  return dominantColor(jpeg, { x_min: r.x_min + 0.2 * w, x_max: r.x_max - 0.2 * w, y_min: r.y_min + 0.45 * h, y_max: r.y_min + 0.8 * h });
}
