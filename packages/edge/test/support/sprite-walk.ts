import sharp from 'sharp';
import { detectObjects } from '@argus/vision';
import { demoPhoto } from '../../../vision/test/support/augment';
import type { Frame } from '../../src/video/frames';

/**
 * A 640×360 scene for the sa bench (bench/edge/sa-rates.ts) and tests with real people: the people CenterNet finds (score ≥ 0.4) in
 * the demo photos, cut out with their photo's background around them and scaled to 200 px high,
 * walk across a noisy textured view one after another at 120 px/s, alternately right → left
 * (forward over the vertical line at x = 0.5, drawn top to bottom) and left → right (backward),
 * each entering as the previous one leaves; between walkers the view is still for `pause` s.
 * A cut-out can hold someone else of its photo (CenterNet's person box around one, partly hidden,
 * of walker 6 at ≥ 0.2): such a bystander crosses the line too, a little before or after the walker;
 * the truth lists her crossing as optional (counted if reported, not missed if not).
 * `only`: the walkers (numbered from 1, as the bench reports them) that walk; the others are left out
 * (each keeps its direction and height on the view).
 */
export const W = 640;
export const H = 360;
const SPEED = 120;
const HEIGHT = 200;

export interface SpriteWalk {
  frames: Frame[];
  /** Crossings of the line (centre at x = 320): time and direction; bystanders' are optional. */
  truth: { at: number; kind: 'forward' | 'backward'; optional?: true }[];
  line: { x: number; y: number }[];
  walkers: number;
}

/** A cut-out person and, in its pixels, the centres (x from the cut-out's centre) of others of the photo found in it. */
interface Sprite {
  data: Buffer;
  width: number;
  height: number;
  bystanders: number[];
}

/** Another person counts as in a cut-out when CenterNet finds her at this score, with her box's centre inside it. */
const BYSTANDER_SCORE = 0.2;

async function sprites(max: number): Promise<Sprite[]> {
  const out: Sprite[] = [];
  for (let p = 1; p <= 6 && out.length < max; p++) {
    const photo = await sharp(demoPhoto(p)).resize({ width: 640 }).jpeg().toBuffer();
    const meta = await sharp(photo).metadata();
    const pw = meta.width ?? 640;
    const ph = meta.height ?? 480;
    const found = await detectObjects(photo, { classes: ['person'], minScore: BYSTANDER_SCORE });
    for (const o of found.filter((f) => f.score >= 0.4)) {
      if (out.length >= max) break;
      const left = Math.floor(o.rect.x_min * pw);
      const top = Math.floor(o.rect.y_min * ph);
      const width = Math.min(pw - left, Math.ceil((o.rect.x_max - o.rect.x_min) * pw));
      const height = Math.min(ph - top, Math.ceil((o.rect.y_max - o.rect.y_min) * ph));
      const { data, info } = await sharp(photo)
        .extract({ left, top, width, height })
        .resize({ height: HEIGHT })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const scale = info.height / height;
      const bystanders = found
        .filter((f) => f !== o)
        .map((f) => ({ x: ((f.rect.x_min + f.rect.x_max) / 2) * pw - left, y: ((f.rect.y_min + f.rect.y_max) / 2) * ph - top }))
        .filter((c) => c.x >= 0 && c.x < width && c.y >= 0 && c.y < height)
        .map((c) => (c.x - width / 2) * scale);
      out.push({ data, width: info.width, height: info.height, bystanders });
    }
  }
  return out;
}

export async function spriteWalk(count: number, fps: number, origin: number, pause = 2, only?: number[]): Promise<SpriteWalk> {
  const people = await sprites(count);
  let seed = 11;
  const rnd = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const base = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const v = 80 + (y < H * 0.55 ? 20 : 0) + Math.round(15 * Math.sin(x / 37) + 20 * rnd());
      base.set([v, v + 12, v + 20], (y * W + x) * 3);
    }
  // Each walker's centre goes from -w/2 (just outside) to W + w/2, then the next starts after the pause.
  const plan: { from: number; to: number; rtl: boolean; s: (typeof people)[number]; top: number }[] = [];
  let t = 1;
  people.forEach((s, i) => {
    if (only && !only.includes(i + 1)) return;
    const span = (W + s.width) / SPEED;
    plan.push({ from: t, to: t + span, rtl: i % 2 === 0, s, top: 120 + (i % 3) * 15 });
    t += span + pause;
  });
  const duration = t + 1;
  const centre = (p: (typeof plan)[number], at: number) => {
    const x = -p.s.width / 2 + SPEED * (at - p.from);
    return p.rtl ? W - x : x;
  };
  const frames: Frame[] = [];
  for (let i = 0; i <= duration * fps; i++) {
    const at = i / fps;
    const px = Buffer.from(base);
    for (const p of plan) {
      if (at < p.from || at > p.to) continue;
      const x0 = Math.round(centre(p, at) - p.s.width / 2);
      for (let y = 0; y < p.s.height && p.top + y < H; y++)
        for (let x = Math.max(0, -x0); x < p.s.width && x0 + x < W; x++)
          p.s.data.copy(px, ((p.top + y) * W + x0 + x) * 3, (y * p.s.width + x) * 3, (y * p.s.width + x + 1) * 3);
    }
    for (let o = 0; o < px.length; o++) px[o] = Math.max(0, Math.min(255, px[o]! + Math.round((rnd() - 0.5) * 10)));
    const jpeg = await sharp(px, { raw: { width: W, height: H, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    frames.push({ index: i, ts: origin + at * 1000, jpeg });
  }
  return {
    frames,
    // A point dx from the cut-out's centre (the cut-out is not mirrored) is on the line when the centre is at W/2 − dx.
    truth: plan
      .flatMap((p) => [
        { at: p.from + (W / 2 + p.s.width / 2) / SPEED, kind: p.rtl ? ('forward' as const) : ('backward' as const) },
        ...p.s.bystanders.map((dx) => ({
          at: p.from + (W / 2 + p.s.width / 2 + (p.rtl ? dx : -dx)) / SPEED,
          kind: p.rtl ? ('forward' as const) : ('backward' as const),
          optional: true as const,
        })),
      ])
      .sort((a, b) => a.at - b.at),
    line: [
      { x: 0.5, y: 0.05 },
      { x: 0.5, y: 0.95 },
    ],
    walkers: plan.length,
  };
}
