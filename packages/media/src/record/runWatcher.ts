import { readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseMediaPlaylist } from './hlsPlaylist';
import type { SegmentRecord } from './segment';

export interface RunWatcherOptions {
  dataDir: string;
  streamId: string;
  run: string;
  runDir: string;
  /** Sequence numbers to continue from (the stream's last indexed segment). */
  nextSeq: number;
  disc: number;
  /** Wall-clock start of the run, used when a playlist entry has no program date time. */
  startedAt: number;
  onSegment: (segment: SegmentRecord) => void;
  pollMs?: number;
}

/**
 * Watches one ingest run's rolling HLS playlist and reports each segment once it is finished
 * (ffmpeg lists a segment only after closing it).
 */
export class RunWatcher {
  private readonly seen = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private nextSeq: number;
  private lastEnd: number;
  private polling: Promise<void> = Promise.resolve();

  constructor(private readonly o: RunWatcherOptions) {
    this.nextSeq = o.nextSeq;
    this.lastEnd = o.startedAt;
  }

  get count(): number {
    return this.seen.size;
  }

  get runDir(): string {
    return this.o.runDir;
  }

  start(): void {
    this.timer = setInterval(() => void this.poll(), this.o.pollMs ?? 500);
  }

  /** Stops polling after one last look (call when ffmpeg has exited and written its last segment). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.poll();
  }

  poll(): Promise<void> {
    this.polling = this.polling.then(() => this.pollOnce()).catch(() => undefined);
    return this.polling;
  }

  private async pollOnce(): Promise<void> {
    let text: string;
    try {
      text = await readFile(join(this.o.runDir, 'index.m3u8'), 'utf8');
    } catch {
      return;
    }
    for (const entry of parseMediaPlaylist(text)) {
      if (this.seen.has(entry.uri)) continue;
      const file = join(this.o.runDir, entry.uri);
      let bytes: number;
      try {
        bytes = (await stat(file)).size;
      } catch {
        continue;
      }
      this.seen.add(entry.uri);
      const start = entry.programDateTime ?? this.lastEnd;
      this.lastEnd = start + entry.duration * 1000;
      this.o.onSegment({
        stream_id: this.o.streamId,
        start: new Date(start).toISOString(),
        duration: entry.duration,
        bytes,
        path: relative(this.o.dataDir, file),
        init: relative(this.o.dataDir, join(this.o.runDir, 'init.mp4')),
        run: this.o.run,
        seq: this.nextSeq++,
        disc: this.o.disc,
      });
    }
  }
}
