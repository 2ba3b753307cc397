import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StreamStateEvent } from '../src/ingest/state';
import { SegmentIndex } from '../src/record/indexStore';
import type { SegmentRecord } from '../src/record/segment';
import { MediaService } from '../src/service';
import { mountSmallFs, smallFsUnavailable, type SmallFs } from '../../server/test/support/smallfs';
import { startSource, stopProcess, waitFor } from './support/ffmpegProcs';
import { RtspRelay } from './support/rtspRelay';

const MB = 1024 * 1024;
const HOUR = 3_600_000;

/** An old archive of another camera: `count` segments of `bytes`, starting an hour ago. */
function seedArchive(dataDir: string, stream: string, count: number, bytes: number): SegmentRecord[] {
  const index = new SegmentIndex(dataDir);
  const from = Date.now() - HOUR;
  const run = new Date(from).toISOString().replace(/[-:.]/g, '');
  const out: SegmentRecord[] = [];
  for (let i = 0; i < count; i++) {
    const path = `streams/${stream}/${run}/seg_${String(i).padStart(6, '0')}.m4s`;
    mkdirSync(dirname(join(dataDir, path)), { recursive: true });
    writeFileSync(join(dataDir, path), Buffer.alloc(bytes, 7));
    const s: SegmentRecord = {
      stream_id: stream,
      start: new Date(from + i * 2000).toISOString(),
      duration: 2,
      bytes,
      path,
      init: `streams/${stream}/${run}/init.mp4`,
      run,
      seq: i + 1,
      disc: 0,
    };
    index.added(s);
    out.push(s);
  }
  writeFileSync(join(dataDir, `streams/${stream}/${run}/init.mp4`), Buffer.alloc(100));
  return out;
}

/**
 * The media volume is a small tmpfs the test mounts (root only; skipped with the reason elsewhere),
 * recorded into by real ffmpeg from a generated RTSP source.
 */
describe.skipIf(smallFsUnavailable !== null)('recording on a volume below its free-space floor', () => {
  let relay: RtspRelay;
  let fs: SmallFs | null = null;
  let service: MediaService | null = null;
  let mountDir = '';
  const sources: ChildProcess[] = [];

  beforeAll(async () => {
    relay = new RtspRelay();
    await relay.listen();
  });
  afterAll(async () => {
    await relay.close();
  });
  afterEach(async () => {
    await service?.stop();
    service = null;
    await Promise.all(sources.splice(0).map(stopProcess));
    fs?.unmount();
    fs = null;
    rmSync(mountDir, { recursive: true, force: true });
  });

  function volume(sizeMb: number): string {
    mountDir = mkdtempSync(join(tmpdir(), 'argus-media-floor-'));
    fs = mountSmallFs(join(mountDir, 'media'), sizeMb * 1024);
    return fs.dir;
  }

  it('deletes other archive early with a log line and reports it; with nothing left to delete it stops recording, keeps the folder being recorded into, and resumes once space is freed', async () => {
    const dataDir = volume(16);
    const old = seedArchive(dataDir, 'other', 20, 100 * 1024);
    const logs: string[] = [];
    service = new MediaService({ dataDir, minFreeBytes: 8 * MB, retentionIntervalMs: 500, stallMs: 8000, log: (m) => logs.push(m) });
    const svc = service;
    const states: StreamStateEvent[] = [];
    svc.on('state', (e) => states.push(e));
    svc.start();
    sources.push(startSource(relay.url('cam-floor')));
    const sup = await svc.upsert({ id: 'cam-floor', source: { protocol: 'rtsp', url: relay.url('cam-floor'), transport: 'tcp' } });
    await waitFor(() => svc.index.all('cam-floor').length >= 3, 60_000, '3 segments');
    expect(svc.storage().streams.find((s) => s.stream_id === 'other')?.early_deleted_at).toBeNull();

    // 1 MB short of the floor: the other camera's oldest archive goes, said in the log and the status.
    const f = fs as SmallFs;
    f.fill(8 * MB - 1 * MB);
    await waitFor(() => logs.some((m) => m.includes('deleted archive before its depth')), 20_000, 'an early-deletion log line');
    const line = logs.find((m) => m.includes('deleted archive before its depth')) ?? '';
    expect(line).toContain('other:');
    expect(line).toContain('configured depth 30 days');
    const other = svc.storage().streams.find((s) => s.stream_id === 'other');
    expect(other?.early_deleted_at).not.toBeNull();
    expect(other?.early_deleted_segments).toBeGreaterThan(0);
    expect(other?.depth_days).toBe(30);
    expect(Date.parse(other?.oldest_at ?? '')).toBeGreaterThan(Date.parse(old[0]?.start ?? ''));
    expect(existsSync(join(dataDir, old[0]?.path ?? 'x'))).toBe(false);
    expect(sup.reason ?? '').not.toContain('recording stopped');

    // Far below: all other archive goes, and the camera's own older segments; then recording stops.
    const run = sup.recordingRun;
    expect(run).toBeTruthy();
    f.fill(1.5 * MB);
    await waitFor(() => (sup.reason ?? '').includes('recording stopped') && sup.status === 'live' && sup.pid, 30_000, 'recording stopped, live on');
    expect(svc.storage().low_space).toContain('ARGUS_MEDIA_MIN_FREE_MB');
    expect(logs.some((m) => m.startsWith('recording stopped'))).toBe(true);
    const last = svc.index.last('cam-floor') as SegmentRecord;
    // The folder it was recording into is still there, with its init segment and newest segment.
    expect(last.run).toBe(run);
    expect(existsSync(join(dataDir, 'streams', 'cam-floor', run ?? 'x', 'init.mp4'))).toBe(true);
    expect(existsSync(join(dataDir, last.path))).toBe(true);
    expect(svc.index.all('other')).toHaveLength(0);

    // No flapping: one ffmpeg, live only, for a while; nothing more is recorded.
    const spawns = sup.spawnCount;
    const count = svc.index.all('cam-floor').length;
    const seen = states.length;
    await new Promise((r) => setTimeout(r, 8000));
    expect(sup.spawnCount).toBe(spawns);
    expect(states.slice(seen).filter((s) => s.status !== 'live')).toEqual([]);
    expect(Date.now() - sup.hub.lastFragmentTime).toBeLessThan(3000);
    expect(svc.index.all('cam-floor').length).toBe(count);

    // Space freed: recording resumes.
    f.free();
    await waitFor(() => svc.index.all('cam-floor').length >= count + 2, 60_000, 'recording resumed');
    expect(sup.reason).toBeNull();
    expect(svc.storage().low_space).toBeNull();
    expect(logs.some((m) => m.startsWith('recording resumed'))).toBe(true);
  });

  it('a volume smaller than the floor: recording stops at once with the reason, live goes on without restarts', async () => {
    const dataDir = volume(8);
    const logs: string[] = [];
    service = new MediaService({ dataDir, minFreeBytes: 64 * MB, retentionIntervalMs: 500, stallMs: 8000, log: (m) => logs.push(m) });
    const svc = service;
    const states: StreamStateEvent[] = [];
    svc.on('state', (e) => states.push(e));
    svc.start();
    sources.push(startSource(relay.url('cam-small')));
    const sup = await svc.upsert({ id: 'cam-small', source: { protocol: 'rtsp', url: relay.url('cam-small'), transport: 'tcp' } });
    await waitFor(() => (sup.reason ?? '').includes('recording stopped') && sup.status === 'live', 60_000, 'recording stopped, live on');
    const spawns = sup.spawnCount;
    const seen = states.length;
    await new Promise((r) => setTimeout(r, 10_000));
    expect(sup.spawnCount).toBe(spawns);
    expect(states.slice(seen).filter((s) => s.status !== 'live')).toEqual([]);
    expect(states[states.length - 1]).toMatchObject({ status: 'live', recording: false });
    expect(Date.now() - sup.hub.lastFragmentTime).toBeLessThan(3000);
    expect(logs.filter((m) => m.startsWith('recording stopped'))).toHaveLength(1);
  });
});
