/**
 * The tamper detector as it was before the foreground-robust reference (whole-frame statistics, frame-count holds),
 * kept verbatim as the scenes bench's baseline: its recall, false alarms and speed are measured in the same run.
 */
import sharp from 'sharp';
import type { TamperKind, TpFinding, TpSwitches } from '../../packages/edge/src/modules/tp';

/** What tp looks at in one frame, measured on a small greyscale copy. */
interface FrameMeasure {
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
export async function measureBaseline(jpeg: Buffer): Promise<FrameMeasure> {
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
function thumbDifference(a: FrameMeasure, b: { thumb: Float32Array }): number {
  if (a.thumb.length !== b.thumb.length || a.thumb.length === 0) return Infinity;
  let d = 0;
  for (let i = 0; i < a.thumb.length; i++) d += Math.abs((a.thumb[i] ?? 0) - (b.thumb[i] ?? 0));
  return d / a.thumb.length;
}
const TP_LIMITS = {
  /** Covered or sprayed lens: an almost uniform frame, or a black one. */
  uniformStd: 10,
  darkMean: 12,
  /** A flash: brightness this much above the reference. */
  flashDelta: 40,
  /** Blur: sharpness below this fraction of the reference. */
  blurRatio: 0.3,
  /** A moved view: thumbnail difference above this many grey levels. */
  shiftMad: 20,
  /** How fast the reference follows a normal scene (per frame). */
  alpha: 0.1,
};

/** Frames a condition must last before it is reported, and normal frames before it can be reported again. */
// A moved view must last longer: people crossing a small scene also change its thumbnail for a moment.
const HOLD: Record<TamperKind, number> = { tampering: 2, blurring: 2, shifting: 4, flashing: 1 };
const REARM = 2;

interface KindState {
  run: number;
  since: number;
  fired: boolean;
  clear: number;
}

interface Reference {
  mean: number;
  sharpness: number;
  thumb: Float32Array;
}

/**
 * Tamper detection over a stream of frame measures. Each frame is classified as at most one
 * condition (reported only when its switch is on), by priority (covered > flash > blur > moved view: a covered or flashed frame also
 * loses sharpness and looks different). A condition is reported once when it has lasted HOLD
 * frames, with the time of its first frame, and again only after REARM normal frames.
 * The reference learns only from normal frames; after a moved view is reported the new view
 * becomes the reference (the camera stays where it was moved to).
 */
export class BaselineTamperDetector {
  private ref: Reference | null = null;
  private readonly state = new Map<TamperKind, KindState>();

  reset(): void {
    this.ref = null;
    this.state.clear();
  }

  private kindState(kind: TamperKind): KindState {
    let s = this.state.get(kind);
    if (!s) {
      s = { run: 0, since: 0, fired: false, clear: REARM };
      this.state.set(kind, s);
    }
    return s;
  }

  /**
   * Frames are classified with every kind on, also those switched off: a flash that is not to be
   * reported must still not be taken for a moved view, nor teach the reference.
   */
  classify(m: FrameMeasure): TamperKind | null {
    const ref = this.ref;
    if (m.std < TP_LIMITS.uniformStd || m.mean < TP_LIMITS.darkMean) return 'tampering';
    if (!ref) return null;
    if (m.mean - ref.mean > TP_LIMITS.flashDelta) return 'flashing';
    if (m.sharpness < ref.sharpness * TP_LIMITS.blurRatio) return 'blurring';
    if (thumbDifference(m, ref) > TP_LIMITS.shiftMad) return 'shifting';
    return null;
  }

  update(m: FrameMeasure, ts: number, on: TpSwitches): TpFinding[] {
    const kind = this.classify(m);
    const out: TpFinding[] = [];
    for (const k of ['tampering', 'flashing', 'blurring', 'shifting'] as const) {
      const s = this.kindState(k);
      if (k === kind) {
        if (s.run === 0) s.since = ts;
        s.run++;
        s.clear = 0;
        if (!s.fired && s.run >= HOLD[k]) {
          s.fired = true;
          if (on[k]) out.push({ kind: k, ts: s.since, decided: ts });
          if (k === 'shifting') this.learn(m, 1);
        }
      } else {
        s.run = 0;
        s.clear++;
        if (s.clear >= REARM) s.fired = false;
      }
    }
    if (kind === null) this.learn(m, this.ref ? TP_LIMITS.alpha : 1);
    return out;
  }

  private learn(m: FrameMeasure, alpha: number): void {
    const ref = this.ref;
    if (!ref || alpha >= 1 || ref.thumb.length !== m.thumb.length) {
      this.ref = { mean: m.mean, sharpness: m.sharpness, thumb: Float32Array.from(m.thumb) };
      return;
    }
    ref.mean += alpha * (m.mean - ref.mean);
    ref.sharpness += alpha * (m.sharpness - ref.sharpness);
    for (let i = 0; i < ref.thumb.length; i++) ref.thumb[i] = (ref.thumb[i] ?? 0) + alpha * ((m.thumb[i] ?? 0) - (ref.thumb[i] ?? 0));
  }
}
