import type { Rect } from '@argus/vision';
import { blobs } from './pixels';

/** A part of the frame to search for objects, and how much to scale it for the detector (input pixels per frame pixel). */
export interface SearchRegion {
  rect: Rect;
  scale: number;
  /** Heights scaled this much more than widths (the area kept); default: people in their own aspect, vehicles as the whole frame squared. */
  stretch?: number;
  /** Longest input side, pixels (default the model's 512). */
  maxSide?: number;
}

/** Padding around a changed region, as a share of its size on each side (a moving person's changed pixels miss parts of them). */
const PAD = 0.25;
/**
 * Padding when vehicles are looked for: the model needs more of the street around a vehicle
 * (drawn buses and cars crossing, bench/edge --sa: 2–3 of 6 crossings counted at 0.25, 4 of 6 at
 * 0.4, as many as searching every whole frame).
 */
export const PAD_VEHICLES = 0.4;
/** At least this much padding, in analysed-frame pixels. */
const PAD_MIN = 16;
/**
 * How a region is scaled for the detector: its height reaches the model at about `see` input pixels
 * (× `min` … `max`); a taller region is scaled down (cheaper), a small one up.
 */
export interface RegionScale {
  see: number;
  min: number;
  max: number;
}
/**
 * People: a region of a person's height (padded a quarter each side, 1.5 heights) reaches the model
 * at about 250 px, the person at about 170 px, as on the whole-frame pass at the model's input (a
 * 200 px person of a 640 px frame at 512: 160 px). Searched smaller (160 px, the person at about
 * 110 px), the bench scene's cut-out people scored 0.15–0.4 where the same crop at 170–200 px scored
 * 0.45–0.65 (bench/edge/sa-rates.ts). A small region (a small person) is scaled up to twice.
 */
export const SCALE_PEOPLE: RegionScale = { see: 250, min: 0.5, max: 2 };
/** Vehicles: CenterNet (sa-search.ts) searches their regions at least at the whole frame's scale; this is their smaller bound. */
export const SCALE_VEHICLES: RegionScale = { see: 160, min: 0.5, max: 1.5 };
/** Changed regions covering more than this share of the frame: the whole frame is searched at once (one model call). */
const FULL_SHARE = 0.45;

const overlap = (a: Rect, b: Rect) => a.x_min < b.x_max && b.x_min < a.x_max && a.y_min < b.y_max && b.y_min < a.y_max;
const union = (a: Rect, b: Rect): Rect => ({
  x_min: Math.min(a.x_min, b.x_min),
  y_min: Math.min(a.y_min, b.y_min),
  x_max: Math.max(a.x_max, b.x_max),
  y_max: Math.max(a.y_max, b.y_max),
});
const area = (r: Rect) => (r.x_max - r.x_min) * (r.y_max - r.y_min);

/** Overlapping rects joined into their union until none overlap. */
export function mergeRects(rects: Rect[]): Rect[] {
  const out = [...rects];
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++)
      for (let j = i + 1; j < out.length && !merged; j++) {
        const a = out[i];
        const b = out[j];
        if (!a || !b || !overlap(a, b)) continue;
        out[i] = union(a, b);
        out.splice(j, 1);
        merged = true;
      }
  }
  return out;
}

/**
 * Where to run the detector on this frame (Frigate-style): the connected regions of the motion
 * mask (frame difference on the small frame), padded, grown to take in whole any known object they
 * touch (so an object is searched whole or not at all), merged; each scaled so its height reaches
 * the detector at about `scaled.see` pixels. `'frame'` when the changes cover most
 * of the frame; an empty list when nothing changed.
 */
export function searchRegions(
  motion: Uint8Array,
  width: number,
  height: number,
  frame: { width: number; height: number },
  known: Rect[],
  /** Objects to look for again where they stood (not found by the last search of an unchanged place). */
  lost: Rect[] = [],
  /** Share of a region's size added on each side. */
  pad = PAD,
  scaled: RegionScale = SCALE_PEOPLE,
): SearchRegion[] | 'frame' {
  const padX = (r: Rect) => Math.max(pad * (r.x_max - r.x_min), PAD_MIN / frame.width);
  const padY = (r: Rect) => Math.max(pad * (r.y_max - r.y_min), PAD_MIN / frame.height);
  const padded = (r: Rect): Rect => ({
    x_min: Math.max(0, r.x_min - padX(r)),
    y_min: Math.max(0, r.y_min - padY(r)),
    x_max: Math.min(1, r.x_max + padX(r)),
    y_max: Math.min(1, r.y_max + padY(r)),
  });
  let rects = mergeRects([...blobs(motion, width, height, 3).map((b) => b.rect), ...lost].map(padded));
  if (!rects.length) return [];
  // A known object touched by a change is searched whole; repeat, as a grown region may touch another.
  for (let grown = true; grown;) {
    grown = false;
    rects = rects.map((r) => {
      let out = r;
      for (const k of known) {
        const p = padded(k);
        if (overlap(out, k) && (p.x_min < out.x_min || p.y_min < out.y_min || p.x_max > out.x_max || p.y_max > out.y_max)) {
          out = union(out, p);
          grown = true;
        }
      }
      return out;
    });
    rects = mergeRects(rects);
  }
  if (rects.reduce((s, r) => s + area(r), 0) > FULL_SHARE) return 'frame';
  return rects.map((rect) => {
    const h = (rect.y_max - rect.y_min) * frame.height;
    return { rect, scale: Math.min(scaled.max, Math.max(scaled.min, scaled.see / h)) };
  });
}

/** Whether any pixel of the mask (small frame) is set inside a rect (fractions of the frame). */
export function changedIn(mask: Uint8Array, width: number, height: number, r: Rect): boolean {
  const x0 = Math.max(0, Math.floor(r.x_min * width));
  const x1 = Math.min(width, Math.ceil(r.x_max * width));
  const y0 = Math.max(0, Math.floor(r.y_min * height));
  const y1 = Math.min(height, Math.ceil(r.y_max * height));
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (mask[y * width + x]) return true;
  return false;
}
