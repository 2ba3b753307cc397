import { appendFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { endMs, startMs, type SegmentRecord, type SegmentSink } from './segment';

/**
 * The in-process segment index: every stream's segments in start order, persisted as one
 * JSON-lines file per stream and UTC day under `{dataDir}/index/{stream}/{YYYY-MM-DD}.jsonl`.
 */
export class SegmentIndex implements SegmentSink {
  private readonly byStream = new Map<string, SegmentRecord[]>();

  constructor(private readonly dataDir: string) {
    this.load();
  }

  private dir(streamId: string): string {
    return join(this.dataDir, 'index', streamId);
  }

  private file(s: SegmentRecord): string {
    return join(this.dir(s.stream_id), `${s.start.slice(0, 10)}.jsonl`);
  }

  private load(): void {
    const root = join(this.dataDir, 'index');
    let streams: string[];
    try {
      streams = readdirSync(root);
    } catch {
      return;
    }
    for (const stream of streams) {
      const list: SegmentRecord[] = [];
      for (const day of readdirSync(join(root, stream))
        .filter((f) => f.endsWith('.jsonl'))
        .sort()) {
        for (const line of readFileSync(join(root, stream, day), 'utf8').split('\n')) {
          if (!line.trim()) continue;
          try {
            list.push(JSON.parse(line) as SegmentRecord);
          } catch {
            // a torn last line after a crash: skip it
          }
        }
      }
      list.sort((a, b) => a.seq - b.seq);
      this.byStream.set(stream, list);
    }
  }

  added(segment: SegmentRecord): void {
    const list = this.byStream.get(segment.stream_id) ?? [];
    list.push(segment);
    this.byStream.set(segment.stream_id, list);
    mkdirSync(this.dir(segment.stream_id), { recursive: true });
    appendFileSync(this.file(segment), `${JSON.stringify(segment)}\n`);
  }

  removed(segments: SegmentRecord[]): void {
    const gone = new Set(segments.map((s) => s.path));
    const touched = new Map<string, string>(); // file -> stream
    for (const s of segments) touched.set(this.file(s), s.stream_id);
    for (const stream of new Set(segments.map((s) => s.stream_id))) {
      const list = this.byStream.get(stream) ?? [];
      this.byStream.set(
        stream,
        list.filter((s) => !gone.has(s.path)),
      );
    }
    for (const [file, stream] of touched) {
      const day = file.slice(-16, -6);
      const rest = (this.byStream.get(stream) ?? []).filter((s) => s.start.startsWith(day));
      if (rest.length) writeFileSync(file, rest.map((s) => `${JSON.stringify(s)}\n`).join(''));
      else rmSync(file, { force: true });
    }
  }

  streams(): string[] {
    return [...this.byStream.keys()];
  }

  /** Every segment of a stream, oldest first. */
  all(streamId: string): readonly SegmentRecord[] {
    return this.byStream.get(streamId) ?? [];
  }

  last(streamId: string): SegmentRecord | undefined {
    const list = this.byStream.get(streamId);
    return list?.[list.length - 1];
  }

  /** Segments overlapping [fromMs, toMs), oldest first. */
  range(streamId: string, fromMs: number, toMs: number): SegmentRecord[] {
    const list = this.all(streamId);
    // binary search for the first segment ending after fromMs
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (endMs(list[mid] as SegmentRecord) <= fromMs) lo = mid + 1;
      else hi = mid;
    }
    const out: SegmentRecord[] = [];
    for (let i = lo; i < list.length; i++) {
      const s = list[i] as SegmentRecord;
      if (startMs(s) >= toMs) break;
      out.push(s);
    }
    return out;
  }
}
