import sharp from 'sharp';
import { measure } from '../../src/modules/measure';
import { TamperDetector } from '../../src/modules/tp';
import type { Frame } from '../../src/video/frames';

/**
 * Generated ground truth for tp, drawn pixel by pixel at any analysis rate (frames are made at
 * the times the edge would analyse them, so 1, 2 and 5 fps see the same scene): a textured street
 * (sky, building fronts with windows, a road with markings) 640×360, with fresh sensor noise in
 * every frame, H.264-like detail loss through JPEG. On it, by a plan of timed effects:
 * - cover: the lens covered, fully or the given share of the view from the left (a flat dark hand
 *   or sheet), truth 'tampering';
 * - blur: the lens defocused (Gaussian, sigma in 640 px pixels), truth 'blurring';
 * - flash: light thrown at the camera, brightness up by `add` levels (clipped), truth 'flashing';
 * - shift: the camera turned, the view moves by dx, dy px and stays, truth 'shifting';
 * - light: the scene's light changes — a gain ramp or step, an infrared switch (grey picture of
 *   another channel mix, more noise) — no truth: it must give no event;
 * - movers: big objects passing (a bus or a lorry crossing the view in 3 s, people) — no truth.
 */
export const W = 640;
export const H = 360;
const PAN_W = W + 160;
const PAN_H = H + 60;
/** Where the view sits in the panorama before any shift. */
const VIEW = { x: 40, y: 20 };

export type TruthKind = 'tampering' | 'blurring' | 'flashing' | 'shifting';

export type Effect =
  | { type: 'cover'; from: number; to: number; share: number; rgb: [number, number, number] }
  | { type: 'blur'; from: number; to: number; sigma: number }
  | { type: 'flash'; from: number; to: number; add: number }
  | { type: 'shift'; from: number; dx: number; dy: number }
  /** The light from `from` on: gain reached linearly over `ramp` seconds (0: a step); ir: the infrared picture. */
  | { type: 'light'; from: number; gain: number; ramp: number; ir: boolean };

export interface Mover {
  from: number;
  /** Seconds to cross the view from edge to edge (fully out to fully out). */
  seconds: number;
  dir: 'ltr' | 'rtl';
  w: number;
  h: number;
  /** Top edge, px. */
  y: number;
  rgb: [number, number, number];
  /** A vehicle: windows along its upper part, wheels at the bottom. */
  vehicle: boolean;
}

export interface TamperScene {
  name: string;
  duration: number;
  effects: Effect[];
  movers: Mover[];
  truth: { kind: TruthKind; at: number }[];
}

const truthOf = (e: Effect): TruthKind | null =>
  e.type === 'cover' ? 'tampering' : e.type === 'blur' ? 'blurring' : e.type === 'flash' ? 'flashing' : e.type === 'shift' ? 'shifting' : null;

function scene(name: string, duration: number, effects: Effect[], movers: Mover[] = []): TamperScene {
  const truth = effects.flatMap((e) => {
    const kind = truthOf(e);
    return kind ? [{ kind, at: e.from }] : [];
  });
  return { name, duration, effects, movers, truth: truth.sort((a, b) => a.at - b.at) };
}

const DARK: [number, number, number] = [32, 32, 32];
const HAND: [number, number, number] = [70, 48, 40];
const PAPER: [number, number, number] = [205, 205, 200];

/** A bus (340×180) or a lorry (400×220) — 27 % and 38 % of the view — or a person, crossing in `seconds`. */
export const bus = (from: number, dir: Mover['dir'], seconds = 3): Mover => ({
  from,
  seconds,
  dir,
  w: 340,
  h: 180,
  y: 140,
  rgb: [190, 170, 40],
  vehicle: true,
});
export const lorry = (from: number, dir: Mover['dir'], seconds = 3): Mover => ({
  from,
  seconds,
  dir,
  w: 400,
  h: 220,
  y: 120,
  rgb: [220, 220, 225],
  vehicle: true,
});
const person = (from: number, dir: Mover['dir'], rgb: [number, number, number]): Mover => ({
  from,
  seconds: 6,
  dir,
  w: 40,
  h: 120,
  y: 190,
  rgb,
  vehicle: false,
});

/**
 * Every kind, one after another, with a bus passing between them: a full cover, a partial cover
 * (70 %), a second partial cover (60 %) after the lens was uncovered, a flash of 1 s, a blur, a
 * short flash (0.6 s), a moved view, and a cover of the moved view.
 */
export function kindsScene(): TamperScene {
  return scene(
    'kinds',
    72,
    [
      { type: 'cover', from: 5, to: 9, share: 1, rgb: DARK },
      { type: 'cover', from: 13, to: 17, share: 0.7, rgb: HAND },
      { type: 'cover', from: 21, to: 24, share: 0.6, rgb: PAPER },
      { type: 'flash', from: 28, to: 29, add: 130 },
      { type: 'blur', from: 38, to: 43, sigma: 7 },
      { type: 'flash', from: 47, to: 47.6, add: 150 },
      { type: 'shift', from: 54, dx: 90, dy: 14 },
      { type: 'cover', from: 64, to: 67, share: 1, rgb: PAPER },
    ],
    [bus(32, 'ltr'), person(10, 'rtl', [40, 60, 150]), lorry(49, 'rtl'), person(58, 'ltr', [150, 40, 40])],
  );
}

/**
 * Lights changing, with a blur and covers after each change that must still be found: a slow
 * ramp up, lights off (a step down), the infrared switch, lights on again (a large step up, more
 * than a flash), a blur, lights on brighter, a cover, lights off, a partial cover.
 */
export function lightsScene(): TamperScene {
  return scene('lights', 76, [
    { type: 'light', from: 4, gain: 1.45, ramp: 10, ir: false },
    { type: 'light', from: 20, gain: 0.45, ramp: 0, ir: false },
    { type: 'light', from: 28, gain: 0.7, ramp: 0, ir: true },
    { type: 'light', from: 36, gain: 1.6, ramp: 0, ir: false },
    { type: 'blur', from: 44, to: 48, sigma: 7 },
    { type: 'light', from: 52, gain: 1.1, ramp: 0, ir: false },
    { type: 'cover', from: 58, to: 61, share: 1, rgb: DARK },
    { type: 'light', from: 64, gain: 0.5, ramp: 0, ir: false },
    { type: 'cover', from: 69, to: 72, share: 0.65, rgb: HAND },
  ]);
}

/** Clean video: no tampering, a bus or a lorry crossing every 10 s in turn, people walking, a slow ±6 % light drift. */
export function cleanScene(minutes: number): TamperScene {
  const duration = minutes * 60;
  const movers: Mover[] = [];
  for (let t = 2, i = 0; t < duration - 4; t += 10, i++) {
    const dir = i % 2 ? 'rtl' : 'ltr';
    movers.push(i % 3 === 2 ? lorry(t, dir) : bus(t, dir));
    movers.push(
      person(
        t + 4,
        dir === 'ltr' ? 'rtl' : 'ltr',
        [
          [40, 60, 150],
          [150, 40, 40],
          [60, 60, 60],
        ][i % 3] as [number, number, number],
      ),
    );
  }
  const effects: Effect[] = [];
  for (let t = 0; t < duration; t += 150) effects.push({ type: 'light', from: t, gain: t % 300 ? 0.94 : 1.06, ramp: 150, ir: false });
  return scene(`clean ${minutes} min`, duration, effects, movers);
}

/** A small deterministic random generator (the same picture on every run). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function rect(px: Uint8Array, width: number, height: number, x0: number, y0: number, w: number, h: number, rgb: [number, number, number]): void {
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(height, Math.round(y0 + h)); y++) {
    for (let x = Math.max(0, Math.round(x0)); x < Math.min(width, Math.round(x0 + w)); x++) {
      const o = (y * width + x) * 3;
      px[o] = rgb[0];
      px[o + 1] = rgb[1];
      px[o + 2] = rgb[2];
    }
  }
}

/** The street: sky gradient, building fronts of different colours with windows, a road with markings, speckle. */
function panorama(): Uint8Array {
  const rnd = random(11);
  const px = new Uint8Array(PAN_W * PAN_H * 3);
  for (let y = 0; y < PAN_H; y++) {
    for (let x = 0; x < PAN_W; x++) {
      const sky = y < 90;
      const v = sky ? 150 + y * 0.4 : y > 300 ? 70 : 110;
      const o = (y * PAN_W + x) * 3;
      px[o] = v - (sky ? 30 : 0);
      px[o + 1] = v - (sky ? 10 : 0);
      px[o + 2] = v + (sky ? 30 : 0);
    }
  }
  // Building fronts with windows.
  for (let x = 0; x < PAN_W;) {
    const w = 70 + Math.floor(rnd() * 90);
    const top = 40 + Math.floor(rnd() * 60);
    const rgb: [number, number, number] = [90 + Math.floor(rnd() * 120), 70 + Math.floor(rnd() * 90), 60 + Math.floor(rnd() * 80)];
    rect(px, PAN_W, PAN_H, x, top, w - 4, 300 - top, rgb);
    for (let wy = top + 12; wy < 280; wy += 28) {
      for (let wx = x + 8; wx < x + w - 20; wx += 22) rect(px, PAN_W, PAN_H, wx, wy, 12, 16, rnd() < 0.3 ? [230, 220, 150] : [35, 45, 60]);
    }
    rect(px, PAN_W, PAN_H, x + w / 2 - 10, 260, 20, 40, [50, 35, 25]);
    x += w;
  }
  // Road markings and kerb.
  rect(px, PAN_W, PAN_H, 0, 300, PAN_W, 5, [180, 180, 175]);
  for (let x = 10; x < PAN_W; x += 70) rect(px, PAN_W, PAN_H, x, 355, 40, 6, [220, 220, 210]);
  // Fixed speckle (surface texture).
  for (let i = 0; i < px.length; i++) px[i] = Math.max(0, Math.min(255, (px[i] ?? 0) + Math.round((rnd() - 0.5) * 24)));
  return px;
}

/** Left edge of a mover at t, or null when it is not in view. */
function moverX(m: Mover, t: number): number | null {
  if (t < m.from || t > m.from + m.seconds) return null;
  const x = -m.w + ((W + m.w) * (t - m.from)) / m.seconds;
  return m.dir === 'ltr' ? x : W - m.w - x;
}

function drawMover(px: Uint8Array, m: Mover, x: number): void {
  rect(px, W, H, x, m.y, m.w, m.h, m.rgb);
  if (m.vehicle) {
    for (let wx = x + 14; wx < x + m.w - 40; wx += 48) rect(px, W, H, wx, m.y + 16, 36, m.h * 0.3, [40, 60, 80]);
    rect(px, W, H, x + 40, m.y + m.h - 24, 46, 24, [20, 20, 20]);
    rect(px, W, H, x + m.w - 86, m.y + m.h - 24, 46, 24, [20, 20, 20]);
    rect(px, W, H, x, m.y + m.h * 0.55, m.w, 6, [60, 60, 60]);
  } else rect(px, W, H, x + 8, m.y - 26, 24, 26, [200, 160, 130]);
}

/** The light at t: gain and whether the picture is the infrared one (from the last light change before t). */
function lightAt(s: TamperScene, t: number): { gain: number; ir: boolean } {
  let gain = 1;
  let ir = false;
  for (const e of s.effects) {
    if (e.type !== 'light' || e.from > t) continue;
    const k = e.ramp > 0 ? Math.min(1, (t - e.from) / e.ramp) : 1;
    gain += (e.gain - gain) * k;
    ir = e.ir;
  }
  return { gain, ir };
}

const active = <T extends Effect['type']>(s: TamperScene, type: T, t: number): Extract<Effect, { type: T }> | undefined =>
  s.effects.find((e): e is Extract<Effect, { type: T }> => e.type === type && e.from <= t && ('to' in e ? t < e.to : true));

/** Every frame of the scene at `fps`, time stamped from `origin`. */
export async function* tamperFrames(s: TamperScene, origin: number, fps: number): AsyncGenerator<Frame> {
  const pan = panorama();
  /** random(5)'s state: its sequence is written out in the noise loop below (a call per byte was a third of the generation's time). */
  let seed = 5;
  for (let i = 0; i <= Math.round(s.duration * fps); i++) {
    const t = i / fps;
    const shift = active(s, 'shift', t);
    const vx = VIEW.x + (shift?.dx ?? 0);
    const vy = VIEW.y + (shift?.dy ?? 0);
    let px = new Uint8Array(W * H * 3);
    for (let y = 0; y < H; y++) px.set(pan.subarray(((y + vy) * PAN_W + vx) * 3, ((y + vy) * PAN_W + vx + W) * 3), y * W * 3);
    for (const m of s.movers) {
      const x = moverX(m, t);
      if (x !== null) drawMover(px, m, x);
    }
    const { gain, ir } = lightAt(s, t);
    const flash = active(s, 'flash', t)?.add ?? 0;
    if (ir) {
      for (let o = 0; o < px.length; o += 3) {
        // Infrared: materials reflect in another proportion than in visible light; the picture is grey.
        const v = Math.min(255, (0.55 * (px[o] ?? 0) + 0.3 * (px[o + 1] ?? 0) + 0.15 * (px[o + 2] ?? 0)) * gain + flash);
        px[o] = px[o + 1] = px[o + 2] = v;
      }
    } else {
      // Each channel's new level depends on its old level alone: one table for the frame (the same bytes as level by level).
      const level = new Uint8Array(256);
      for (let v = 0; v < 256; v++) level[v] = Math.min(255, v * gain + flash);
      for (let o = 0; o < px.length; o++) px[o] = level[px[o] ?? 0] ?? 0;
    }
    const cover = active(s, 'cover', t);
    if (cover) rect(px, W, H, 0, 0, W * cover.share, H, cover.rgb);
    const blur = active(s, 'blur', t);
    if (blur)
      px = new Uint8Array(
        await sharp(px, { raw: { width: W, height: H, channels: 3 } })
          .blur(blur.sigma)
          .raw()
          .toBuffer(),
      );
    const noise = ir ? 20 : 10;
    for (let o = 0; o < px.length; o++) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      px[o] = Math.max(0, Math.min(255, (px[o] ?? 0) + Math.round((seed / 2 ** 32 - 0.5) * noise)));
    }
    const jpeg = await sharp(px, { raw: { width: W, height: H, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    yield { index: i, ts: origin + t * 1000, jpeg };
  }
}

/** What tp reported on a scene: kind, the time it gave (onset) and the time it decided, seconds from the start. */
export interface Found {
  kind: string;
  at: number;
  decided: number;
}

/** A detector as the runtime drives it: one call per analysed frame, findings out. */
export interface TpRunner {
  frame(jpeg: Buffer, ts: number): Promise<{ kind: string; ts: number; decided?: number }[]>;
}

export async function runScene(s: TamperScene, fps: number, tp: TpRunner, origin = 0): Promise<Found[]> {
  const found: Found[] = [];
  for await (const f of tamperFrames(s, origin, fps)) {
    for (const g of await tp.frame(f.jpeg, f.ts)) found.push({ kind: g.kind, at: (g.ts - origin) / 1000, decided: ((g.decided ?? f.ts) - origin) / 1000 });
  }
  return found;
}

/**
 * Findings against the truth: a truth is recalled by a finding of its kind whose onset is within
 * one frame interval of it (each finding used once); the others are false alarms. Delay: from the
 * truth to the frame that decided.
 */
export function score(s: TamperScene, found: Found[], fps: number): { recalled: { kind: TruthKind; delay: number }[]; missed: TruthKind[]; extra: Found[] } {
  const left = [...found];
  const recalled: { kind: TruthKind; delay: number }[] = [];
  const missed: TruthKind[] = [];
  for (const t of s.truth) {
    const i = left.findIndex((f) => f.kind === t.kind && Math.abs(f.at - t.at) <= 1 / fps + 1e-6);
    if (i < 0) missed.push(t.kind);
    else {
      recalled.push({ kind: t.kind, delay: (left[i]?.decided ?? 0) - t.at });
      left.splice(i, 1);
    }
  }
  return { recalled, missed, extra: left };
}

/** The detector as the runtime drives it (measure, then update), every kind switched on. */
export function tpDetector(): TpRunner {
  const d = new TamperDetector();
  const on = { tampering: true, flashing: true, blurring: true, shifting: true };
  return { frame: async (jpeg, ts) => d.update(await measure(jpeg), ts, on) };
}
