import sharp from 'sharp';
import type { Frame } from '../../src/video/frames';

/**
 * Generated ground truth for line crossings at the edge's default analysis rate (1 frame a second):
 * people-like figures (a head on a body, 50×150 px in a 640×360 picture, about 0.42 of its height:
 * a person standing a few metres from the camera) walk across the picture one after another at
 * 120 px/s, left → right or right → left, a newcomer entering at the edge where the previous one
 * just left; midway the light steps up (+0.15 of the range, as a lamp switched on). Frames are
 * drawn pixel by pixel (a textured background with fresh sensor noise in every frame) and encoded
 * as JPEG, as the decoder hands them over; the positions, and so the crossings, are exact.
 */
export const W = 640;
export const H = 360;
export const WALK_FPS = 1;
const SPEED = 120;
const BODY = { w: 50, h: 122 };
const HEAD = { w: 26, h: 28 };

export interface Walker {
  /** Second of the first frame it is in: its centre is 20 px inside the edge it enters from. */
  from: number;
  dir: 'ltr' | 'rtl';
  /** Top of the head, px. */
  y: number;
  rgb: [number, number, number];
}

/** Seconds the figure is in the picture: its centre goes from 20 px to 620 px, 120 px a second. */
const STEPS = 5;

/** The centre's x (px) at time t, or null when the figure is not in the picture. */
export function centreX(p: Walker, t: number): number | null {
  if (t < p.from || t > p.from + STEPS) return null;
  const x = 20 + SPEED * (t - p.from);
  return p.dir === 'ltr' ? x : W - x;
}

export interface WalkScene {
  walkers: Walker[];
  /** Seconds of the clip. */
  duration: number;
  /** The light steps up at this second. */
  lightAt: number;
  /** The counting line: vertical at x = 0.5, drawn top to bottom (so right → left is forward). */
  line: { x: number; y: number }[];
  /** Crossings of the line: time of the centre reaching x = 320, direction as the line defines it. */
  truth: { at: number; kind: 'forward' | 'backward' }[];
}

/**
 * Eleven walkers, seven right → left (forward), four left → right (backward). Newcomers enter at
 * the edge the previous walker has just left (walkers 2, 3, 5, 6, 8, 9, 11), one follows three
 * seconds behind another in the same direction (4 and 10); the light steps at 34 s, and three
 * walkers cross after it.
 */
export function walkScene(): WalkScene {
  const colours: [number, number, number][] = [
    [150, 40, 40],
    [40, 50, 140],
    [30, 110, 40],
    [160, 140, 40],
    [60, 60, 60],
    [130, 60, 130],
  ];
  const plan: [number, Walker['dir']][] = [
    [1, 'rtl'],
    [7, 'ltr'],
    [13, 'rtl'],
    [16, 'rtl'],
    [22, 'ltr'],
    [28, 'rtl'],
    [36, 'rtl'],
    [42, 'ltr'],
    [48, 'rtl'],
    [51, 'rtl'],
    [57, 'ltr'],
  ];
  const walkers = plan.map(([from, dir], i): Walker => ({ from, dir, y: 110 + (i % 3) * 20, rgb: colours[i % colours.length] ?? [0, 0, 0] }));
  const truth = walkers.map((p) => ({ at: p.from + (W / 2 - 20) / SPEED, kind: p.dir === 'rtl' ? ('forward' as const) : ('backward' as const) }));
  return {
    walkers,
    duration: 64,
    lightAt: 34,
    line: [
      { x: 0.5, y: 0.1 },
      { x: 0.5, y: 0.9 },
    ],
    truth,
  };
}

/** A small deterministic random generator (the same noise on every run). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function fill(px: Uint8Array, x0: number, y0: number, w: number, h: number, rgb: [number, number, number]): void {
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(H, Math.round(y0 + h)); y++) {
    for (let x = Math.max(0, Math.round(x0)); x < Math.min(W, Math.round(x0 + w)); x++) {
      const o = (y * W + x) * 3;
      px[o] = rgb[0];
      px[o + 1] = rgb[1];
      px[o + 2] = rgb[2];
    }
  }
}

/** The figures' boxes at time t, as fractions of the picture (what a person detector would report). */
export function boxesAt(scene: WalkScene, t: number): { x_min: number; x_max: number; y_min: number; y_max: number }[] {
  const out = [];
  for (const p of scene.walkers) {
    const cx = centreX(p, t);
    if (cx === null) continue;
    const x0 = Math.max(0, cx - BODY.w / 2);
    const x1 = Math.min(W, cx + BODY.w / 2);
    out.push({ x_min: x0 / W, x_max: x1 / W, y_min: p.y / H, y_max: (p.y + HEAD.h + BODY.h) / H });
  }
  return out;
}

/** Every frame of the scene at `fps` (the edge's default rate unless given), time stamped from `origin`. */
export async function walkFrames(scene: WalkScene, origin: number, fps = WALK_FPS): Promise<Frame[]> {
  const rnd = random(7);
  // A textured floor and wall: a gradient with fixed speckle.
  const base = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const v = 80 + (y < H * 0.55 ? 20 : 0) + Math.round(15 * Math.sin(x / 37) + 20 * rnd());
      base[o] = v;
      base[o + 1] = v + 12;
      base[o + 2] = v + 20;
    }
  }
  const frames: Frame[] = [];
  for (let i = 0; i <= scene.duration * fps; i++) {
    const t = i / fps;
    const px = Uint8Array.from(base);
    for (const p of scene.walkers) {
      const cx = centreX(p, t);
      if (cx === null) continue;
      fill(px, cx - HEAD.w / 2, p.y, HEAD.w, HEAD.h, [200, 160, 130]);
      fill(px, cx - BODY.w / 2, p.y + HEAD.h, BODY.w, BODY.h, p.rgb);
    }
    const light = t >= scene.lightAt ? Math.round(0.15 * 255) : 0;
    for (let o = 0; o < px.length; o++) px[o] = Math.max(0, Math.min(255, (px[o] ?? 0) + light + Math.round((rnd() - 0.5) * 12)));
    const jpeg = await sharp(Buffer.from(px), { raw: { width: W, height: H, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    frames.push({ index: i, ts: origin + t * 1000, jpeg });
  }
  return frames;
}
