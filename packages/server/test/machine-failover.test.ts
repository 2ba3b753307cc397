import { DemoCamera } from '@argus/media/src/demo/camera';
import { pushUrl } from '@argus/media/src/streams';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess, type StartedProcess } from '../../../e2e/support/process';
import { ADMIN, startServer, type TestServer } from './support/harness';
import { freePort, waitFor } from './support/media';
import { capacitygroup, customer, license, type AnyBody } from './support/video';

/**
 * Failover with real processes: two media services and two edges (each its own process, as on
 * separate machines) in one capacity group, two cameras pushing RTMP to ingest ports both media
 * services serve. The media service and the edge of one camera are killed with SIGKILL; within
 * 30 s that camera is recorded by the other media service and analysed by the other edge (a
 * tampering event from it: its lens is covered). Heartbeats every second (offline after 3 s).
 */
const MOVE_WITHIN_MS = 30_000;

describe('a killed media service and edge: their camera records and produces events on the others', () => {
  let s: TestServer;
  let su: string;
  let org: { id: number; token: string };
  const procs: StartedProcess[] = [];
  const cameras: DemoCamera[] = [];
  const timers: NodeJS.Timeout[] = [];

  beforeAll(async () => {
    process.env.ARGUS_HEARTBEAT_INTERVAL = '1';
    process.env.ARGUS_SCHEDULER_INTERVAL = '15';
    s = await startServer('pglite');
    // Segments and events carry real time stamps; the API judges them against its clock.
    s.clock.ms = Date.now();
    timers.push(setInterval(() => (s.clock.ms = Date.now()), 100));
    su = await s.token(ADMIN.username, ADMIN.password);
    org = await customer(s, su, 'Failoverco');
    await license(s, su, org, { cameras: 10, tp: 10 });
  }, 120_000);

  afterAll(async () => {
    for (const t of timers) clearInterval(t);
    await Promise.all(cameras.map((c) => c.stop()));
    await Promise.all(procs.map((p) => p.stop()));
    delete process.env.ARGUS_HEARTBEAT_INTERVAL;
    delete process.env.ARGUS_SCHEDULER_INTERVAL;
    await s?.close();
  }, 120_000);

  it('moves the camera of the killed pair to the surviving pair within 30 s: new segments there, and a tampering event from the other edge', async () => {
    const group = (await capacitygroup(s, su, 'Failover group', 10, [org.id])).token;
    const ingest = [await freePort(), await freePort()];
    const media: { id: number; port: number; proc: StartedProcess }[] = [];
    for (const n of [1, 2]) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const created = await s.request<AnyBody>('POST', '/api/v1/streamservers', {
        token: su,
        json: { name: `Media ${n}`, public_url: url, internal_url: url, capacitygroup_token: group, capacity: 0 },
      });
      expect(created.status).toBe(200);
      const dir = mkdtempSync(join(tmpdir(), `argus-failover-media${n}-`));
      const proc = await startProcess({
        name: `media ${n}`,
        main: 'packages/media/src/main.ts',
        ready: 'registered with',
        folders: [dir],
        env: {
          ARGUS_API_URL: s.url,
          ARGUS_MEDIA_INVITATION: String(created.body.invitation),
          ARGUS_MEDIA_DATA_DIR: dir,
          ARGUS_MEDIA_PORT: String(port),
          ARGUS_MEDIA_HOST: '127.0.0.1',
          ARGUS_MEDIA_INGEST_PORTS: ingest.join(','),
          ARGUS_MEDIA_POLL_MS: '500',
          ARGUS_MEDIA_DEMO: '0',
          ARGUS_MEDIA_MIN_FREE_MB: '1',
        },
      });
      procs.push(proc);
      media.push({ id: Number(created.body.id), port, proc });
    }
    const edges: { id: number; proc: StartedProcess }[] = [];
    for (const n of [1, 2]) {
      const created = await s.request<AnyBody>('POST', '/api/v1/edges', {
        token: su,
        json: { name: `Edge ${n}`, serial_number: `FO-${n}`, capacitygroup_token: group },
      });
      expect(created.status).toBe(200);
      const dir = mkdtempSync(join(tmpdir(), `argus-failover-edge${n}-`));
      const proc = await startProcess({
        name: `edge ${n}`,
        main: 'packages/edge/src/main.ts',
        ready: 'registered with',
        folders: [dir],
        env: {
          ARGUS_API_URL: s.url,
          ARGUS_EDGE_INVITATION: String(created.body.invitation),
          ARGUS_EDGE_DATA_DIR: dir,
          ARGUS_EDGE_POLL_MS: '500',
          ARGUS_EDGE_CAP: '4',
          ARGUS_EDGE_FPS: '2',
          ARGUS_EDGE_PORT: '0',
        },
      });
      procs.push(proc);
      edges.push({ id: Number(created.body.id), proc });
    }

    // A registration is news, not a problem: an info record of the JSON log (it was logged as a warning).
    const registered = (p: StartedProcess) =>
      JSON.parse(
        p
          .output()
          .split('\n')
          .find((l) => l.includes('registered with')) ?? '{}',
      ) as { level?: number };
    expect([...media, ...edges].map((m) => registered(m.proc).level)).toEqual([30, 30, 30, 30]);

    // Two cameras, lens covered (tampering on every edge that starts analysing them).
    const ids: number[] = [];
    for (const [i, port] of ingest.entries()) {
      const r = await s.request<AnyBody>('POST', '/api/v1/cameras', {
        token: org.token,
        json: {
          name: `Covered ${i}`,
          source: { body: { protocol: 'rtmp', host: '127.0.0.1', port, path: `/live/cam${i}`, transport: 'tcp' } },
          video_modules: ['tp'],
          capacitygroup_token: group,
        },
      });
      expect(r.status).toBe(200);
      ids.push(Number(r.body.id));
      const cam = new DemoCamera({ output: pushUrl(port, `cam${i}`), width: 320, height: 240, fps: 10, bitrate: '200k', covered: true });
      cam.start();
      cameras.push(cam);
    }
    const camera = async (id: number) => (await s.request<AnyBody>('GET', `/api/v1/cameras/${id}`, { token: org.token })).body;
    const segmentsSince = async (id: number, since: number) =>
      (await s.request<{ segments: AnyBody[] }>('GET', `/api/v1/segments?stream_id=${id}&limit=100`, { token: org.token })).body.segments.filter(
        (x) => Date.parse(x.start) >= since,
      );
    const eventsSince = async (id: number, since: number) =>
      ((await s.request<AnyBody>('GET', `/api/v1/events?limit=100&stream_id=${id}`, { token: org.token })).body.events ?? []).filter(
        (e: AnyBody) => Date.parse(e.ts) >= since,
      );

    const [first = 0] = ids;
    const before = await waitFor(
      async () => {
        const c = await camera(first);
        return c.state === 'active' && c.edge_id && c.streamserver_id && c;
      },
      60_000,
      'the camera placed',
    );
    await waitFor(async () => (await segmentsSince(first, 0)).length > 0, 90_000, 'first segments');
    await waitFor(async () => (await eventsSince(first, 0)).length > 0, 90_000, 'a first tampering event');

    // Kill the media service and the edge of the first camera.
    const deadMedia = media.find((m) => m.id === before.streamserver_id);
    const deadEdge = edges.find((e) => e.id === before.edge_id);
    const liveMedia = media.find((m) => m !== deadMedia);
    const liveEdge = edges.find((e) => e !== deadEdge);
    const killed = Date.now();
    deadMedia?.proc.child.kill('SIGKILL');
    deadEdge?.proc.child.kill('SIGKILL');

    const moved = await waitFor(
      async () => {
        const c = await camera(first);
        return c.state === 'active' && c.streamserver_id === liveMedia?.id && c.edge_id === liveEdge?.id && c;
      },
      60_000,
      'the camera on the surviving pair',
    );
    const movedAt = Date.now() - killed;
    const segment = await waitFor(
      async () => (await segmentsSince(first, killed)).find((x) => String(x.url).startsWith(`http://127.0.0.1:${liveMedia?.port}/`)),
      60_000,
      'a segment from the surviving media',
    );
    const recordedAt = Date.now() - killed;
    const event = await waitFor(async () => (await eventsSince(first, killed))[0], 60_000, 'a tampering event from the surviving edge');
    const eventAt = Date.now() - killed;
    console.warn(`failover: moved after ${movedAt} ms, recorded after ${recordedAt} ms, event after ${eventAt} ms`);
    expect(moved.edge_id).toBe(liveEdge?.id);
    expect(segment).toBeTruthy();
    expect(event).toMatchObject({ event_type: 'tp' });
    expect(recordedAt).toBeLessThanOrEqual(MOVE_WITHIN_MS);
    expect(eventAt).toBeLessThanOrEqual(MOVE_WITHIN_MS);
    // Nothing is issued for the dead server any more.
    expect((await s.request<AnyBody>('GET', `/api/v1/streamservers/${deadMedia?.id}`, { token: su })).body.status).toBe('offline');
  }, 400_000);
});
