import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import type { BackoffOptions } from '@argus/contracts';
import type { OutboundPolicy } from '@argus/outbound';
import { systemClock, type Clock } from './clock';
import type { StreamStateEvent } from './ingest/state';
import { StreamSupervisor } from './ingest/supervisor';
import { SegmentIndex } from './record/indexStore';
import { Retention, type StorageFacts } from './record/retention';
import type { SegmentRecord, SegmentSink } from './record/segment';
import type { StreamConfig } from './streams';

export interface MediaServiceOptions {
  dataDir: string;
  /** Told about every finished and deleted segment, besides the in-process index (the API integration). */
  sinks?: SegmentSink[];
  clock?: Clock;
  archiveDepthDays?: number;
  minFreeBytes?: number;
  freeBytes?: () => number;
  backoff?: BackoffOptions;
  stallMs?: number;
  retentionIntervalMs?: number;
  log?: (message: string) => void;
  /** Where pulled camera sources may be (the outbound guard); from the environment when not given. */
  outbound?: OutboundPolicy;
}

export interface MediaServiceEvents {
  state: [StreamStateEvent];
  segment: [SegmentRecord];
}

/** The streams this process ingests, their recordings and retention. */
export class MediaService extends EventEmitter<MediaServiceEvents> {
  readonly index: SegmentIndex;
  readonly retention: Retention;
  private readonly supervisors = new Map<string, StreamSupervisor>();

  constructor(private readonly o: MediaServiceOptions) {
    super();
    mkdirSync(o.dataDir, { recursive: true });
    this.index = new SegmentIndex(o.dataDir);
    this.retention = new Retention({
      dataDir: o.dataDir,
      index: this.index,
      sinks: o.sinks ?? [],
      streams: () => this.streams(),
      clock: o.clock ?? systemClock,
      ...(o.archiveDepthDays !== undefined ? { archiveDepthDays: o.archiveDepthDays } : {}),
      ...(o.minFreeBytes !== undefined ? { minFreeBytes: o.minFreeBytes } : {}),
      ...(o.freeBytes ? { freeBytes: o.freeBytes } : {}),
      ...(o.log ? { log: o.log } : {}),
      activeRuns: () => this.activeRuns(),
      // Below the floor with nothing left to delete: every stream stops recording (live goes on) until space is freed.
      onLowSpace: (reason) => {
        for (const sup of this.supervisors.values()) sup.setRecordingStopped(reason);
      },
    });
  }

  get dataDir(): string {
    return this.o.dataDir;
  }

  streams(): StreamConfig[] {
    return [...this.supervisors.values()].map((s) => s.stream);
  }

  /** Per stream, the run being recorded into now. */
  activeRuns(): Map<string, string> {
    const runs = new Map<string, string>();
    for (const [id, sup] of this.supervisors) if (sup.recordingRun) runs.set(id, sup.recordingRun);
    return runs;
  }

  /** Free space against the floor, and per stream the oldest recording kept and early deletions. */
  storage(): StorageFacts {
    return this.retention.facts();
  }

  supervisor(streamId: string): StreamSupervisor | undefined {
    return this.supervisors.get(streamId);
  }

  /** Starts ingesting a stream (or restarts it when its configuration changed). */
  async upsert(stream: StreamConfig): Promise<StreamSupervisor> {
    const existing = this.supervisors.get(stream.id);
    if (existing && JSON.stringify(existing.stream) === JSON.stringify(stream)) return existing;
    if (existing) await this.remove(stream.id);
    const sup = new StreamSupervisor(stream, {
      dataDir: this.o.dataDir,
      ...(this.index.last(stream.id) ? { lastSegment: this.index.last(stream.id) } : {}),
      ...(this.o.backoff ? { backoff: this.o.backoff } : {}),
      ...(this.o.stallMs ? { stallMs: this.o.stallMs } : {}),
      ...(this.o.outbound ? { outbound: this.o.outbound } : {}),
    });
    sup.on('state', (e) => this.emit('state', e));
    sup.setRecordingStopped(this.retention.lowSpace);
    sup.on('segment', (s) => {
      this.index.added(s);
      for (const sink of this.o.sinks ?? []) void Promise.resolve(sink.added(s)).catch(() => undefined);
      this.emit('segment', s);
    });
    this.supervisors.set(stream.id, sup);
    sup.start();
    return sup;
  }

  /** Stops ingesting a stream; its recordings stay until retention removes them. */
  async remove(streamId: string): Promise<void> {
    const sup = this.supervisors.get(streamId);
    if (!sup) return;
    this.supervisors.delete(streamId);
    await sup.stop();
  }

  start(): void {
    this.retention.start(this.o.retentionIntervalMs);
  }

  async stop(): Promise<void> {
    this.retention.stop();
    await Promise.all([...this.supervisors.keys()].map((id) => this.remove(id)));
  }
}
