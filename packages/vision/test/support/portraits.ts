import sharp from 'sharp';
import type { Rect } from '../../src/rect';
import { DEMO_FACE_COUNTS, demoPhoto } from './augment';

/**
 * Tight portraits made from the demo photos, the way a passport or staff-badge photo frames a face:
 * each face box found on the original photo, grown to `factor` × its size (1.05..1.2) around its
 * centre, cut out, plus degraded copies of each cut. The face's expected place in every picture is
 * known from the cut, so no picture needs labelling by hand.
 */
export interface Portrait {
  /** e.g. "sample3 face 2 ×1.1" */
  name: string;
  image: Buffer;
  /** Where the face box lies in this picture (fractions). */
  face: Rect;
}

export interface Degradation {
  name: string;
  apply: (image: Buffer) => Promise<Buffer>;
  /** Maps a rect of the undegraded picture into the degraded one. */
  map: (r: Rect) => Rect;
}

const same = (r: Rect) => r;

export const DEGRADATIONS: Degradation[] = [
  {
    name: 'scaled 0.5×',
    apply: async (img) => {
      const { width = 0 } = await sharp(img).metadata();
      return sharp(img)
        .resize({ width: Math.round(width / 2) })
        .jpeg({ quality: 90 })
        .toBuffer();
    },
    map: same,
  },
  { name: 'blurred σ 2', apply: (img) => sharp(img).blur(2).jpeg({ quality: 90 }).toBuffer(), map: same },
  { name: 'JPEG q20', apply: (img) => sharp(img).jpeg({ quality: 20 }).toBuffer(), map: same },
  { name: 'mirrored', apply: (img) => sharp(img).flop().jpeg({ quality: 90 }).toBuffer(), map: (r) => ({ ...r, x_min: 1 - r.x_max, x_max: 1 - r.x_min }) },
];

/** Crop factors cycled over the faces (the box grown to 1.05, 1.1 or 1.2 of its size). */
export const CROP_FACTORS = [1.05, 1.1, 1.2] as const;

/**
 * Cuts every face of the demo photos tightly. `boxes` are the faces found on each original photo
 * (sample1..6, in DEMO_FACE_COUNTS order) by the detector under test.
 */
export async function tightPortraits(boxes: Rect[][]): Promise<Portrait[]> {
  const out: Portrait[] = [];
  let k = 0;
  for (let n = 1; n <= DEMO_FACE_COUNTS.length; n++) {
    const photo = demoPhoto(n);
    const { width = 0, height = 0 } = await sharp(photo).metadata();
    for (const [i, box] of (boxes[n - 1] ?? []).entries()) {
      const factor = CROP_FACTORS[k++ % CROP_FACTORS.length]!;
      const bw = (box.x_max - box.x_min) * width;
      const bh = (box.y_max - box.y_min) * height;
      const cx = ((box.x_min + box.x_max) / 2) * width;
      const cy = ((box.y_min + box.y_max) / 2) * height;
      const left = Math.max(0, Math.round(cx - (bw * factor) / 2));
      const top = Math.max(0, Math.round(cy - (bh * factor) / 2));
      const right = Math.min(width, Math.round(cx + (bw * factor) / 2));
      const bottom = Math.min(height, Math.round(cy + (bh * factor) / 2));
      const w = right - left;
      const h = bottom - top;
      const image = await sharp(photo).extract({ left, top, width: w, height: h }).jpeg({ quality: 92 }).toBuffer();
      const face = {
        x_min: (box.x_min * width - left) / w,
        y_min: (box.y_min * height - top) / h,
        x_max: (box.x_max * width - left) / w,
        y_max: (box.y_max * height - top) / h,
      };
      out.push({ name: `sample${n} face ${i + 1} ×${factor}`, image, face });
    }
  }
  return out;
}

/** Pictures without a face: noise, gradients, a landscape-like scene, shapes, a flat wall; several sizes. */
export async function faceless(): Promise<{ name: string; image: Buffer }[]> {
  // A fixed-seed generator, so the same pictures come every run.
  let seed = 12345;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const raw = (w: number, h: number, px: (x: number, y: number) => [number, number, number]) => {
    const data = Buffer.alloc(w * h * 3);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++)
        data.set(
          px(x, y).map((v) => Math.max(0, Math.min(255, Math.round(v)))),
          (y * w + x) * 3,
        );
    }
    return sharp(data, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
  };
  const noise = (w: number, h: number) => raw(w, h, () => [rand() * 255, rand() * 255, rand() * 255]);
  const grey = (w: number, h: number) =>
    raw(w, h, () => {
      const v = rand() * 255;
      return [v, v, v];
    });
  const gradient = (w: number, h: number) => raw(w, h, (x, y) => [(x / w) * 255, (y / h) * 255, 128]);
  const radial = (w: number, h: number) =>
    raw(w, h, (x, y) => {
      const d = Math.hypot(x - w / 2, y - h / 2) / Math.hypot(w / 2, h / 2);
      return [220 - d * 150, 180 - d * 120, 160 - d * 100];
    });
  // Sky, a hill line, grass with texture and a sun: the kind of background a phone photo holds.
  const landscape = (w: number, h: number) =>
    raw(w, h, (x, y) => {
      const hill = h * (0.55 + 0.08 * Math.sin((x / w) * 6.3) + 0.03 * Math.sin((x / w) * 23));
      if (Math.hypot(x - w * 0.75, y - h * 0.2) < h * 0.08) return [255, 240, 180];
      if (y < hill) return [110 + (y / h) * 80, 160 + (y / h) * 60, 235];
      const t = rand() * 30;
      return [50 + t, 120 + t + (y / h) * 40, 40 + t];
    });
  const shapes = async (w: number, h: number) => {
    const rects = Array.from({ length: 12 }, () => {
      const [x, y, rw, rh] = [rand() * w, rand() * h, 10 + rand() * w * 0.4, 10 + rand() * h * 0.4];
      const fill = `rgb(${Math.round(rand() * 255)},${Math.round(rand() * 255)},${Math.round(rand() * 255)})`;
      return rand() > 0.5
        ? `<rect x="${x}" y="${y}" width="${rw}" height="${rh}" fill="${fill}"/>`
        : `<ellipse cx="${x}" cy="${y}" rx="${rw / 2}" ry="${rh / 2}" fill="${fill}"/>`;
    });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#ddd"/>${rects.join('')}</svg>`;
    return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  };
  const wall = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 190, b: 170 } } })
      .jpeg()
      .toBuffer();
  const out: { name: string; image: Buffer }[] = [];
  for (const [w, h] of [
    [64, 64],
    [160, 200],
    [640, 480],
  ] as const) {
    for (const [name, make] of Object.entries({ noise, grey, gradient, radial, landscape, shapes, wall })) {
      out.push({ name: `${name} ${w}×${h}`, image: await make(w, h) });
    }
  }
  return out;
}

/** Intersection over union of two rects. */
export function iou(a: Rect, b: Rect): number {
  const w = Math.max(0, Math.min(a.x_max, b.x_max) - Math.max(a.x_min, b.x_min));
  const h = Math.max(0, Math.min(a.y_max, b.y_max) - Math.max(a.y_min, b.y_min));
  const area = (r: Rect) => (r.x_max - r.x_min) * (r.y_max - r.y_min);
  const inter = w * h;
  return inter / (area(a) + area(b) - inter);
}
