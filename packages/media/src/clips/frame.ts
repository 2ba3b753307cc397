import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jpegOf } from '../live/snapshot';
import { endMs, startMs, type SegmentRecord } from '../record/segment';
import type { SegmentIndex } from '../record/indexStore';

/** How far from ts a recorded frame may be taken when nothing is recorded at ts itself. */
export const FRAME_WINDOW_MS = 30_000;

/**
 * The recorded frame at ts as JPEG (marks' snapshots): decodes the segment holding ts from its
 * keyframe to ts; without one, the nearest recorded frame within 30 s. Null: nothing near ts.
 */
export async function archiveFrame(dataDir: string, index: SegmentIndex, streamId: string, ts: number): Promise<Buffer | null> {
  const near = index.range(streamId, ts - FRAME_WINDOW_MS, ts + FRAME_WINDOW_MS);
  let best: SegmentRecord | null = null;
  let gap = Infinity;
  for (const s of near) {
    const g = ts < startMs(s) ? startMs(s) - ts : ts >= endMs(s) ? ts - endMs(s) : 0;
    if (g < gap) {
      gap = g;
      best = s;
    }
  }
  if (!best) return null;
  const offset = Math.min(Math.max(0, (ts - startMs(best)) / 1000), Math.max(0, best.duration - 0.05));
  const input = Buffer.concat([readFileSync(join(dataDir, best.init)), readFileSync(join(dataDir, best.path))]);
  // Output seeking (after -i) decodes up to ts: the exact frame, not the keyframe before it.
  return jpegOf(input, ['-ss', offset.toFixed(3)], 10_000);
}
