/** Timeline maths of the player: a visible window of time mapped onto a strip of pixels. All times in ms. */

export type Range = { start: number; end: number };
export type TimelineWindow = { start: number; end: number };

/** Zoom levels: the width of the visible window. */
export const ZOOM_SPANS = [5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000, 24 * 3_600_000] as const;

export const CLIP_MIN_S = 5;
export const CLIP_MAX_S = 300;

/** The window of `span` ms around `center`, never ending after `now`. */
export function windowAround(center: number, span: number, now: number): TimelineWindow {
  let end = center + span / 2;
  if (end > now) end = now;
  return { start: end - span, end };
}

/** Zoom one step in (-1) or out (+1), keeping `center` where it is; the index is clamped. */
export function zoomIndex(index: number, step: number): number {
  return Math.max(0, Math.min(ZOOM_SPANS.length - 1, index + step));
}

/** Pixel x of time t in a strip `width` px wide (may be outside 0..width). */
export function timeToX(t: number, w: TimelineWindow, width: number): number {
  return ((t - w.start) / (w.end - w.start)) * width;
}

/** Time at pixel x, rounded to the whole second (the player seeks to the second). */
export function xToTime(x: number, w: TimelineWindow, width: number): number {
  const clamped = Math.max(0, Math.min(width, x));
  return Math.round((w.start + (clamped / width) * (w.end - w.start)) / 1000) * 1000;
}

/** Ranges clipped to the window and turned into pixel spans, at least 1 px wide so short recordings show. */
export function rangesToSpans(ranges: readonly Range[], w: TimelineWindow, width: number): { x: number; w: number }[] {
  const out: { x: number; w: number }[] = [];
  for (const r of ranges) {
    const s = Math.max(r.start, w.start);
    const e = Math.min(r.end, w.end);
    if (e <= s) continue;
    const x = timeToX(s, w, width);
    out.push({ x, w: Math.max(1, timeToX(e, w, width) - x) });
  }
  return out;
}

/** The gaps between recorded ranges inside the window (what is not recorded). */
export function gapsOf(ranges: readonly Range[], w: TimelineWindow): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const gaps: Range[] = [];
  let cursor = w.start;
  for (const r of sorted) {
    if (r.end <= cursor) continue;
    if (r.start > cursor) gaps.push({ start: cursor, end: Math.min(r.start, w.end) });
    cursor = Math.max(cursor, r.end);
    if (cursor >= w.end) break;
  }
  if (cursor < w.end) gaps.push({ start: cursor, end: w.end });
  return gaps.filter((g) => g.end > g.start);
}

/** Whether t lies in a recorded range. */
export function isRecorded(ranges: readonly Range[], t: number): boolean {
  return ranges.some((r) => t >= r.start && t < r.end);
}

/** The recorded instant nearest t: t itself when recorded, else the nearest range edge; null without ranges. */
export function nearestRecorded(ranges: readonly Range[], t: number): number | null {
  let best: number | null = null;
  for (const r of ranges) {
    if (t >= r.start && t < r.end) return t;
    const candidate = t < r.start ? r.start : r.end - 1000;
    if (best === null || Math.abs(candidate - t) < Math.abs(best - t)) best = candidate;
  }
  return best;
}

const TICK_STEPS = [10_000, 30_000, 60_000, 5 * 60_000, 10 * 60_000, 15 * 60_000, 30 * 60_000, 3_600_000, 2 * 3_600_000, 3 * 3_600_000, 6 * 3_600_000];

/** Tick times for labels: the smallest step that keeps ticks at least `minPx` apart, aligned to the step. */
export function ticks(w: TimelineWindow, width: number, minPx = 80): number[] {
  const span = w.end - w.start;
  const step = TICK_STEPS.find((s) => (s / span) * width >= minPx) ?? TICK_STEPS[TICK_STEPS.length - 1]!;
  const out: number[] = [];
  for (let t = Math.ceil(w.start / step) * step; t <= w.end; t += step) out.push(t);
  return out;
}

/**
 * A clip range kept within CLIP_MIN_S..CLIP_MAX_S seconds and not after `now`: the start wins and the
 * end moves (at `now` the clip is shortened; only below the minimum does the start move back).
 */
export function clampClip(start: number, end: number, now: number): Range {
  let s = Math.round(start / 1000) * 1000;
  let e = Math.round(end / 1000) * 1000;
  if (e - s < CLIP_MIN_S * 1000) e = s + CLIP_MIN_S * 1000;
  if (e - s > CLIP_MAX_S * 1000) e = s + CLIP_MAX_S * 1000;
  if (e > now) {
    e = Math.floor(now / 1000) * 1000;
    if (e - s < CLIP_MIN_S * 1000) s = e - CLIP_MIN_S * 1000;
  }
  return { start: s, end: e };
}

/** The /player URL segment for a time: epoch seconds. */
export function tsParam(t: number): string {
  return String(Math.floor(t / 1000));
}

/** The time of a /player ts segment: epoch seconds or ms, or ISO 8601; null when unreadable. */
export function parseTsParam(raw: string | undefined): number | null {
  if (!raw) return null;
  if (/^\d+$/.test(raw)) {
    const n = Number(raw);
    return n < 1e11 ? n * 1000 : n;
  }
  const t = Date.parse(raw);
  return Number.isNaN(t) ? null : t;
}

/**
 * Where playback goes on when an archive playlist ran out at t: a second on when more of the same
 * range follows, else the start of the next recorded range; null when nothing is recorded after t.
 */
export function nextRecordedAfter(ranges: readonly Range[], t: number): number | null {
  const within = ranges.find((r) => t >= r.start && t < r.end);
  if (within && within.end - t > 2_000) return t + 1_000;
  const next = ranges.filter((r) => r.start > t).sort((a, b) => a.start - b.start)[0];
  return next ? next.start : null;
}
