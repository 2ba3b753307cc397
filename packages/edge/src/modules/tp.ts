import { CELL, type FrameMeasure } from './measure';
import {
  TP_LIMITS,
  type TamperKind,
  cellNcc,
  detailOf,
  flatAlike,
  isBrighter,
  median,
  medianDiff,
  patternOf,
  slidNcc,
  type Look,
  type Reference,
} from './tp-cells';

export { TP_LIMITS, type Look, type TamperKind } from './tp-cells';

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
  /** The frame on which it was decided. */
  decided: number;
}

interface Episode {
  since: number;
  decided: boolean;
}

/**
 * Tamper detection over a stream of frame measures.
 * - tampering: at least half of the cells with detail covered (flat and no longer the scene), or a
 *   frame without structure, for `hold.tampering` s; also a bright frame that stays flat longer
 *   than a flash lasts (a lit sheet over the lens).
 * - flashing: the view brighter by flashDelta (median cell) for at most flashMax s, then back:
 *   decided when it ends (brief and bright). Brighter than the reference and than the frame before,
 *   the scene lit, not replaced: part of it still shows (flashScene), or most of the view is washed
 *   out flat (flashFlat); a brighter view that shows none of it is judged as a moved view (a camera
 *   turned onto brighter content). Brighter for longer with the scene still there is a light
 *   switched on: the reference takes the new light, nothing is reported.
 * - blurring: the median cell's light-neutral detail below blurRatio of the reference's.
 * - shifting: most cells no longer show the reference's pattern, neither covered nor blurred,
 *   judged on the cells that do not move (steady against a frame `steadyAfter` s before), most of
 *   them having changed at once; once reported the new view becomes the reference (the camera stays
 *   where it was moved to). Frames changed mostly by things moving teach the reference as normal ones.
 * Each kind is reported once per onset, with the time of its first frame, and again only after
 * `rearm` s of normal frames. A normal frame teaches the reference: the light (gain and offset
 * fitted on the cells that show the scene) at once, the cells that show the scene over `learn` s,
 * and so do cells that show something else steadily (a picture that was passing when the reference
 * was taken, gone since); cells showing something else that moves (a passing bus) are not learnt.
 */
export class TamperDetector {
  private ref: Reference | null = null;
  private readonly episodes = new Map<TamperKind, Episode>();
  private readonly normalSince = new Map<TamperKind, number>();
  private bright: { since: number; flat: boolean; cover: boolean } | null = null;
  private lastTs: number | null = null;
  /** Recent frames, the oldest at least `steadyAfter` s old once there are enough. */
  private recent: { ts: number; m: FrameMeasure }[] = [];
  /** The last frame that was not bright. */
  private beforeBright: FrameMeasure | null = null;
  private changedSince: Float64Array | null = null;
  /** The frame in which the view last changed at once (a turn's onset), while that turn may still be judged. */
  private turnAt: number | null = null;

  reset(): void {
    this.ref = null;
    this.episodes.clear();
    this.normalSince.clear();
    this.bright = null;
    this.lastTs = null;
    this.recent = [];
    this.beforeBright = null;
    this.changedSince = null;
    this.turnAt = null;
  }

  /**
   * `before`: a frame at least `steadyAfter` s earlier (is a changed view steady?); `calm`: the last
   * frame before a bright one (a flash is sudden: brighter than the view just before it too, not only
   * than a reference that may be old while most of the view keeps changing).
   */
  look(m: FrameMeasure, before: FrameMeasure | null = null, calm: FrameMeasure | null = null): Look {
    const ref = this.ref;
    const n = m.cols * m.rows;
    const same = new Uint8Array(n);
    const stayed = new Uint8Array(n);
    const gone = new Uint8Array(n);
    const none: Look = { kind: null, coverShare: 0, changedShare: 0, blurRatio: 1, brighter: 0, settled: 0, sceneShare: 0, same, stayed, gone, detailed: 0 };
    if (m.std < TP_LIMITS.uniformStd) return { ...none, kind: 'covered', coverShare: 1 };
    if (!ref || ref.mean.length !== n) return none;
    let detailed = 0;
    let covered = 0;
    let changed = 0;
    let moving = 0;
    const past = before && before.cellMean.length === n ? patternOf(before) : null;
    const ratios: number[] = [];
    const diffs: number[] = [];
    /** Each detailed cell's correlation with the reference in place. */
    const nccs: (number | undefined)[] = new Array(n);
    for (let k = 0; k < n; k++) {
      const rs = ref.std[k] ?? 0;
      const fs = m.cellStd[k] ?? 0;
      diffs.push((m.cellMean[k] ?? 0) - (ref.mean[k] ?? 0));
      const kept = () => !!past && (flatAlike(m, before, k) || cellNcc(m, past, k) >= TP_LIMITS.sameNcc);
      if (rs < TP_LIMITS.detailStd) {
        // No detail to compare: the same when its brightness is close.
        if (Math.abs((m.cellMean[k] ?? 0) - (ref.mean[k] ?? 0)) < 12 && fs < TP_LIMITS.detailStd) same[k] = 1;
        else if (kept()) stayed[k] = 1;
        continue;
      }
      detailed++;
      const ncc = cellNcc(m, ref, k);
      nccs[k] = ncc;
      const flat = fs < TP_LIMITS.flatShare * rs && fs < TP_LIMITS.flatStd;
      if (ncc >= TP_LIMITS.sameNcc) same[k] = 1;
      else if (kept()) stayed[k] = 1;
      // A covered cell no longer shows the scene either: both count towards a moved view.
      if (flat && ncc < TP_LIMITS.sameNcc) {
        covered++;
        changed++;
        gone[k] = 1;
      } else {
        if (ncc < TP_LIMITS.changedNcc) {
          changed++;
          if (past && !stayed[k]) moving++;
          else gone[k] = 1;
        }
        ratios.push(detailOf(m.cellLap[k] ?? 0, fs) / Math.max(1e-6, ref.detail[k] ?? 0));
      }
    }
    // A view that may have moved: the still cells that still correlate in place may show a
    // self-similar pattern slid with the view (a turned camera); they no longer show the scene there.
    if (past && detailed && changed / detailed >= TP_LIMITS.shiftShare / 2) {
      for (let k = 0; k < n; k++) {
        const inPlace = nccs[k];
        if (inPlace === undefined || inPlace < TP_LIMITS.changedNcc || gone[k]) continue;
        const slid = slidNcc(m, ref, k, TP_LIMITS.slide);
        if (slid.ncc < TP_LIMITS.sameNcc || slid.ncc - inPlace < TP_LIMITS.slideGain || Math.abs(slid.dx) + Math.abs(slid.dy) < 2) continue;
        // Moved since the reference but not since the frame before: a steady new view, not a picture gliding through.
        const sincePast = slidNcc(m, past, k, TP_LIMITS.slide);
        if (sincePast.ncc < TP_LIMITS.sameNcc || Math.abs(sincePast.dx) + Math.abs(sincePast.dy) > 1) continue;
        changed++;
        same[k] = 0;
        stayed[k] = 1;
        gone[k] = 1;
      }
    }
    const brighter = median(diffs);
    let refMean = 0;
    for (let k = 0; k < n; k++) refMean += (ref.mean[k] ?? 0) / n;
    const coverShare = detailed ? covered / detailed : 0;
    let shown = 0;
    for (let k = 0; k < n; k++) if (same[k] && nccs[k] !== undefined) shown++;
    const sceneShare = detailed ? shown / detailed : 0;
    // A flash lights the scene that is there: part of it still shows (or most of the view is washed
    // out flat). A brighter view in which nothing shows the scene any more is another view: the
    // camera turned onto brighter content, judged as a moved view, not a flash.
    const lit = sceneShare >= TP_LIMITS.flashScene || coverShare >= TP_LIMITS.flashFlat;
    const bright =
      lit && isBrighter(brighter, m.mean - refMean) && (!calm || calm.cellMean.length !== n || isBrighter(medianDiff(m, calm), m.mean - calm.mean));
    const changedShare = detailed ? changed / detailed : 0;
    const still = detailed - moving;
    const settled = past && still >= detailed / 4 ? (changed - moving) / still : 0;
    const blurRatio = ratios.length ? median(ratios) : 1;
    let kind: Look['kind'] = null;
    if (bright) kind = 'bright';
    else if (coverShare >= TP_LIMITS.coverShare) kind = 'covered';
    else if (blurRatio < TP_LIMITS.blurRatio) kind = 'blurred';
    else if (changedShare >= TP_LIMITS.shiftShare || settled >= TP_LIMITS.shiftShare) kind = 'moved';
    return { kind, coverShare, changedShare, blurRatio, brighter, settled, sceneShare, same, stayed, gone, detailed };
  }

  /** Also with a kind switched off every kind is judged: a flash not to be reported must still not teach the reference. */
  update(m: FrameMeasure, ts: number, on: TpSwitches): TpFinding[] {
    const dt = this.lastTs === null ? 0 : Math.max(0, (ts - this.lastTs) / 1000);
    this.lastTs = ts;
    const look = this.look(m, this.earlier(ts), this.beforeBright);
    this.remember(m, ts);
    if (look.kind !== 'bright') {
      this.beforeBright = m;
      this.markChanges(look, ts);
    }
    const out: TpFinding[] = [];
    const report = (kind: TamperKind, since: number) => {
      if (on[kind]) out.push({ kind, ts: since, decided: ts });
    };

    // Brief and bright is a flash, decided when it ends; bright for longer is a light switched on,
    // or, when the view stayed flat all along, a lit cover.
    let seen: TamperKind | null = null;
    let since = ts;
    if (look.kind === 'bright') {
      const flat = look.coverShare >= TP_LIMITS.coverShare || m.std < TP_LIMITS.uniformStd;
      this.bright ??= { since: ts, flat, cover: false };
      this.bright.flat &&= flat;
      if ((ts - this.bright.since) / 1000 >= TP_LIMITS.flashMax) {
        if (!this.bright.flat) {
          this.bright = null;
          this.adoptLight(m, look);
          return out;
        }
        seen = 'tampering';
        since = this.bright.since;
        this.bright.cover = true;
      }
    } else if (this.bright) {
      if (!this.bright.cover) report('flashing', this.bright.since);
      this.bright = null;
    }
    if (look.kind === 'covered') seen = 'tampering';
    else if (look.kind === 'blurred') seen = 'blurring';
    // A moved view that began: pictures passing keep it from being steady in every frame; it waits.
    const turning = this.episodes.get('shifting')?.decided === false;
    // The frame that showed a turn: the cells that no longer show the scene stopped showing it
    // together, just now (later than the frame last remembered). Remembered while the turn may still
    // be judged: in the frames after it the pictures passing may hide that group (their cells changed
    // at other times, before it) while the new view settles.
    const onset = look.kind === 'moved' ? this.goneSince(look.gone, ts, look.detailed) : null;
    if (onset !== null && (ts - onset) / 1000 <= 2 * TP_LIMITS.steadyAfter && (this.turnAt === null || onset > this.turnAt)) this.turnAt = ts;
    if (this.turnAt !== null && (ts - this.turnAt) / 1000 > TP_LIMITS.hold.shifting + TP_LIMITS.steadyAfter) this.turnAt = null;
    if (look.kind === 'moved' && look.settled >= TP_LIMITS.shiftShare) {
      // Since the cells that no longer show the scene stopped showing it (the frame that showed the turn).
      const at = turning ? ts : (onset ?? this.turnAt);
      if (at !== null) {
        seen = 'shifting';
        since = at;
      }
    }

    for (const kind of ['tampering', 'blurring', 'shifting'] as const) {
      if (kind !== seen) {
        // While a flash lasts the other kinds wait: it is neither their onset nor their end.
        if (look.kind !== 'bright' && !(kind === 'shifting' && turning && look.kind === 'moved')) this.calm(kind, ts);
        continue;
      }
      this.normalSince.delete(kind);
      const e = this.episodes.get(kind) ?? { since, decided: false };
      this.episodes.set(kind, e);
      if (!e.decided && (ts - e.since) / 1000 >= TP_LIMITS.hold[kind]) {
        e.decided = true;
        report(kind, e.since);
        if (kind === 'shifting') this.adopt(m);
      }
    }
    // Most of the view changing but not steady is things passing (not to be learnt), not a moved camera.
    // A view that changed at once is not taught while it may still be judged a turn: learning its
    // steady new cells would hide the turn before enough of them settled (the demo scene at 2 fps).
    // The view changed at once (most cells together) less than `hold.shifting` + `steadyAfter` s ago: a turn still being judged.
    const judging = onset !== null && (ts - onset) / 1000 <= TP_LIMITS.hold.shifting + TP_LIMITS.steadyAfter;
    if (look.kind === null || (look.kind === 'moved' && look.settled < TP_LIMITS.shiftShare && !turning)) this.learn(m, look, dt, !judging);
    else if (!this.ref) this.adopt(m);
    return out;
  }

  /**
   * Per cell, since when it has not shown the reference's scene; -Infinity (not known) for those that
   * did not from the first frame after the reference was taken (things passing then).
   */
  private markChanges(look: Look, ts: number): void {
    const fresh = this.changedSince?.length !== look.same.length;
    if (fresh) this.changedSince = new Float64Array(look.same.length).fill(NaN);
    const since = this.changedSince;
    if (!since) return;
    for (let k = 0; k < since.length; k++) {
      if (look.same[k]) since[k] = NaN;
      else if (Number.isNaN(since[k])) since[k] = fresh ? -Infinity : ts;
    }
  }

  /**
   * When the given cells stopped showing the reference's scene at once: the median time of the
   * largest group of them that stopped within 2 × `steadyAfter` s, when that group is half of them,
   * or a third of them and a sixth of the cells with detail; else null. A turned camera changes them
   * at once; cells that changed long before (a reference the passing pictures kept from learning)
   * do not hide it, and pictures leaving one after another make no such group.
   */
  private goneSince(gone: Uint8Array, ts: number, detailed: number): number | null {
    const times: number[] = [];
    for (let k = 0; k < gone.length; k++) if (gone[k]) times.push(this.changedSince?.[k] ?? ts);
    const known = times.filter(Number.isFinite).sort((a, b) => a - b);
    const span = TP_LIMITS.steadyAfter * 1000;
    let best: number[] = [];
    for (let i = 0, j = 0; j < known.length; j++) {
      while ((known[j] ?? 0) - (known[i] ?? 0) > 2 * span) i++;
      if (j - i + 1 >= best.length) best = known.slice(i, j + 1);
    }
    const enough = best.length >= times.length / 2 || (best.length >= times.length / 3 && best.length >= detailed / 6);
    return best.length && enough ? median(best) : null;
  }

  /** The latest frame at least `steadyAfter` s before `ts`. */
  private earlier(ts: number): FrameMeasure | null {
    let found: FrameMeasure | null = null;
    for (const r of this.recent) if ((ts - r.ts) / 1000 >= TP_LIMITS.steadyAfter) found = r.m;
    return found;
  }

  private remember(m: FrameMeasure, ts: number): void {
    this.recent.push({ ts, m });
    // Keep only the latest frame old enough for `earlier` and those after it.
    while (this.recent.length > 1 && (ts - (this.recent[1]?.ts ?? ts)) / 1000 >= TP_LIMITS.steadyAfter) this.recent.shift();
  }

  /** A kind's episode ends after `rearm` s of frames that do not show it (an undecided one at once). */
  private calm(kind: TamperKind, ts: number): void {
    const e = this.episodes.get(kind);
    if (!e) return;
    if (!e.decided) {
      this.episodes.delete(kind);
      return;
    }
    const since = this.normalSince.get(kind) ?? ts;
    this.normalSince.set(kind, since);
    if ((ts - since) / 1000 >= TP_LIMITS.rearm) {
      this.episodes.delete(kind);
      this.normalSince.delete(kind);
    }
  }

  private adopt(m: FrameMeasure): void {
    this.changedSince = null;
    this.turnAt = null;
    this.ref = {
      grey: Float32Array.from(m.grey),
      mean: Float32Array.from(m.cellMean),
      std: Float32Array.from(m.cellStd),
      detail: Float32Array.from(m.cellLap, (l, k) => detailOf(l, m.cellStd[k] ?? 0)),
      cols: m.cols,
      rows: m.rows,
      width: m.width,
    };
  }

  /** The light changed (a lamp, the infrared switch): the cells that show the scene are taken at once, the others carried over by the fitted light. */
  private adoptLight(m: FrameMeasure, look: Look): void {
    this.relight(m, look.same);
    this.learn(m, look, Infinity);
  }

  /** Gain and offset of the light from the reference to this frame, fitted on the cells that show the scene; applied to the whole reference. */
  private relight(m: FrameMeasure, same: Uint8Array): void {
    const ref = this.ref;
    if (!ref) return;
    let n = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    for (let k = 0; k < same.length; k++) {
      if (!same[k]) continue;
      const x = ref.mean[k] ?? 0;
      const y = m.cellMean[k] ?? 0;
      n++;
      sx += x;
      sy += y;
      sxx += x * x;
      sxy += x * y;
    }
    if (n < same.length / 4) return;
    const den = n * sxx - sx * sx;
    const gain = den > 1e-6 ? Math.max(0.1, (n * sxy - sx * sy) / den) : 1;
    const offset = (sy - gain * sx) / n;
    if (Math.abs(gain - 1) < 0.03 && Math.abs(offset) < 3) return;
    for (let i = 0; i < ref.grey.length; i++) ref.grey[i] = gain * (ref.grey[i] ?? 0) + offset;
    for (let k = 0; k < ref.mean.length; k++) {
      ref.mean[k] = gain * (ref.mean[k] ?? 0) + offset;
      ref.std[k] = gain * (ref.std[k] ?? 0);
    }
  }

  private learn(m: FrameMeasure, look: Look, dt: number, steadyOthers = true): void {
    const ref = this.ref;
    if (!ref || ref.mean.length !== m.cellMean.length) {
      this.adopt(m);
      return;
    }
    this.relight(m, look.same);
    const a = dt === Infinity ? 1 : 1 - Math.exp(-dt / TP_LIMITS.learn);
    if (a <= 0) return;
    for (let k = 0; k < look.same.length; k++) {
      if (!look.same[k] && !(steadyOthers && look.stayed[k])) continue;
      const c = k % m.cols;
      const r = Math.floor(k / m.cols);
      for (let y = r * CELL; y < (r + 1) * CELL; y++) {
        for (let x = c * CELL; x < (c + 1) * CELL; x++) {
          const i = y * m.width + x;
          ref.grey[i] = (ref.grey[i] ?? 0) + a * ((m.grey[i] ?? 0) - (ref.grey[i] ?? 0));
        }
      }
      ref.mean[k] = (ref.mean[k] ?? 0) + a * ((m.cellMean[k] ?? 0) - (ref.mean[k] ?? 0));
      ref.std[k] = (ref.std[k] ?? 0) + a * ((m.cellStd[k] ?? 0) - (ref.std[k] ?? 0));
      ref.detail[k] = (ref.detail[k] ?? 0) + a * (detailOf(m.cellLap[k] ?? 0, m.cellStd[k] ?? 0) - (ref.detail[k] ?? 0));
    }
  }
}
