import { readdirSync, rmSync, statfsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { systemClock, type Clock } from '../clock';
import type { StreamConfig } from '../streams';
import type { SegmentIndex } from './indexStore';
import { endMs, startMs, type SegmentRecord, type SegmentSink } from './segment';
import { log } from '../log';

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
  /** The run each stream is recording into now: its folder is never deleted, nor its newest segment. */
  activeRuns?: () => ReadonlyMap<string, string>;
  /** Told when the floor cannot be kept by deleting archive (a reason), and when it is kept again (null). */
  onLowSpace?: (reason: string | null) => void;
  log?: (message: string) => void;
}

/** What the free-disk floor took from one stream's archive before its configured depth. */
export interface EarlyDeletion {
  /** When the floor last deleted segments of this stream. */
  at: number;
  /** Segments deleted early so far (since the process started). */
  segments: number;
}

/** Per stream: the oldest recording kept against the configured depth, and early deletions. */
export interface ArchiveFacts {
  stream_id: string;
  /** Start of the oldest segment kept (null: nothing recorded). */
  oldest_at: string | null;
  /** The configured depth, days (storage_depth capped by the archive depth). */
  depth_days: number;
  early_deleted_at: string | null;
  early_deleted_segments: number;
}

export interface StorageFacts {
  free_bytes: number;
  min_free_bytes: number;
  /** Why recording is stopped for lack of space (null: recording). */
  low_space: string | null;
  streams: ArchiveFacts[];
}

const MB = 1024 * 1024;
const mb = (bytes: number) => {
  const v = Math.max(0, bytes) / MB;
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} MB`;
};

/** Deletes recorded segments by age, by_event windows and the free-disk floor. */
export class Retention {
  private readonly events = new Map<string, number[]>();
  private timer: NodeJS.Timeout | null = null;
  private readonly early = new Map<string, EarlyDeletion>();
  /** Why recording is stopped for lack of space, null while the floor is kept. */
  lowSpace: string | null = null;

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
    const configs = new Map(this.o.streams().map((s) => [s.id, s]));
    const doomed: SegmentRecord[] = [];
    for (const streamId of this.o.index.streams()) {
      const cfg = configs.get(streamId);
      const days = this.depthDays(streamId, configs);
      const cutoff = now - days * DAY_MS;
      const grace = now - (this.o.eventGraceMs ?? 60_000);
      for (const s of this.o.index.all(streamId)) {
        if (endMs(s) <= cutoff) doomed.push(s);
        else if (cfg?.byEvent && endMs(s) <= grace && !this.inEventWindow(streamId, s)) doomed.push(s);
      }
      const events = this.events.get(streamId);
      if (events)
        this.events.set(
          streamId,
          events.filter((t) => t + EVENT_AFTER_MS > cutoff),
        );
    }
    this.remove(doomed);
    doomed.push(...this.keepFloor());
    return doomed;
  }

  private depthDays(streamId: string, configs: Map<string, StreamConfig>): number {
    const archiveDays = this.o.archiveDepthDays ?? DEFAULT_ARCHIVE_DEPTH_DAYS;
    return Math.min(configs.get(streamId)?.storageDepthDays ?? archiveDays, archiveDays);
  }

  /**
   * Below the free-disk floor: deletes the oldest archive across streams, logging what went before
   * its configured depth. The newest segment of a camera this process records is never taken (nor,
   * with it, the folder it records into): when nothing else is left and the floor is still not kept, recording
   * stops (onLowSpace) until space is freed, rather than deleting the folder being recorded into.
   */
  private keepFloor(): SegmentRecord[] {
    const floor = this.o.minFreeBytes ?? 0;
    if (floor <= 0) return [];
    let free = this.freeBytes();
    const batch: SegmentRecord[] = [];
    if (free < floor) {
      // A camera this process records keeps its newest segment (and with it its run folder).
      const kept = new Set<string>();
      for (const id of new Set([...this.o.streams().map((c) => c.id), ...(this.o.activeRuns?.().keys() ?? [])])) {
        const last = this.o.index.last(id);
        if (last) kept.add(last.path);
      }
      const oldest = this.o.index
        .streams()
        .flatMap((id) => this.o.index.all(id))
        .filter((s) => !kept.has(s.path))
        .sort((a, b) => startMs(a) - startMs(b));
      for (const s of oldest) {
        if (free >= floor) break;
        batch.push(s);
        free += s.bytes;
      }
      this.remove(batch);
      this.noteEarly(batch, free, floor);
      free = this.freeBytes();
    }
    const low =
      free < floor
        ? `recording stopped: ${mb(free)} free on the media volume, below the floor of ${mb(floor)} (ARGUS_MEDIA_MIN_FREE_MB), and no more archive can be deleted`
        : null;
    if (low !== null && this.lowSpace === null) this.log(low);
    if (low === null && this.lowSpace !== null) this.log(`recording resumed: ${mb(free)} free on the media volume (floor ${mb(floor)})`);
    // The message changes with the free figure: tell only the switch, so that nothing restarts for a number.
    const changed = (low === null) !== (this.lowSpace === null);
    this.lowSpace = low === null ? null : (this.lowSpace ?? low);
    if (changed) this.o.onLowSpace?.(this.lowSpace);
    return batch;
  }

  private noteEarly(batch: SegmentRecord[], free: number, floor: number): void {
    if (!batch.length) return;
    const now = this.clock.now();
    const configs = new Map(this.o.streams().map((s) => [s.id, s]));
    const perStream = new Map<string, SegmentRecord[]>();
    for (const s of batch) perStream.set(s.stream_id, [...(perStream.get(s.stream_id) ?? []), s]);
    const parts: string[] = [];
    for (const [streamId, segs] of perStream) {
      const e = this.early.get(streamId) ?? { at: now, segments: 0 };
      this.early.set(streamId, { at: now, segments: e.segments + segs.length });
      const oldest = this.o.index.all(streamId)[0];
      parts.push(
        `${streamId}: ${segs.length} segment${segs.length === 1 ? '' : 's'}, oldest kept now ${oldest?.start ?? 'none'} (configured depth ${this.depthDays(streamId, configs)} days)`,
      );
    }
    this.log(`free space below the floor of ${mb(floor)}: deleted archive before its depth to reach ${mb(free)} free; ${parts.join('; ')}`);
  }

  /** Free space and, per stream, the oldest recording kept against its depth and early deletions. */
  facts(): StorageFacts {
    const configs = new Map(this.o.streams().map((s) => [s.id, s]));
    const ids = new Set([...this.o.index.streams(), ...configs.keys(), ...this.early.keys()]);
    const streams = [...ids].map((id) => {
      const e = this.early.get(id);
      return {
        stream_id: id,
        oldest_at: this.o.index.all(id)[0]?.start ?? null,
        depth_days: this.depthDays(id, configs),
        early_deleted_at: e ? new Date(e.at).toISOString() : null,
        early_deleted_segments: e?.segments ?? 0,
      };
    });
    return { free_bytes: this.freeBytes(), min_free_bytes: this.o.minFreeBytes ?? 0, low_space: this.lowSpace, streams };
  }

  private log(message: string): void {
    (this.o.log ?? ((m: string) => log.warn(m)))(message);
  }

  private remove(segments: SegmentRecord[]): void {
    if (!segments.length) return;
    for (const s of segments) rmSync(join(this.o.dataDir, s.path), { force: true });
    this.o.index.removed(segments);
    for (const sink of this.o.sinks ?? []) void Promise.resolve(sink.removed(segments)).catch(() => undefined);
    // a finished run with no segments left goes entirely (init segment, playlist, directory)
    const active = this.o.activeRuns?.() ?? new Map<string, string>();
    for (const s of segments) {
      const last = this.o.index.last(s.stream_id);
      if (last?.run === s.run || active.get(s.stream_id) === s.run) continue;
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
        log.error({ err }, 'retention sweep failed');
      }
    }, intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
