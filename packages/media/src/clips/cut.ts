import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { locateFfmpeg } from '../ffmpeg';
import { startMs, type SegmentRecord } from '../record/segment';

export interface CutRequest {
  dataDir: string;
  /** Recorded segments overlapping [fromMs, toMs), oldest first. */
  segments: readonly SegmentRecord[];
  fromMs: number;
  toMs: number;
  /** The finished MP4 (written to `<out>.part` first, renamed when complete). */
  out: string;
  onProgress?: (percent: number) => void;
  /** Read at the recording's own pace (`-re`): spreads a busy server's disk load; tests watch a running cut with it. */
  realtime?: boolean;
}

export interface CutJob {
  child: ChildProcess | null;
  done: Promise<{ bytes: number; duration: number }>;
  /** Kills ffmpeg (SIGKILL) and removes the partial files; `done` then rejects with 'aborted'. */
  abort(): void;
}

/**
 * Cuts [fromMs, toMs) out of recorded fMP4 segments by stream copy into one MP4 with the index at
 * the front (+faststart). Segments of one ingest run share an init segment, so init + media
 * segments byte-concatenated are a valid fragmented MP4; several runs (restarts) are joined with
 * the concat demuxer, which closes the gap between them. Input seeking with stream copy starts at
 * the keyframe at or before fromMs: the clip may start up to one GOP early (the recorder keeps the
 * camera's GOP; the demo camera's is 1 s), and it lasts toMs - fromMs from there.
 */
export function cutClip(r: CutRequest): CutJob {
  const work = `${r.out}.work`;
  const part = `${r.out}.part.mp4`;
  let child: ChildProcess | null = null;
  let aborted = false;
  const cleanup = () => {
    rmSync(work, { recursive: true, force: true });
    rmSync(part, { force: true });
  };
  const job: CutJob = {
    get child() {
      return child;
    },
    done: (async () => {
      if (!r.segments.length) throw new Error('nothing recorded in the range');
      mkdirSync(work, { recursive: true });
      mkdirSync(dirname(r.out), { recursive: true });
      try {
        const runs = new Map<string, SegmentRecord[]>();
        for (const s of r.segments) runs.set(s.run, [...(runs.get(s.run) ?? []), s]);
        const sources: string[] = [];
        for (const [i, segs] of [...runs.values()].entries()) {
          const file = join(work, `run_${i}.mp4`);
          // The init segment, then the run's media segments appended one by one (a stream of its own
          // for each: piping many sources into one stream piles listeners up on it).
          const parts = [segs[0]?.init as string, ...segs.map((s) => s.path)];
          for (const [k, path] of parts.entries()) {
            await pipeline(createReadStream(join(r.dataDir, path)), createWriteStream(file, { flags: k === 0 ? 'w' : 'a' }));
          }
          sources.push(file);
        }
        if (aborted) throw new Error('aborted');
        let input = ['-i', sources[0] as string];
        if (sources.length > 1) {
          const list = join(work, 'list.txt');
          writeFileSync(list, sources.map((f) => `file '${f.replace(/'/g, "'\\''")}'`).join('\n'));
          input = ['-f', 'concat', '-safe', '0', '-i', list];
        }
        const first = r.segments[0] as SegmentRecord;
        const offset = Math.max(0, (r.fromMs - startMs(first)) / 1000);
        const seconds = (r.toMs - r.fromMs) / 1000;
        const args = [
          '-hide_banner',
          '-loglevel',
          'error',
          '-nostdin',
          '-progress',
          'pipe:1',
          ...(r.realtime ? ['-re'] : []),
          '-ss',
          offset.toFixed(3),
          ...input,
          '-t',
          seconds.toFixed(3),
          '-map',
          '0:v:0',
          '-c',
          'copy',
          '-avoid_negative_ts',
          'make_zero',
          '-movflags',
          '+faststart',
          '-y',
          part,
        ];
        await new Promise<void>((resolve, reject) => {
          child = spawn(locateFfmpeg().ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let err = '';
          let buf = '';
          child.stdout?.on('data', (c: Buffer) => {
            buf += c.toString();
            const lines = buf.split('\n');
            buf = lines.pop() ?? '';
            for (const line of lines) {
              const m = /^out_time_us=(\d+)/.exec(line);
              if (m) r.onProgress?.(Math.min(99, Math.floor((Number(m[1]) / 1e6 / seconds) * 100)));
            }
          });
          child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
          child.on('error', reject);
          child.on('close', (code) => {
            if (aborted) reject(new Error('aborted'));
            else if (code === 0) resolve();
            else reject(new Error(`ffmpeg failed (${code}): ${err.trim().split('\n').pop() ?? ''}`));
          });
        });
        if (aborted) throw new Error('aborted');
        renameSync(part, r.out);
        return { bytes: statSync(r.out).size, duration: seconds };
      } finally {
        cleanup();
      }
    })(),
    abort() {
      aborted = true;
      child?.kill('SIGKILL');
    },
  };
  return job;
}
