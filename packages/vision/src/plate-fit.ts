import { PLATE_MASKS, type PLATE_REGIONS } from '@argus/contracts';
import type { RgbImage } from './locate';

export type PlateRegion = (typeof PLATE_REGIONS)[number];

/** A text line as an oriented box in image pixels. */
export interface Line {
  cx: number;
  cy: number;
  /** Unit vector along the text. */
  ux: number;
  uy: number;
  length: number;
  thickness: number;
  score: number;
}

/** One read character with its best letter and best digit probabilities. */
export interface Slot {
  letter: string;
  letterP: number;
  digit: string;
  digitP: number;
  /** Centre along the line, as a fraction of its length (0 left end, 1 right end). */
  at: number;
}

/** Regions whose plates carry the blue EU band at the left of the number. */
const EU_BAND = new Set<PlateRegion>(['at', 'be', 'de', 'ee', 'es', 'fr', 'lt', 'lv', 'nl', 'pl', 'ro', 'uk']);

/**
 * The blue band left of the number: `band` with its right edge (pixels along the line from its
 * centre), `none` when the plate left of the text is not blue, `unknown` when blue runs on (a blue
 * car body, where a band cannot be told apart).
 */
export type Band = { kind: 'band'; edge: number } | { kind: 'none' | 'unknown' };

const isBlue = (r: number, g: number, b: number): boolean => b > 1.4 * Math.max(r, g) && b > Math.max(r, g) + 10;

export function findBand(img: RgbImage, line: Line): Band {
  const t = line.thickness;
  // From just inside the text (the line may take the band in) leftwards, one pixel a column.
  const from = -line.length / 2 + 0.5 * t;
  const to = -line.length / 2 - 2.6 * t;
  const rows = Math.max(3, Math.min(12, Math.round(t / 2)));
  let first: number | undefined;
  for (let u = from; u > to; u -= 1) {
    let blue = 0;
    for (let k = 0; k < rows; k += 1) {
      // Middle two thirds of the text's height: the band's letters sit lower, its stars higher.
      const v = (((k + 0.5) / rows - 0.5) * (2 * t)) / 3;
      const x = Math.round(line.cx + u * line.ux - v * line.uy);
      const y = Math.round(line.cy + u * line.uy + v * line.ux);
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      const o = (y * img.width + x) * 3;
      if (isBlue(img.data[o] ?? 0, img.data[o + 1] ?? 0, img.data[o + 2] ?? 0)) blue += 1;
    }
    const column = blue >= rows / 2;
    if (first === undefined) {
      if (column) first = u;
      else if (u < -line.length / 2 - 1.6 * t) return { kind: 'none' };
    } else if (!column) {
      const run = first - u;
      return run >= 0.15 * t && run <= 1.1 * t ? { kind: 'band', edge: first } : { kind: 'unknown' };
    }
  }
  return { kind: first === undefined ? 'none' : 'unknown' };
}

/**
 * Score lost by a mask that puts no space where the read has a wide one (two character pitches
 * or more: ru 'L DDD LL DD' against tj 'DDDD LL DD' when its L reads as 0, or a character lost
 * inside a group). Narrower gaps are left alone: proportional fonts space unevenly.
 */
function spacing(part: Slot[], mask: string): number {
  if (part.length < 4) return 0;
  const gaps = part.slice(1).map((s, i) => s.at - (part[i] as Slot).at);
  // The pitch: a low quantile of the gaps, as up to three of them are spaces.
  const pitch = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 4)] ?? 0;
  const ends = new Set<number>();
  let n = 0;
  for (const group of mask.split(' ')) ends.add((n += group.length) - 1);
  return gaps.some((g, i) => !ends.has(i) && g >= 1.75 * pitch) ? SPACING_PENALTY : 0;
}

const SPACING_PENALTY = 0.1;

/** Score lost by a region whose plates have a band when none is seen, or the other way round. */
const LAYOUT_PENALTY = 0.15;

/**
 * The read fitted to the best mask of the allowed regions: each slot takes its mask's class.
 * Characters on the blue band (its country letters, its stars read as a letter) are dropped; the
 * band's presence or absence then weighs for the regions whose plates have it or not, so two masks
 * fitting alike (by 'DDDD LL D', es 'DDDD LLL') are told apart by the plate's layout, as are masks
 * whose spaces differ (see spacing).
 */
export function fitMask(
  all: Slot[],
  regions: readonly PlateRegion[],
  line: Line,
  band: Band,
): { number: string; region: PlateRegion; confidence: number } | undefined {
  const slots = band.kind === 'band' ? all.filter((s) => (s.at - 0.5) * line.length > band.edge) : all;
  let best: { number: string; region: PlateRegion; confidence: number; worst: number } | undefined;
  // Borders can add a stray character at either end: try dropping up to one each side.
  for (let from = 0; from <= Math.min(1, slots.length); from += 1) {
    for (let cut = 0; cut <= 1; cut += 1) {
      const part = slots.slice(from, slots.length - cut);
      const penalty = from + cut;
      for (const region of regions) {
        const layout = band.kind === 'unknown' || (band.kind === 'band') === EU_BAND.has(region) ? 0 : LAYOUT_PENALTY;
        for (const mask of PLATE_MASKS[region]) {
          const classes = mask.replace(/ /g, '');
          if (classes.length !== part.length) continue;
          let number = '';
          let sum = 0;
          let worst = 1;
          part.forEach((s, i) => {
            const isDigit = classes[i] === 'D';
            const p = isDigit ? s.digitP : s.letterP;
            number += isDigit ? s.digit : s.letter;
            sum += p;
            worst = Math.min(worst, p);
          });
          const confidence = sum / Math.max(1, part.length) - 0.25 * penalty - layout - spacing(part, mask);
          if (!best || confidence > best.confidence) best = { number, region, confidence, worst };
        }
      }
    }
  }
  return best && best.worst >= 0.05 ? { number: best.number, region: best.region, confidence: best.confidence } : undefined;
}
