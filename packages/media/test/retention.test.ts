import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { SegmentIndex } from '../src/record/indexStore';
import { Retention } from '../src/record/retention';
import type { SegmentRecord } from '../src/record/segment';
import type { StreamConfig } from '../src/streams';

const DAY = 86_400_000;
const T0 = Date.parse('2025-03-01T00:00:00.000Z');
let dataDir = '';

/** Writes `count` 2-second segment files of `bytes` each, one run per call, and indexes them. */
function record(index: SegmentIndex, stream: string, run: string, fromMs: number, count: number, bytes = 1000): SegmentRecord[] {
  const out: SegmentRecord[] = [];
  const last = index.last(stream);
  for (let i = 0; i < count; i++) {
    const path = `streams/${stream}/${run}/seg_${String(i).padStart(6, '0')}.m4s`;
    mkdirSync(dirname(join(dataDir, path)), { recursive: true });
    writeFileSync(join(dataDir, path), Buffer.alloc(bytes));
    writeFileSync(join(dataDir, `streams/${stream}/${run}/init.mp4`), Buffer.alloc(10));
    const s: SegmentRecord = {
      stream_id: stream,
      start: new Date(fromMs + i * 2000).toISOString(),
      duration: 2,
      bytes,
      path,
      init: `streams/${stream}/${run}/init.mp4`,
      run,
      seq: (last?.seq ?? 0) + i + 1,
      disc: (last?.disc ?? -1) + 1,
    };
    index.added(s);
    out.push(s);
  }
  return out;
}

afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function setup(streams: StreamConfig[], extra: Partial<ConstructorParameters<typeof Retention>[0]> = {}) {
  dataDir = mkdtempSync(join(tmpdir(), 'argus-media-ret-'));
  const clock = new ManualClock(T0);
  const index = new SegmentIndex(dataDir);
  const removed: SegmentRecord[] = [];
  const retention = new Retention({
    dataDir,
    index,
    clock,
    streams: () => streams,
    sinks: [{ added: () => undefined, removed: (s) => void removed.push(...s) }],
    log: () => undefined,
    ...extra,
  });
  return { clock, index, retention, removed };
}

describe('retention', () => {
  it('deletes segments older than the stream’s storage_depth as time moves on, files and index lines included', () => {
    const { clock, index, retention, removed } = setup([{ id: 'a', source: { protocol: 'rtmp_push', port: 1 }, storageDepthDays: 1 }]);
    const old = record(index, 'a', '20250301T000000000Z', T0, 5);
    const fresh = record(index, 'a', '20250302T000000000Z', T0 + DAY, 5);
    clock.set(T0 + DAY);
    expect(retention.sweep()).toHaveLength(0); // the first run ended less than a day ago
    clock.set(T0 + 2 * DAY);
    const deleted = retention.sweep();
    expect(deleted.map((s) => s.path)).toEqual(old.map((s) => s.path));
    expect(removed).toHaveLength(5);
    for (const s of old) expect(existsSync(join(dataDir, s.path))).toBe(false);
    expect(existsSync(join(dataDir, 'streams/a/20250301T000000000Z'))).toBe(false); // the finished run's directory went too
    for (const s of fresh) expect(existsSync(join(dataDir, s.path))).toBe(true);
    expect(index.all('a').map((s) => s.seq)).toEqual(fresh.map((s) => s.seq));
    expect(existsSync(join(dataDir, 'index/a/2025-03-01.jsonl'))).toBe(false);
    expect(readFileSync(join(dataDir, 'index/a/2025-03-02.jsonl'), 'utf8').trim().split('\n')).toHaveLength(5);
    // a restarted process reads the same index back
    expect(new SegmentIndex(dataDir).all('a')).toEqual(index.all('a'));
  });

  it('caps storage_depth by the archive depth', () => {
    const { clock, index, retention } = setup([{ id: 'a', source: { protocol: 'rtmp_push', port: 1 }, storageDepthDays: 30 }], {
      archiveDepthDays: 3,
    });
    record(index, 'a', '20250301T000000000Z', T0, 3);
    clock.set(T0 + 3 * DAY + 10_000);
    expect(retention.sweep()).toHaveLength(3);
  });

  it('deletes oldest first across streams while free disk is below the floor', () => {
    let free = 10_000;
    const { index, retention } = setup([], { minFreeBytes: 12_500, freeBytes: () => free });
    const a = record(index, 'a', '20250301T000000000Z', T0, 3, 1000);
    const b = record(index, 'b', '20250301T000001000Z', T0 + 1000, 3, 1000);
    const deleted = retention.sweep();
    // 2,500 bytes short: the three oldest segments, alternating between the streams by start time
    expect(deleted.map((s) => s.path)).toEqual([a[0], b[0], a[1]].map((s) => s?.path));
    free = 20_000;
    expect(retention.sweep()).toHaveLength(0);
  });

  it('below the floor keeps the newest segment and the folder a camera records into; with nothing else left it says so once, and again when space is back', () => {
    let free = 1000;
    const lows: (string | null)[] = [];
    const logs: string[] = [];
    const { index, retention } = setup([{ id: 'a', source: { protocol: 'rtmp_push', port: 1 } }], {
      minFreeBytes: 100_000,
      freeBytes: () => free,
      activeRuns: () => new Map([['a', 'r2']]),
      onLowSpace: (reason) => lows.push(reason),
      log: (m) => logs.push(m),
    });
    const older = record(index, 'a', 'r1', T0, 3);
    const current = record(index, 'a', 'r2', T0 + 10_000, 3);
    const other = record(index, 'b', 'r9', T0 - 10_000, 2);
    const deleted = retention.sweep();
    expect(deleted.map((s) => s.path)).toEqual([...other, ...older, ...current.slice(0, 2)].map((s) => s.path));
    expect(index.all('a').map((s) => s.path)).toEqual([current[2]?.path]);
    expect(existsSync(join(dataDir, 'streams/a/r2/init.mp4'))).toBe(true);
    expect(existsSync(join(dataDir, 'streams/a/r1'))).toBe(false);
    expect(lows).toHaveLength(1);
    expect(lows[0]).toContain('recording stopped');
    expect(logs.some((m) => m.includes('deleted archive before its depth') && m.includes('a: 5 segments') && m.includes('b: 2 segments'))).toBe(true);
    expect(retention.facts().streams.find((s) => s.stream_id === 'a')).toMatchObject({
      early_deleted_segments: 5,
      depth_days: 30,
      oldest_at: current[2]?.start,
    });
    retention.sweep();
    expect(lows).toHaveLength(1);
    free = 200_000;
    retention.sweep();
    expect(lows).toEqual([lows[0], null]);
    expect(retention.facts().low_space).toBeNull();
  });

  it('by_event keeps only the windows 2 s before and 5 s after marked events', () => {
    const { clock, index, retention } = setup([{ id: 'e', source: { protocol: 'rtmp_push', port: 1 }, byEvent: true }], {
      eventGraceMs: 60_000,
    });
    const segs = record(index, 'e', '20250301T000000000Z', T0, 30); // 60 s: [0,2), [2,4), …
    retention.markEvent('e', T0 + 21_000); // window [19 s, 26 s) → segments [18,20) … [24,26)
    clock.set(T0 + 70_000); // the first 5 segments are past the grace period
    const first = retention.sweep();
    expect(first.map((s) => s.seq)).toEqual(segs.slice(0, 5).map((s) => s.seq));
    clock.set(T0 + 200_000);
    retention.sweep();
    expect(index.all('e').map((s) => s.start.slice(17, 19))).toEqual(['18', '20', '22', '24']);
  });
});
