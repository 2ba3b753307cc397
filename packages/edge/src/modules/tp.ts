import type { TAMPER_KINDS } from '@argus/contracts';
import { thumbDifference, type FrameMeasure } from './measure';

export type TamperKind = (typeof TAMPER_KINDS)[number];

export interface TpSwitches {
  tampering: boolean;
  flashing: boolean;
  blurring: boolean;
  shifting: boolean;
}

export interface TpFinding {
  kind: TamperKind;
  /** When the condition began (the first frame that showed it). */
  ts: number;
}

/**
 * Thresholds against the running reference. Chosen on the generated clips (test/support/clips.ts)
 * with a wide margin on both sides: a static scene keeps sharpness within ±10 % of its reference
 * and view difference under 3 grey levels; the events there are far beyond these limits.
 */
export const TP_LIMITS = {
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
export class TamperDetector {
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
          if (on[k]) out.push({ kind: k, ts: s.since });
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
