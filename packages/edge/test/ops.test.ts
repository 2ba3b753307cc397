import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSum } from '../../machine-client/test/support/prometheus';
import { loadEdgeConfig } from '../src/config';
import type { NewEvent } from '../src/delivery/spool';
import { startEdge, type Edge } from '../src/edge';
import { edgeMetrics } from '../src/ops/metrics';
import { createEdgeServer } from '../src/ops/server';
import { assign, edgeDir, portOf, Relay, waitFor, world, type World } from './support/world';

type AnyBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const tpEvent = (camera: number, n: number): NewEvent => {
  const ts = new Date(Date.now() - 60_000 + n).toISOString();
  return {
    event_type: 'tp',
    ts,
    stream_id: camera,
    event: { reason: 'blurring', label: `ops${n}`, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts },
  };
};

describe('the edge: GET /healthz and GET /metrics', () => {
  let w: World;
  let edge: Edge;
  let server: Server;
  let url = '';
  const relay = new Relay();
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const r = await fetch(`${url}${path}`, { headers });
    const text = await r.text();
    return { status: r.status, text, json: (r.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as AnyBody) : null };
  };
  const figure = async (name: string, labels: Record<string, string> = {}) => sampleSum((await get('/metrics')).text, name, labels);

  beforeAll(async () => {
    // Heartbeats every second: the connection is judged lost after three silent seconds.
    process.env.ARGUS_HEARTBEAT_INTERVAL = '1';
    w = await world(1);
    relay.target = portOf(w.s);
    const apiUrl = await relay.listen();
    const config = loadEdgeConfig({
      ARGUS_API_URL: apiUrl,
      ARGUS_EDGE_INVITATION: w.edge.invitation,
      ARGUS_EDGE_DATA_DIR: edgeDir(),
      ARGUS_EDGE_POLL_MS: '200',
      ARGUS_EDGE_FPS: '5',
    });
    // A generated picture stands in for the stream server's live stream (ffmpeg's test source, real time).
    edge = await startEdge(config, { source: async () => ({ input: 'testsrc=size=320x240:rate=10', inputArgs: ['-re', '-f', 'lavfi'] }), log: () => {} });
    server = createEdgeServer(edge, edgeMetrics(edge, { ARGUS_ENABLE_METRICS: 'true' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 300_000);
  afterAll(async () => {
    delete process.env.ARGUS_HEARTBEAT_INTERVAL;
    server?.close();
    await edge?.stop();
    await relay.close();
    await w?.s.close();
  });

  it('reports the connection, the spool and the cameras; per camera frames analysed move', async () => {
    const camera = w.cameras[0] as number;
    await w.s.ctx.db
      .updateTable('cameras')
      .set({ video_modules: JSON.stringify(['tp']) })
      .where('id', '=', camera)
      .execute();
    await assign(w.s, w.edge.id, [camera]);
    await waitFor('the camera running', () => edge.cameras.get(camera), 30_000);
    const health = await get('/healthz');
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ status: 'ok', api: { registered: true, edge_id: w.edge.id, connected: true }, spool: { events: 0, oldest_age_s: 0 } });
    expect(health.json?.cameras).toEqual([expect.objectContaining({ id: camera, kind: 'video' })]);
    const labels = { camera: String(camera) };
    await waitFor('frames analysed', async () => ((await figure('argus_edge_camera_frames_total', labels)) ?? 0) >= 3, 30_000);
    const frames = (await figure('argus_edge_camera_frames_total', labels)) ?? 0;
    await waitFor('more frames', async () => ((await figure('argus_edge_camera_frames_total', labels)) ?? 0) >= frames + 3, 30_000);
    const text = (await get('/metrics')).text;
    expect(sampleSum(text, 'argus_edge_cameras')).toBe(1);
    expect(sampleSum(text, 'argus_edge_api_connected')).toBe(1);
    expect(sampleSum(text, 'argus_edge_camera_restarts_total', labels)).toBe(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
  }, 120_000);

  it('while the API is unreachable: 503, the spool grows and ages; back: it drains, 200 again', async () => {
    const camera = w.cameras[0] as number;
    const delivered = (await figure('argus_edge_events_delivered_total')) ?? 0;
    relay.cut();
    for (let n = 0; n < 5; n++) edge.spool.append(tpEvent(camera, n));
    edge.sender.kick();
    expect(await figure('argus_edge_spool_events')).toBeGreaterThanOrEqual(5);
    const down = await waitFor(
      'the connection judged lost',
      async () => {
        const h = await get('/healthz');
        return h.status === 503 && h.json;
      },
      20_000,
    );
    expect(down).toMatchObject({ status: 'unavailable', api: { connected: false } });
    expect(down.spool.events).toBeGreaterThanOrEqual(5);
    expect(down.spool.oldest_age_s).toBeGreaterThan(0);
    expect(await figure('argus_edge_spool_oldest_seconds')).toBeGreaterThan(0);
    expect(await figure('argus_edge_api_connected')).toBe(0);

    relay.target = portOf(w.s);
    await waitFor('the spool drained', async () => (await figure('argus_edge_spool_events')) === 0, 60_000);
    expect(await figure('argus_edge_spool_oldest_seconds')).toBe(0);
    expect(await figure('argus_edge_events_delivered_total')).toBeGreaterThanOrEqual(delivered + 5);
    await waitFor('healthy again', async () => (await get('/healthz')).status === 200, 20_000);
  }, 120_000);

  it('metrics answer only this machine or the token holder; unknown paths 404', async () => {
    expect((await get('/metrics', { 'x-forwarded-for': '192.0.2.1' })).status).toBe(403);
    expect((await get('/nothing')).status).toBe(404);
  });
});
