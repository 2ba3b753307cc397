import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { DemoCamera } from '@argus/media/src/demo/camera';
import type { SegmentRecord } from '@argus/media/src/record/segment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { mediaWithApi, pushingCamera, waitFor, type MediaWithApi } from './support/media';
import { mountSmallFs, smallFsUnavailable, type SmallFs } from './support/smallfs';
import { capacitygroup, customer, license, type AnyBody } from './support/video';

// The stream server reports every second, so that what it saw reaches the API within the test's patience.
process.env.ARGUS_HEARTBEAT_INTERVAL = '1';

const MB = 1024 * 1024;

/**
 * A media service whose volume is a small tmpfs (mounted by the test, root only; skipped with the
 * reason elsewhere), registered with a real API: early deletion for lack of space and recording
 * stopped by it appear in GET /streamservers/{id} and GET /streams/{camera}. Real ffmpeg.
 */
describe.skipIf(smallFsUnavailable !== null).each(ENGINES)('a stream server short of disk space on %s', (engine) => {
  const sync = () => {
    s.clock.ms = Date.now();
  };
  let s: TestServer;
  let su = '';
  let admin = '';
  let m: MediaWithApi;
  let fs: SmallFs;
  let mountDir = '';
  let source: DemoCamera;
  let cameraId = 0;
  let seeded: SegmentRecord[] = [];

  beforeAll(async () => {
    s = await startServer(engine, { env: {} });
    sync();
    setInterval(sync, 100).unref();
    su = await s.token(ADMIN.username, ADMIN.password);
    const org = await customer(s, su, 'Disk Org');
    admin = org.token;
    await license(s, su, org, { cameras: 2 });
    const cg = await capacitygroup(s, su, 'Disk group', 2, [org.id]);
    mountDir = mkdtempSync(join(tmpdir(), 'argus-media-disk-'));
    fs = mountSmallFs(join(mountDir, 'media'), 16 * 1024);
    m = await mediaWithApi(s, su, { name: 'media-disk', capacitygroupToken: cg.token, dataDir: fs.dir, minFreeBytes: 14.5 * MB, retentionIntervalMs: 500 });
    const cam = await s.request('POST', '/api/v1/cameras', {
      token: admin,
      json: { name: 'Pushed', source: { body: { protocol: 'rtmp', host: '127.0.0.1', port: m.rtmpPort, path: '/live/cam', transport: 'tcp' } } },
    });
    expect(cam.status).toBe(200);
    cameraId = Number(cam.body.id);
    // An hour of older archive of this camera (2 MB), as a previous run left it.
    const from = Date.now() - 3_600_000;
    const run = new Date(from).toISOString().replace(/[-:.]/g, '');
    seeded = Array.from({ length: 20 }, (_, i) => {
      const path = `streams/${cameraId}/${run}/seg_${String(i).padStart(6, '0')}.m4s`;
      mkdirSync(dirname(join(fs.dir, path)), { recursive: true });
      writeFileSync(join(fs.dir, path), Buffer.alloc(100 * 1024, 3));
      const seg: SegmentRecord = {
        stream_id: String(cameraId),
        start: new Date(from + i * 2000).toISOString(),
        duration: 2,
        bytes: 100 * 1024,
        path,
        init: `streams/${cameraId}/${run}/init.mp4`,
        run,
        seq: i + 1,
        disc: 0,
      };
      m.service.index.added(seg);
      return seg;
    });
    source = pushingCamera(m.rtmpPort);
    await m.agent.start();
    source.start();
  });

  afterAll(async () => {
    await source?.stop();
    await m?.stop();
    await s?.close();
    fs?.unmount();
    rmSync(mountDir, { recursive: true, force: true });
  });

  const server = async () => (await s.request<AnyBody>('GET', `/api/v1/streamservers/${m.agent.registration?.id}`, { token: su })).body;
  const stream = async () => (await s.request<AnyBody>('GET', `/api/v1/streams/${cameraId}`, { token: admin })).body;

  it('reports archive deleted before its depth per camera, then recording stopped with the reason, then resumed', async () => {
    await waitFor(async () => m.service.streams().some((x) => x.id === String(cameraId)), 20_000, 'stream started');
    // 14.5 MB floor on 16 MB with 2 MB of archive: the oldest of it goes at once, reported per camera.
    const early = await waitFor(
      async () => {
        const b = await server();
        const a = (b.archives as AnyBody[] | undefined)?.find((x) => x.camera_id === cameraId);
        return a?.early_deleted_at && b.storage && { server: b, archive: a };
      },
      30_000,
      'early deletion reported',
    );
    expect(early.server.storage).toMatchObject({ min_free_bytes: 14.5 * MB, low_space: null });
    expect(early.archive).toMatchObject({ depth_days: 30, recording: true });
    expect(Number(early.archive.early_deleted_segments)).toBeGreaterThan(0);
    expect(Date.parse(String(early.archive.oldest_at))).toBeGreaterThan(Date.parse(seeded[0]?.start ?? ''));
    const st = await stream();
    expect(st.archive).toMatchObject({ depth_days: 30 });
    expect(st.archive?.early_deleted_at).toBeTruthy();

    // The volume fills: nothing more can go, recording stops with the reason; the stream stays online (live).
    await waitFor(async () => m.service.index.all(String(cameraId)).some((x) => !seeded.some((y) => y.path === x.path)), 30_000, 'a recorded segment');
    fs.fill(1 * MB);
    const low = await waitFor(
      async () => {
        const b = await server();
        return (b.storage as AnyBody | null)?.low_space && b;
      },
      30_000,
      'low space reported',
    );
    expect(String(low.storage.low_space)).toContain('recording stopped');
    const stopped = await waitFor(
      async () => {
        const x = await stream();
        return x.recording === false && x.status === 'online' && x;
      },
      30_000,
      'stream reported not recording',
    );
    expect(String(stopped.error)).toContain('ARGUS_MEDIA_MIN_FREE_MB');
    // The stream server's camera list says so too (a heartbeat or two after the low space itself).
    await waitFor(
      async () => {
        const b = await server();
        return (b.archives as AnyBody[]).find((x) => x.camera_id === cameraId)?.recording === false;
      },
      30_000,
      'the camera reported not recording in the stream server status',
    );

    fs.free();
    const resumed = await waitFor(
      async () => {
        const x = await stream();
        return x.recording === true && x.status === 'online' && x;
      },
      60_000,
      'recording resumed',
    );
    expect(resumed.error).toBeNull();
    expect((await server()).storage).toMatchObject({ low_space: null });
  });
});
