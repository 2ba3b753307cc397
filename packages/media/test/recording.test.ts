import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StreamStateEvent } from '../src/ingest/state';
import { SEGMENT_SECONDS } from '../src/ingest/args';
import { endMs, startMs, type SegmentRecord } from '../src/record/segment';
import { MediaService } from '../src/service';
import { pushUrl } from '../src/streams';
import { ffprobe, freePort, startSource, stopProcess, waitFor } from './support/ffmpegProcs';
import { RtspRelay } from './support/rtspRelay';

/** Consecutive segments of one run: sequence numbers step by one and no gap exceeds one segment. */
function expectContinuous(segments: SegmentRecord[]): void {
  for (let i = 1; i < segments.length; i++) {
    const prev = segments[i - 1] as SegmentRecord;
    const cur = segments[i] as SegmentRecord;
    expect(cur.seq).toBe(prev.seq + 1);
    expect(Math.abs(startMs(cur) - endMs(prev))).toBeLessThanOrEqual(prev.duration * 1000);
  }
}

describe('recording', () => {
  let dataDir: string;
  let relay: RtspRelay;
  let service: MediaService;
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
    await Promise.all(sources.splice(0).map(stopProcess));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function newService(): MediaService {
    dataDir = mkdtempSync(join(tmpdir(), 'argus-media-rec-'));
    service = new MediaService({ dataDir, backoff: { initialMs: 300, maxMs: 2000, factor: 2, jitter: 0 }, stallMs: 5000 });
    return service;
  }

  it('records a pulled RTSP source by stream copy into indexed fMP4 segments without gaps', async () => {
    sources.push(startSource(relay.url('cam-rtsp')));
    const svc = newService();
    await svc.upsert({ id: 'cam-rtsp', source: { protocol: 'rtsp', url: relay.url('cam-rtsp'), transport: 'tcp' } });
    const segments = await waitFor(() => svc.index.all('cam-rtsp').length >= 4 && [...svc.index.all('cam-rtsp')], 40_000, '4 segments');
    expectContinuous(segments);
    for (const s of segments) {
      expect(s.stream_id).toBe('cam-rtsp');
      expect(s.duration).toBeGreaterThan(0.5);
      // a segment closes at the first keyframe past SEGMENT_SECONDS; the source sends one a second, so a
      // keyframe lost on a loaded machine makes that segment one GOP longer
      expect(s.duration).toBeLessThanOrEqual(SEGMENT_SECONDS + 1.5);
      expect(s.bytes).toBeGreaterThan(1000);
      expect(existsSync(join(dataDir, s.path))).toBe(true);
      expect(Math.abs(startMs(s) - Date.now())).toBeLessThan(60_000);
    }
    // the JSON-lines index on disk holds the same segments
    const day = segments[0]?.start.slice(0, 10) ?? '';
    const lines = readFileSync(join(dataDir, 'index', 'cam-rtsp', `${day}.jsonl`), 'utf8')
      .trim()
      .split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    // stream copy: the recorded track is the source's H.264 at its size, frame rate and profile
    const first = segments[0] as SegmentRecord;
    const joined = join(dataDir, 'first.mp4');
    writeFileSync(joined, Buffer.concat([readFileSync(join(dataDir, first.init)), readFileSync(join(dataDir, first.path))]));
    const probe = (await ffprobe(joined)) as { streams: Record<string, unknown>[] };
    expect(probe.streams[0]).toMatchObject({ codec_name: 'h264', width: 320, height: 240, profile: 'Constrained Baseline' });
  });

  it('records an RTMP push into the service’s own ingest endpoint', async () => {
    const port = await freePort();
    const svc = newService();
    const states: StreamStateEvent[] = [];
    svc.on('state', (e) => states.push(e));
    await svc.upsert({ id: 'cam-push', source: { protocol: 'rtmp_push', port } });
    await waitFor(() => states.some((s) => s.status === 'starting'), 5000, 'listener');
    await new Promise((r) => setTimeout(r, 300));
    sources.push(startSource(pushUrl(port, 'cam-push')));
    const segments = await waitFor(() => svc.index.all('cam-push').length >= 3 && [...svc.index.all('cam-push')], 40_000, '3 segments');
    expectContinuous(segments);
    expect(states.find((s) => s.status === 'starting')?.reason).toBe('waiting for publisher');
    expect(states.some((s) => s.status === 'live')).toBe(true);
  });

  it('reconnects with backoff after the source stops, and records again when it restarts', async () => {
    const svc = newService();
    const states: StreamStateEvent[] = [];
    svc.on('state', (e) => states.push(e));
    const first = startSource(relay.url('cam-flaky'));
    sources.push(first);
    await svc.upsert({ id: 'cam-flaky', source: { protocol: 'rtsp', url: relay.url('cam-flaky') } });
    await waitFor(() => svc.index.all('cam-flaky').length >= 2, 40_000, 'first recording');
    await stopProcess(first);
    await waitFor(() => states.some((s) => s.status === 'reconnecting'), 20_000, 'reconnecting');
    // while the source is away, attempts fail and the delays grow
    await waitFor(() => states.filter((s) => s.status === 'reconnecting').length >= 3, 20_000, 'retries');
    const delays = states.filter((s) => s.status === 'reconnecting').map((s) => s.retry_in_ms ?? 0);
    expect(delays[2]).toBeGreaterThan(delays[0] as number);
    expect(states.find((s) => s.status === 'reconnecting')?.reason).toBeTruthy();
    const before = svc.index.all('cam-flaky').length;
    const runBefore = svc.index.last('cam-flaky')?.run;
    sources.push(startSource(relay.url('cam-flaky')));
    await waitFor(() => svc.index.all('cam-flaky').length >= before + 2, 40_000, 'recording after restart');
    const after = svc.index.all('cam-flaky');
    const last = after[after.length - 1] as SegmentRecord;
    expect(last.run).not.toBe(runBefore);
    expect(last.disc).toBeGreaterThan(after[0]?.disc ?? 0);
    expect(states[states.length - 1]?.status).toBe('live');
    expect(states.filter((s) => s.status === 'live').length).toBeGreaterThanOrEqual(2);
    // each run is continuous in itself
    expectContinuous(after.filter((s) => s.run === last.run));
  });
});
