import type { TAMPER_KINDS } from '@argus/contracts';
import { CELL, type FrameMeasure } from './measure';

export type TamperKind = (typeof TAMPER_KINDS)[number];

/**
 * Limits, chosen on the generated scenes (test/support/tamper.ts). The view is judged cell by cell
 * (CELL px cells of a 160 px copy) against a reference that learns each cell only while that cell
 * shows the scene it knows, so an object passing through neither teaches the reference nor, being
 * less than half of the view, moves a verdict: every verdict is a share or a median over cells.
 * Times are in seconds, so the verdicts do not depend on the analysis frame rate.
 */
export const TP_LIMITS = {
  /** A reference cell with less spread than this has no detail to compare (sky, a plain wall). */
  detailStd: 6,
  /** A cell shows the reference's scene when its pattern correlates with it at least this much (any light). */
  sameNcc: 0.6,
  /** … and no longer shows it below this. */
  changedNcc: 0.35,
  /** A covered cell: flat (spread below this share of the reference's and below flatStd) and no longer the scene. */
  flatShare: 0.35,
  flatStd: 10,
  /** Covered: at least this share of the cells with detail (a partial cover of half the view is tampering). */
  coverShare: 0.5,
  /** A frame without any structure is covered whatever the reference: spread below this. */
  uniformStd: 5,
  /** A flash: the median cell this much brighter than the reference. */
  flashDelta: 40,
  /**
   * … with at least this share of the cells with detail still showing the scene (a flash lights the
   * scene; a camera turned onto brighter content shows none of it), or at least flashFlat of them
   * flat (washed out, or a lit sheet over the lens).
   */
  flashScene: 0.2,
  flashFlat: 0.75,
  /** A flash is brief: brighter for at most this long; longer, the light changed (or a bright cover). */
  flashMax: 1.5,
  /** Blur: the median cell's detail (Laplacian variance over spread, light-neutral) below this share of the reference's. */
  blurRatio: 0.4,
  /**
   * A moved view: at least this share of the cells with detail no longer show the reference's scene
   * (flat or another pattern). It is decided on the cells that do not move: those that show what a
   * frame at least `steadyAfter` s before showed, or the reference's scene. A turned camera shows a
   * new view that stays; large pictures gliding through most of the view (the demo camera) do not.
   */
  shiftShare: 0.6,
  steadyAfter: 0.75,
  /**
   * A cell of a view that may have moved, still correlating with the reference in place (a
   * self-similar pattern), has slid when the reference matches it at least sameNcc within `slide` px
   * (of the measure copy) and by `slideGain` better than in place: that is not the scene there any more.
   */
  slide: 24,
  slideGain: 0.25,
  /** Seconds a condition must last before it is reported (after it, the frame that decides). */
  hold: { tampering: 1, blurring: 1, shifting: 1.5, flashing: 0 } as Record<TamperKind, number>,
  /** Seconds of normal frames before a kind can be reported again. */
  rearm: 1,
  /** Seconds over which the reference follows a normal scene (exponential). */
  learn: 5,
};

export interface Reference {
  grey: Float32Array;
  mean: Float32Array;
  std: Float32Array;
  /** Light-neutral detail: Laplacian variance over (spread² + 4). */
  detail: Float32Array;
  cols: number;
  rows: number;
  width: number;
}

/** What a frame shows against the reference, cell by cell and as a whole. */
export interface Look {
  /** A condition this frame shows, or null for a normal frame. */
  kind: 'covered' | 'bright' | 'blurred' | 'moved' | null;
  coverShare: number;
  changedShare: number;
  blurRatio: number;
  brighter: number;
  /** changedShare over the cells that do not move (0 without an earlier frame, or when most cells move). */
  settled: number;
  /** Share of the cells with detail that still show the reference's scene. */
  sceneShare: number;
  /** Cells with detail in the reference (those the shares are of). */
  detailed: number;
  /** Cells that no longer show the reference's scene and do not move. */
  gone: Uint8Array;
  /** Cells that show the reference's scene (may be learnt). */
  same: Uint8Array;
  /** Cells that do not, but show what the frame `steadyAfter` s before showed: a change that stays (may be learnt). */
  stayed: Uint8Array;
}

export const detailOf = (lap: number, std: number) => lap / (std * std + 4);

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

/** A picture to compare a frame with, cell by cell: the reference or an earlier frame. */
export interface Pattern {
  grey: ArrayLike<number>;
  mean: ArrayLike<number>;
  width: number;
}

export const patternOf = (m: FrameMeasure): Pattern => ({ grey: m.grey, mean: m.cellMean, width: m.width });

/** Normalised cross-correlation of one cell of the frame with the reference (1: the same pattern, any gain and offset). */
export function cellNcc(m: FrameMeasure, ref: Pattern, k: number): number {
  const c = k % m.cols;
  const r = Math.floor(k / m.cols);
  const fm = m.cellMean[k] ?? 0;
  const rm = ref.mean[k] ?? 0;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let y = r * CELL; y < (r + 1) * CELL; y++) {
    for (let x = c * CELL; x < (c + 1) * CELL; x++) {
      const a = (m.grey[y * m.width + x] ?? 0) - fm;
      const b = (ref.grey[y * ref.width + x] ?? 0) - rm;
      sxy += a * b;
      sxx += a * a;
      syy += b * b;
    }
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

/**
 * The best normalised cross-correlation of one cell of the frame with the reference displaced by up to
 * `range` px each way (a 2 px grid, then the best's neighbours), and that displacement.
 */
export function slidNcc(m: FrameMeasure, ref: Pattern, k: number, range: number): { ncc: number; dx: number; dy: number } {
  const c = k % m.cols;
  const r = Math.floor(k / m.cols);
  const x0 = c * CELL;
  const y0 = r * CELL;
  const height = Math.floor(ref.grey.length / ref.width);
  const fm = m.cellMean[k] ?? 0;
  let sxx = 0;
  for (let y = y0; y < y0 + CELL; y++) for (let x = x0; x < x0 + CELL; x++) sxx += ((m.grey[y * m.width + x] ?? 0) - fm) ** 2;
  const at = (dx: number, dy: number): number => {
    if (x0 + dx < 0 || y0 + dy < 0 || x0 + dx + CELL > ref.width || y0 + dy + CELL > height || sxx <= 0) return -1;
    let sb = 0;
    let sbb = 0;
    let sab = 0;
    for (let y = y0; y < y0 + CELL; y++) {
      for (let x = x0; x < x0 + CELL; x++) {
        const a = (m.grey[y * m.width + x] ?? 0) - fm;
        const b = ref.grey[(y + dy) * ref.width + x + dx] ?? 0;
        sb += b;
        sbb += b * b;
        sab += a * b;
      }
    }
    // Σa = 0, so Σa(b − mean b) = Σab.
    const syy = sbb - (sb * sb) / (CELL * CELL);
    return syy > 0 ? sab / Math.sqrt(sxx * syy) : -1;
  };
  let best = { ncc: -1, dx: 0, dy: 0 };
  for (let dy = -range; dy <= range; dy += 2) {
    for (let dx = -range; dx <= range; dx += 2) {
      const ncc = at(dx, dy);
      if (ncc > best.ncc) best = { ncc, dx, dy };
    }
  }
  const coarse = best;
  for (let dy = coarse.dy - 1; dy <= coarse.dy + 1; dy++) {
    for (let dx = coarse.dx - 1; dx <= coarse.dx + 1; dx++) {
      const ncc = at(dx, dy);
      if (ncc > best.ncc) best = { ncc, dx, dy };
    }
  }
  return best;
}

/** Brighter by a flash: the median cell (a bright bus in part of the view is not), or, where much of the
 * view saturates and cannot get brighter, half as much with the whole frame up by flashDelta. */
export const isBrighter = (medianCell: number, whole: number) =>
  medianCell > TP_LIMITS.flashDelta || (medianCell > TP_LIMITS.flashDelta / 2 && whole > TP_LIMITS.flashDelta);

/** A cell without detail in both frames, as bright in both. */
export const flatAlike = (m: FrameMeasure, o: FrameMeasure | null, k: number) =>
  !!o && (m.cellStd[k] ?? 0) < TP_LIMITS.detailStd && (o.cellStd[k] ?? 0) < TP_LIMITS.detailStd && Math.abs((m.cellMean[k] ?? 0) - (o.cellMean[k] ?? 0)) < 12;

export function medianDiff(m: FrameMeasure, other: FrameMeasure): number {
  return median(Array.from(m.cellMean, (v, k) => v - (other.cellMean[k] ?? 0)));
}
