import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ClipWorker, clipPath } from '@argus/media/src/clips/worker';
import type { DemoCamera } from '@argus/media/src/demo/camera';
import { locateFfmpeg } from '@argus/media/src/ffmpeg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { mediaWithApi, pushingCamera, waitFor, type MediaWithApi } from './support/media';
import { capacitygroup, customer, license, type AnyBody } from './support/video';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Top-level MP4 box types in order (+faststart puts moov before mdat). */
function topBoxes(buf: Buffer): string[] {
  const out: string[] = [];
  for (let at = 0; at + 8 <= buf.length;) {
    const size = buf.readUInt32BE(at);
    out.push(buf.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return out;
}

/**
 * Video clips and marks end to end: the API records a clip task, the media service (registered as
 * a stream server, recording a generated RTMP camera with a 1 s GOP in 2 s segments) polls it,
 * cuts it with real ffmpeg by stream copy, reports progress and the result, and serves the MP4
 * through a ticketed URL; marks get their snapshot from the media's archive at ts.
 */
describe.each(ENGINES)('video clips and marks with the media service on %s', (engine) => {
  const sync = () => {
    s.clock.ms = Date.now();
  };
  let s: TestServer;
  let m: MediaWithApi;
  let dataDir: string;
  let service: MediaWithApi['service'];
  let agent: MediaWithApi['agent'];
  let worker: ClipWorker;
  let source: DemoCamera;
  let admin = '';
  let other = '';
  let cameraId = 0;
  let first: AnyBody;

  const clip = (from: number, seconds: number, token = admin) =>
    s.request('POST', '/api/v1/videoclips', {
      token,
      json: { camera_id: cameraId, range_start: new Date(from).toISOString(), range_end: new Date(from + seconds * 1000).toISOString() },
    });
  const clipState = async (id: number) => (await s.request('GET', `/api/v1/videoclips/${id}`, { token: admin })).body;

  beforeAll(async () => {
    s = await startServer(engine, { env: {} });
    sync();
    const timer = setInterval(sync, 100);
    timer.unref();
    const su = await s.token(ADMIN.username, ADMIN.password);
    const org = await customer(s, su, 'Clips Org');
    admin = org.token;
    await license(s, su, org, { cameras: 2 });
    const cg = await capacitygroup(s, su, 'Clips group', 2, [org.id]);
    other = (await customer(s, su, 'Other Clips Org')).token;

    m = await mediaWithApi(s, su, { name: 'clips-test', capacitygroupToken: cg.token });
    ({ service, agent, dataDir } = m);
    const rtmpPort = m.rtmpPort;
    worker = new ClipWorker({ apiUrl: s.url, registration: () => agent.registration, service, pollMs: 300 });
    const cam = await s.request('POST', '/api/v1/cameras', {
      token: admin,
      json: { name: 'Clip camera', source: { body: { protocol: 'rtmp', host: '127.0.0.1', port: rtmpPort, path: '/live/cam', transport: 'tcp' } } },
    });
    expect(cam.status).toBe(200);
    cameraId = Number(cam.body.id);
    source = pushingCamera(rtmpPort);
    await agent.start();
    source.start();
    worker.start();
    // 14 s of continuous recording in the API's index.
    const segments = await waitFor(
      async () => {
        const r = await s.request<{ segments: AnyBody[] }>('GET', `/api/v1/segments?stream_id=${cameraId}&limit=100`, { token: admin });
        return r.body.segments.length >= 8 && r.body.segments;
      },
      60_000,
      '8 segments',
    );
    first = segments[0];
  });

  afterAll(async () => {
    worker?.stop();
    await source?.stop();
    await m?.stop();
    await s?.close();
  });

  it('cuts a clip of an exact range: an MP4 with moov first, lasting the range within one GOP (ffprobe)', async () => {
    const from = Date.parse(first.start) + 1300;
    const created = await clip(from, 6);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ camera_id: cameraId, status: 'pending', progress: 0, url: null });
    const id = Number(created.body.id);
    const done = await waitFor(
      async () => {
        const c = await clipState(id);
        return (c.status === 'succeeded' || c.status === 'failed') && c;
      },
      30_000,
      'clip done',
    );
    expect(done.status).toBe('succeeded');
    expect(done.progress).toBe(100);
    expect(done.url).toMatch(new RegExp(`/clips/${cameraId}/${String(done.task_id)}\\.mp4\\?ticket=v1\\.`));
    const res = await fetch(String(done.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    const mp4 = Buffer.from(await res.arrayBuffer());
    const boxes = topBoxes(mp4);
    expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const file = join(dataDir, 'downloaded.mp4');
    writeFileSync(file, mp4);
    const probe = JSON.parse(
      execFileSync(locateFfprobe(), ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,nb_frames', '-of', 'json', file]).toString(),
    ) as { format: { duration: string }; streams: { codec_name: string }[] };
    const duration = Number(probe.format.duration);
    // Stream copy starts at the keyframe at or before range_start (GOP 1 s here), so the clip lasts the range, ± one GOP.
    expect(Math.abs(duration - 6)).toBeLessThanOrEqual(1.05);
    expect(probe.streams[0]?.codec_name).toBe('h264');
    // Without a ticket, or with another camera's, the media refuses the download.
    expect((await fetch(String(done.url).replace(/\?ticket=.*/, ''))).status).toBe(403);
  });

  it('aborts a running clip: the task is aborted, its ffmpeg ends and no file stays', async () => {
    worker.realtime = true;
    try {
      const created = await clip(Date.parse(first.start) + 500, 10);
      expect(created.status).toBe(200);
      const id = Number(created.body.id);
      const taskId = Number(created.body.task_id);
      const pid = await waitFor(async () => worker.pid(taskId), 15_000, 'ffmpeg running');
      await waitFor(async () => (await clipState(id)).status === 'running', 10_000, 'running');
      expect(alive(pid)).toBe(true);
      const aborted = await s.request('POST', `/api/v1/tasks/${taskId}/abort`, { token: admin });
      expect(aborted.status).toBe(200);
      expect(aborted.body).toMatchObject({ id: taskId, kind: 'videoclip_export', status: 'aborted' });
      await waitFor(async () => !alive(pid) && worker.pid(taskId) === undefined, 5_000, 'ffmpeg gone');
      const after = await clipState(id);
      expect(after.status).toBe('aborted');
      expect(after.url).toBeNull();
      expect(existsSync(clipPath(dataDir, String(cameraId), taskId))).toBe(false);
      // Aborting again: already finished. Another organisation: no such task.
      expect((await s.request('POST', `/api/v1/tasks/${taskId}/abort`, { token: admin })).body.type).toBe('conflict');
      expect((await s.request('POST', `/api/v1/tasks/${taskId}/abort`, { token: other })).status).toBe(404);
    } finally {
      worker.realtime = false;
    }
  });

  it('refuses ranges outside videoclips_range_min..max, in the future or not recorded, and past the daily quota', async () => {
    const from = Date.parse(first.start);
    const short = await clip(from, 4);
    expect(short.status).toBe(422);
    expect(String((short.body.detail as Record<string, string>).range_end)).toMatch(/5 to 300 seconds/);
    expect((await clip(from, 301)).status).toBe(422);
    expect((await clip(Date.now() + 60_000, 10)).status).toBe(422);
    const backwards = await s.request('POST', '/api/v1/videoclips', {
      token: admin,
      json: { camera_id: cameraId, range_start: new Date(from + 10_000).toISOString(), range_end: new Date(from).toISOString() },
    });
    expect(backwards.status).toBe(422);
    const none = await clip(from - 3_600_000, 10);
    expect(none.status).toBe(409);
    expect(none.body.type).toBe('videoclip_no_recording');
    expect((await clip(from, 10, other)).status).toBe(404);

    const cfg = s.ctx.config.public;
    const quota = cfg.videoclips_duration_quota_per_day;
    try {
      // Used so far today: 6 + 10 s; a quota of 25 s leaves room for one 6 s clip, not a second.
      cfg.videoclips_duration_quota_per_day = 25;
      expect((await clip(from + 1000, 6)).status).toBe(200);
      const over = await clip(from + 1000, 6);
      expect(over.status).toBe(409);
      expect(over.body.type).toBe('videoclip_quota_exceeded');
      expect(over.body.message).toMatch(/25 seconds/);
    } finally {
      cfg.videoclips_duration_quota_per_day = quota;
    }
  });

  it('lists only the user’s own clips; a deleted clip’s file is removed by the media', async () => {
    const list = await s.request<{ videoclips: AnyBody[] }>('GET', '/api/v1/videoclips', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.videoclips.length).toBeGreaterThanOrEqual(3);
    expect((await s.request<{ videoclips: AnyBody[] }>('GET', '/api/v1/videoclips', { token: other })).body.videoclips).toEqual([]);
    const done = await waitFor(
      async () => {
        const r = await s.request<{ videoclips: AnyBody[] }>('GET', '/api/v1/videoclips', { token: admin });
        return r.body.videoclips.find((c) => c.status === 'succeeded');
      },
      20_000,
      'a finished clip',
    );
    const path = clipPath(dataDir, String(cameraId), Number(done.task_id));
    expect(existsSync(path)).toBe(true);
    expect((await s.request('GET', `/api/v1/videoclips/${String(done.id)}`, { token: other })).status).toBe(404);
    expect((await s.request('DELETE', `/api/v1/videoclips/${String(done.id)}`, { token: other })).status).toBe(404);
    expect((await s.request('DELETE', `/api/v1/videoclips/${String(done.id)}`, { token: admin })).status).toBe(204);
    await waitFor(async () => !existsSync(path), 10_000, 'clip file removed');
    expect((await s.request('GET', `/api/v1/videoclips/${String(done.id)}`, { token: admin })).status).toBe(404);
  });

  it('marks: create with a snapshot cut from the archive at ts, get, list, search, delete', async () => {
    const ts = new Date(Date.parse(first.start) + 3000).toISOString();
    const made = await s.request('POST', '/api/v1/videomarks', {
      token: admin,
      json: { name: 'Door opened', camera_id: cameraId, ts, meta: { note: 'red car' } },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      name: 'Door opened',
      kind: 'manual',
      camera_id: cameraId,
      ts,
      meta: { note: 'red car' },
      status: 'succeeded',
      event_id: null,
    });
    expect(made.body.snapshot_id).toBe(`${cameraId}@${Date.parse(ts)}`);
    const snap = await fetch(String(made.body.snapshot_url));
    expect(snap.status).toBe(200);
    const jpeg = Buffer.from(await snap.arrayBuffer());
    expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
    const id = Number(made.body.id);

    // Nothing recorded near ts: the mark is kept, without a snapshot.
    const early = await s.request('POST', '/api/v1/videomarks', {
      token: admin,
      json: {
        name: 'Before recording',
        camera_id: cameraId,
        ts: new Date(Date.parse(first.start) - 3_600_000).toISOString(),
        kind: 'event',
        event_id: '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f',
      },
    });
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ kind: 'event', status: 'failed', snapshot_id: null, snapshot_url: null });

    expect((await s.request('GET', `/api/v1/videomarks/${id}`, { token: admin })).body.name).toBe('Door opened');
    const listed = await s.request<{ videomarks: AnyBody[] }>('GET', `/api/v1/videomarks?camera_id=${cameraId}`, { token: admin });
    expect(listed.body.videomarks.map((m) => m.id)).toEqual([id, Number(early.body.id)]);
    const found = await s.request<{ videomarks: AnyBody[] }>('POST', '/api/v1/videomarks/search', {
      token: admin,
      json: { query: { text: 'door', kind: 'manual' } },
    });
    expect(found.body.videomarks.map((m) => m.id)).toEqual([id]);
    const paged = await s.request<{ videomarks: AnyBody[]; pagination: { cursor: string } }>('POST', '/api/v1/videomarks/search', {
      token: admin,
      json: { query: {}, limit: 1 },
    });
    const next = await s.request<{ videomarks: AnyBody[] }>('POST', '/api/v1/videomarks/search', {
      token: admin,
      json: { query: {}, limit: 1, cursor: paged.body.pagination.cursor },
    });
    expect([...paged.body.videomarks, ...next.body.videomarks].map((m) => m.id)).toEqual([id, Number(early.body.id)]);

    expect((await s.request('GET', `/api/v1/videomarks/${id}`, { token: other })).status).toBe(404);
    expect((await s.request<{ videomarks: AnyBody[] }>('GET', '/api/v1/videomarks', { token: other })).body.videomarks).toEqual([]);
    expect((await s.request('POST', '/api/v1/videomarks', { token: other, json: { name: 'Foreign', camera_id: cameraId, ts } })).status).toBe(404);
    expect((await s.request('DELETE', `/api/v1/videomarks/${id}`, { token: admin })).status).toBe(204);
    expect((await s.request('GET', `/api/v1/videomarks/${id}`, { token: admin })).status).toBe(404);
  });
});

function locateFfprobe(): string {
  const probe = locateFfmpeg().ffprobe;
  return probe;
}
