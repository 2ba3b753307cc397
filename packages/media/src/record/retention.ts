import { readdirSync, rmSync, statfsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { systemClock, type Clock } from '../clock';
import type { StreamConfig } from '../streams';
import type { SegmentIndex } from './indexStore';
import { endMs, startMs, type SegmentRecord, type SegmentSink } from './segment';

const DAY_MS = 86_400_000;
/** Spec section 9, event timing: keep 2 s before and 5 s after an event. */
export const EVENT_BEFORE_MS = 2000;
export const EVENT_AFTER_MS = 5000;
/** Spec section 9 default archive depth (`videoarchive_depth`), days. */
export const DEFAULT_ARCHIVE_DEPTH_DAYS = 30;

export interface RetentionOptions {
  dataDir: string;
  index: SegmentIndex;
  /** Other sinks told about deletions (the API integration). */
  sinks?: SegmentSink[];
  /** The configured streams (for storage_depth and by_event); streams no longer configured keep the archive depth. */
  streams: () => StreamConfig[];
  clock?: Clock;
  /** `videoarchive_depth`: no stream keeps more days than this. */
  archiveDepthDays?: number;
  /** Oldest-first deletion whenever free space under the data dir is below this many bytes. */
  minFreeBytes?: number;
  /** Free bytes under the data dir (statfs by default; injectable for tests). */
  freeBytes?: () => number;
  /** by_event: a segment outside every event window is deleted once it ended this long ago (late events still save it). */
  eventGraceMs?: number;
}

/** Deletes recorded segments by age, by_event windows and the free-disk floor. */
export class Retention {
  private readonly events = new Map<string, number[]>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly o: RetentionOptions) {}

  private get clock(): Clock {
    return this.o.clock ?? systemClock;
  }

  /** Records an event time on a stream: by_event recording keeps [ts − 2 s, ts + 5 s]. */
  markEvent(streamId: string, tsMs: number): void {
    const list = this.events.get(streamId) ?? [];
    list.push(tsMs);
    list.sort((a, b) => a - b);
    this.events.set(streamId, list);
  }

  private inEventWindow(streamId: string, s: SegmentRecord): boolean {
    const from = startMs(s);
    const to = endMs(s);
    return (this.events.get(streamId) ?? []).some((t) => t - EVENT_BEFORE_MS < to && t + EVENT_AFTER_MS > from);
  }

  private freeBytes(): number {
    if (this.o.freeBytes) return this.o.freeBytes();
    const st = statfsSync(this.o.dataDir);
    return st.bavail * st.bsize;
  }

  /** One pass of every rule; returns the segments deleted. */
  sweep(): SegmentRecord[] {
    const now = this.clock.now();
    const archiveDays = this.o.archiveDepthDays ?? DEFAULT_ARCHIVE_DEPTH_DAYS;
    const configs = new Map(this.o.streams().map((s) => [s.id, s]));
    const doomed: SegmentRecord[] = [];
    for (const streamId of this.o.index.streams()) {
      const cfg = configs.get(streamId);
      const days = Math.min(cfg?.storageDepthDays ?? archiveDays, archiveDays);
      const cutoff = now - days * DAY_MS;
      const grace = now - (this.o.eventGraceMs ?? 60_000);
      for (const s of this.o.index.all(streamId)) {
        if (endMs(s) <= cutoff) doomed.push(s);
        else if (cfg?.byEvent && endMs(s) <= grace && !this.inEventWindow(streamId, s)) doomed.push(s);
      }
      const events = this.events.get(streamId);
      if (events) this.events.set(streamId, events.filter((t) => t + EVENT_AFTER_MS > cutoff));
    }
    this.remove(doomed);
    const floor = this.o.minFreeBytes ?? 0;
    if (floor > 0) {
      let free = this.freeBytes();
      if (free < floor) {
        const oldest = this.o.index
          .streams()
          .flatMap((id) => this.o.index.all(id))
          .sort((a, b) => startMs(a) - startMs(b));
        const batch: SegmentRecord[] = [];
        for (const s of oldest) {
          if (free >= floor) break;
          batch.push(s);
          free += s.bytes;
        }
        this.remove(batch);
        doomed.push(...batch);
      }
    }
    return doomed;
  }

  private remove(segments: SegmentRecord[]): void {
    if (!segments.length) return;
    for (const s of segments) rmSync(join(this.o.dataDir, s.path), { force: true });
    this.o.index.removed(segments);
    for (const sink of this.o.sinks ?? []) void Promise.resolve(sink.removed(segments)).catch(() => undefined);
    // a finished run with no segments left goes entirely (init segment, playlist, directory)
    for (const s of segments) {
      const last = this.o.index.last(s.stream_id);
      if (last?.run === s.run) continue;
      if (this.o.index.all(s.stream_id).some((x) => x.run === s.run)) continue;
      const dir = dirname(join(this.o.dataDir, s.path));
      try {
        if (!readdirSync(dir).some((f) => f.endsWith('.m4s'))) rmSync(dir, { recursive: true, force: true });
      } catch {
        // already gone
      }
    }
  }

  start(intervalMs = 30_000): void {
    this.timer = setInterval(() => {
      try {
        this.sweep();
      } catch (err) {
        console.error('retention sweep failed', err);
      }
    }, intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
