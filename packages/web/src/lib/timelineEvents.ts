import { EVENT_HISTOGRAM_MAX_BUCKETS } from '@argus/contracts';
import { timeToX, type TimelineWindow } from './timeline';

/**
 * The events on the player's timeline: every event of the visible window is drawn, as exact
 * markers while there are few enough, else as counts per bucket (bars) from the server's
 * histogram. All times in ms, buckets in seconds.
 */

/** Up to this many events in the window the timeline fetches and draws each one. */
export const MARKER_LIMIT = 200;

/** Bucket sizes a person reads easily, in seconds. */
const NICE_BUCKETS_S = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400];

/** About this many pixels a bar; narrower bars cannot be told apart. */
const BAR_PX = 4;

/** The smallest nice bucket whose bars are at least BAR_PX wide and whose count stays within the server's most. */
export function bucketFor(w: TimelineWindow, width: number): number {
  const spanS = Math.max(1, (w.end - w.start) / 1000);
  const wanted = Math.max(spanS / Math.max(1, width / BAR_PX), spanS / (EVENT_HISTOGRAM_MAX_BUCKETS - 1));
  return NICE_BUCKETS_S.find((b) => b >= wanted) ?? NICE_BUCKETS_S[NICE_BUCKETS_S.length - 1]!;
}

/** Exact markers when the window holds at most MARKER_LIMIT events, else counts. */
export function markerMode(total: number): 'markers' | 'counts' {
  return total <= MARKER_LIMIT ? 'markers' : 'counts';
}

export type HistogramBucket = { ts: string; eventType: string; count: number };
export type Bar = { x: number; w: number; t: number; count: number; byType: Record<string, number>; height: number };

/**
 * The histogram's buckets (one row per bucket and type) as bars over the strip: one bar a bucket,
 * its count summed over types, its height a share (0..1] of the fullest bucket's; buckets out of
 * the window are left out, and those at its edges clipped.
 */
export function barsOf(buckets: readonly HistogramBucket[], bucketS: number, w: TimelineWindow, width: number): Bar[] {
  const merged = new Map<number, { count: number; byType: Record<string, number> }>();
  for (const b of buckets) {
    const t = Date.parse(b.ts);
    const m = merged.get(t) ?? { count: 0, byType: {} };
    m.count += b.count;
    m.byType[b.eventType] = (m.byType[b.eventType] ?? 0) + b.count;
    merged.set(t, m);
  }
  const out: Bar[] = [];
  for (const [t, m] of [...merged.entries()].sort((a, b) => a[0] - b[0])) {
    const s = Math.max(t, w.start);
    const e = Math.min(t + bucketS * 1000, w.end);
    if (e <= s || m.count === 0) continue;
    const x = timeToX(s, w, width);
    out.push({ x, w: Math.max(1, timeToX(e, w, width) - x), t, count: m.count, byType: m.byType, height: 1 });
  }
  const max = Math.max(1, ...out.map((b) => b.count));
  return out.map((b) => ({ ...b, height: b.count / max }));
}

/**
 * The marker nearest to time `t` within `tolerance` ms that has a picture, for the hover thumbnail;
 * null when none is that close.
 */
export function nearestWithPicture<M extends { t: number; thumb?: string | null }>(markers: readonly M[], t: number, tolerance: number): M | null {
  let best: M | null = null;
  for (const m of markers) {
    if (!m.thumb) continue;
    const d = Math.abs(m.t - t);
    if (d <= tolerance && (!best || d < Math.abs(best.t - t))) best = m;
  }
  return best;
}
