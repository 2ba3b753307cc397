import type { DemoCamera } from '@argus/media/src/demo/camera';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaWithApi, pushingCamera, type MediaWithApi } from '../../server/test/support/media';
import { loadEdgeConfig } from '../src/config';
import { startEdge, type Edge } from '../src/edge';
import { tpModule } from './support/camera';
import { assign, edgeDir, waitFor, world, type World } from './support/world';

const TTL_MS = 15_000;
const FPS = 2;

/**
 * The edge reading a camera's live HLS from a real media service (real ffmpeg, RTMP push from a
 * generated camera) through playback tickets that live 15 s: across several ticket lives the
 * edge keeps analysing frames, without a blind spell at each expiry.
 */
describe('edge on the media service’s live HLS: playback tickets expire', () => {
  let w: World;
  let m: MediaWithApi;
  let source: DemoCamera;
  let edge: Edge;
  let camera = 0;
  const logs: string[] = [];
  let timer: NodeJS.Timeout;

  beforeAll(async () => {
    w = await world(0, { ARGUS_TICKET_TTL: String(TTL_MS) });
    // Tickets are signed with the API's clock and checked against the media's: both real time here.
    const sync = () => (w.s.clock.ms = Date.now());
    timer = setInterval(sync, 100);
    m = await mediaWithApi(w.s, w.su, { name: 'edge-media', capacitygroupToken: w.capacitygroup });
    const created = await w.s.request('POST', '/api/v1/cameras', {
      token: w.org.token,
      json: { name: 'Pushed', source: { body: { protocol: 'rtmp', host: '127.0.0.1', port: m.rtmpPort, path: '/live/cam', transport: 'tcp' } } },
    });
    expect(created.status).toBe(200);
    camera = Number(created.body.id);
    await m.agent.start();
    const serverId = await waitFor('the media registered', () => m.agent.registration?.id, 20_000);
    const analytics = { version: 1, modules: { tp: tpModule(false) } };
    await w.s.ctx.db
      .updateTable('cameras')
      .set({ video_modules: JSON.stringify(['tp']), video_analytics: JSON.stringify(analytics) })
      .where('id', '=', camera)
      .execute();
    const config = loadEdgeConfig({
      ARGUS_API_URL: w.s.url,
      ARGUS_EDGE_INVITATION: w.edge.invitation,
      ARGUS_EDGE_DATA_DIR: edgeDir(),
      ARGUS_EDGE_POLL_MS: '200',
      ARGUS_EDGE_FPS: String(FPS),
      ARGUS_EDGE_FRAME_WIDTH: '160',
    });
    edge = await startEdge(config, { log: (line) => logs.push(line) });
    // What the scheduler does when licences allow (here it has none): the camera on both machines,
    // once both came online (their first heartbeats reschedule; the edge's is over when it started).
    await waitFor('the media online', async () => {
      const row = await w.s.ctx.db.selectFrom('streamservers').select('last_seen_at').where('id', '=', serverId).executeTakeFirst();
      return row?.last_seen_at && m.agent.lastSync > 0;
    }, 20_000);
    await w.s.ctx.db.updateTable('cameras').set({ streamserver_id: serverId }).where('id', '=', camera).execute();
    await assign(w.s, w.edge.id, [camera]);
    source = pushingCamera(m.rtmpPort);
    source.start();
    await waitFor('the live playlist', () => m.service.index.all(String(camera)).length >= 2, 30_000);
  }, 120_000);

  afterAll(async () => {
    await edge?.stop();
    await source?.stop();
    await m?.stop();
    clearInterval(timer);
    await w?.s.close();
  });

  it('frames keep coming across three ticket lives: each decoder hands over to a fresh ticket’s before expiry, none ends', async () => {
    const rt = await waitFor('the camera running', () => edge.cameras.get(camera), 30_000);
    await waitFor('a first frame', () => rt.stats.frames > 0, 60_000);
    const { starts, frames: before } = rt.stats;
    const logged = logs.length;
    // When each analysed frame was counted (read every 50 ms).
    const times: number[] = [Date.now()];
    let seen = rt.stats.frames;
    const until = Date.now() + 3.5 * TTL_MS;
    while (Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      const n = rt.stats.frames;
      if (n !== seen) times.push(Date.now());
      seen = n;
    }
    times.push(Date.now());
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    const longest = Math.max(...gaps);
    const frames = rt.stats.frames - before;
    console.warn(`frames ${frames} in ${3.5 * TTL_MS} ms, decoder restarts ${rt.stats.starts - starts}, handovers ${rt.handovers}, longest gap ${longest} ms; log: ${JSON.stringify(logs.slice(logged))}`);
    // The live HLS comes a 2 s segment at a time: a gap of one segment and a frame or two is the stream's own rhythm.
    expect(longest).toBeLessThan(2_000 + 2 * (1000 / FPS));
    expect(frames).toBeGreaterThanOrEqual(3.5 * (TTL_MS / 1000) * FPS * 0.9);
    expect(rt.handovers).toBeGreaterThanOrEqual(3);
    expect(rt.stats.starts).toBe(starts);
    expect(logs.slice(logged)).toEqual([]);
  }, 180_000);

  it('no ticket reaches the log', () => {
    expect(logs.join('\n')).not.toMatch(/ticket=v1/);
  });
});
