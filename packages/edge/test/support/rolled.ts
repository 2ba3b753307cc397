import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { detectFaces, type DetectedFace } from '@argus/vision';
import sharp from 'sharp';

const demo = join(dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')), 'demo');

/** A face of the shipped demo photos: where it is (pixels of the photo) and its upright descriptor. */
export interface SourceFace {
  photo: number;
  file: string;
  /** Centre and size (the SSD MobileNet box's longer side) in the photo's pixels. */
  cx: number;
  cy: number;
  size: number;
  descriptor: Float32Array;
}

/**
 * Every face of sample1..sample6 found upright by the accurate path (vision loaded beforehand) with
 * at least `minSize` pixels: the people whose rolled copies are searched, and the references a found
 * face is matched against (its own person, or a false match).
 */
export async function sourceFaces(minSize = 60, photos = [1, 2, 3, 4, 5, 6]): Promise<SourceFace[]> {
  const out: SourceFace[] = [];
  for (const photo of photos) {
    const file = join(demo, `sample${photo}.jpg`);
    const image = readFileSync(file);
    const { width, height, faces } = await detectFaces(image);
    for (const f of faces) {
      const size = Math.max((f.rect.x_max - f.rect.x_min) * width, (f.rect.y_max - f.rect.y_min) * height);
      if (size < minSize) continue;
      out.push({
        photo,
        file,
        cx: ((f.rect.x_min + f.rect.x_max) / 2) * width,
        cy: ((f.rect.y_min + f.rect.y_max) / 2) * height,
        size,
        descriptor: f.descriptor,
      });
    }
  }
  return out;
}

/** How a rolled copy is made: roll (degrees, clockwise on screen), face size in the scene (pixels), blur sigma (0: none), JPEG quality. */
export interface Roll {
  angle: number;
  face: number;
  blur: number;
  quality: number;
}

/**
 * The face's head and shoulders, rolled: the whole photo turned by `angle` about the face's centre
 * (so the corners are the photo's own surroundings, not an empty wedge), then a square of
 * PATCH × the face's size cut around it and scaled so that the face measures `roll.face` pixels.
 */
export async function rolledPatch(f: SourceFace, roll: Roll): Promise<{ data: Buffer; side: number }> {
  // A square centred on the face, big enough that the turn leaves no empty corner within PATCH.
  const half = Math.ceil(f.size * PATCH * 0.75);
  // Separate passes: within one sharp pipeline, extract runs before extend and rotate.
  const mirrored = await sharp(f.file)
    .extend({ top: half, bottom: half, left: half, right: half, extendWith: 'mirror' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const padded = await sharp(mirrored.data, { raw: mirrored.info })
    .extract({ left: Math.round(f.cx), top: Math.round(f.cy), width: 2 * half, height: 2 * half })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const turned = await sharp(padded.data, { raw: padded.info }).rotate(roll.angle).raw().toBuffer({ resolveWithObject: true });
  const cut = Math.round(f.size * PATCH);
  const side = Math.round(roll.face * PATCH);
  const square = await sharp(turned.data, { raw: turned.info })
    .extract({ left: Math.round((turned.info.width - cut) / 2), top: Math.round((turned.info.height - cut) / 2), width: cut, height: cut })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const data = await sharp(square.data, { raw: square.info })
    .resize(side, side)
    .blur(roll.blur > 0 ? roll.blur : undefined)
    .raw()
    .toBuffer();
  return { data, side };
}

/** A rolled patch's side over its face's size. */
export const PATCH = 2.2;

/** A plain noisy background (W × H, RGB), the same for every frame of a pass, as a fixed camera's. */
export function background(W: number, H: number, seed = 1): Buffer {
  const out = Buffer.alloc(W * H * 3);
  let s = seed;
  for (let i = 0; i < out.length; i += 3) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const n = (s >> 16) % 17;
    out[i] = 0x5a + n;
    out[i + 1] = 0x6e + n;
    out[i + 2] = 0x7a + n;
  }
  return out;
}

/** A frame: the patch pasted on the background at (x, y), as a JPEG of the given quality. */
export function frameWith(bg: Buffer, W: number, H: number, patch: { data: Buffer; side: number }, x: number, y: number, quality: number): Promise<Buffer> {
  return sharp(bg, { raw: { width: W, height: H, channels: 3 } })
    .composite([{ input: patch.data, raw: { width: patch.side, height: patch.side, channels: 3 }, left: Math.round(x), top: Math.round(y) }])
    .jpeg({ quality })
    .toBuffer();
}

/** The reference nearest a descriptor, with its distance. */
export function nearest(refs: SourceFace[], d: Float32Array | number[], distance: (a: Float32Array | number[], b: Float32Array) => number) {
  return refs.map((r) => ({ r, distance: distance(d, r.descriptor) })).sort((a, b) => a.distance - b.distance)[0]!;
}

export type { DetectedFace };

/** What a run of rolled passes gave, per roll angle. */
export interface RollStats {
  angle: number;
  passes: number;
  /** Passes with an event whose nearest reference is the person's own, within the threshold. */
  recognised: number;
  /** Events whose nearest reference, within the threshold, is someone else's. */
  falseMatches: number;
  events: number;
}

/** The analysed frame size of the rolled passes (the demo scene's analysed width). */
export const ROLL_SCENE = { width: 960, height: 540 };

/**
 * Each face rolled by each angle walks across a fixed scene: a frame of the empty scene, then
 * `frames` frames 0.5 s apart (2 frames/s) with the patch moved by a fifth of its size each, at
 * varied places, face sizes, blur and JPEG quality (by the face's index); a fresh module per pass,
 * flushed after it. `module` makes the fr module; returns per-angle stats and the frames analysed.
 */
export async function rolledPasses(
  module: (emit: (e: { event: unknown }) => void) => {
    analyse: (frame: { index: number; ts: number; jpeg: Buffer }, m: never) => Promise<void>;
    flush: () => Promise<void>;
  },
  faces: SourceFace[],
  angles: number[],
  config: never,
  limit: number,
  distance: (a: Float32Array | number[], b: Float32Array) => number,
  options: { frames?: number; sizes?: number[]; clean?: boolean } = {},
): Promise<{ stats: RollStats[]; frames: number; jpegs: number }> {
  const { width: W, height: H } = ROLL_SCENE;
  const bg = background(W, H);
  const empty = await sharp(bg, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const sizes = options.sizes ?? [70, 100];
  const count = options.frames ?? 4;
  const stats: RollStats[] = [];
  let frames = 0;
  for (const angle of angles) {
    const s: RollStats = { angle, passes: 0, recognised: 0, falseMatches: 0, events: 0 };
    for (const [k, f] of faces.entries()) {
      const roll: Roll = options.clean
        ? { angle, face: sizes[k % sizes.length]!, blur: 0.8, quality: 80 }
        : { angle, face: sizes[k % sizes.length]!, blur: [0, 0.8, 1.5][k % 3]!, quality: [85, 60, 40][(k >> 1) % 3]! };
      const patch = await rolledPatch(f, roll);
      const x0 = 40 + ((k * 137) % (W - patch.side - 80 - count * patch.side * 0.2));
      const y0 = 20 + ((k * 71) % Math.max(1, H - patch.side - 40));
      const jpegs: Buffer[] = [empty];
      for (let i = 0; i < count; i++) jpegs.push(await frameWith(bg, W, H, patch, x0 + i * patch.side * 0.2, y0, roll.quality));
      const events: { event: unknown }[] = [];
      const m = module((e) => events.push(e));
      for (const [i, jpeg] of jpegs.entries()) await m.analyse({ index: i, ts: 1_800_000_000_000 + i * 500, jpeg }, config);
      await m.flush();
      frames += jpegs.length;
      s.passes++;
      let mine = false;
      for (const e of events) {
        const d = (e.event as { descriptor: number[] }).descriptor;
        const near = nearest(faces, d, distance);
        if (near.distance > limit) continue;
        if (near.r === f) mine = true;
        else s.falseMatches++;
      }
      s.events += events.length;
      if (mine) s.recognised++;
    }
    stats.push(s);
  }
  return { stats, frames, jpegs: frames };
}
