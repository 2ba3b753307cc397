import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { capacitygroup, customer, onlineEdge, onlineStreamserver, rtsp } from './support/video';

// The cameras are put on their machines by hand; the scheduler's timer would take them off (no licence).
process.env.ARGUS_SCHEDULER_INTERVAL = '0';

describe.each(ENGINES)('edge playback (%s)', (engine) => {
  let s: TestServer;
  let edge: { id: number; credential: string };
  let other: { id: number; credential: string };
  let mine: number;
  let foreign: number;

  beforeAll(async () => {
    s = await startServer(engine);
    const su = await s.token(ADMIN.username, ADMIN.password);
    const org = await customer(s, su, 'Viewco');
    const cg = await capacitygroup(s, su, 'Viewco capacity', 100, [org.id]);
    edge = await onlineEdge(s, su, cg.token, 'SN-PB-1');
    other = await onlineEdge(s, su, cg.token, 'SN-PB-2');
    const media = await onlineStreamserver(s, su, cg.token, 'Media PB');
    const ids: number[] = [];
    for (const name of ['mine', 'foreign']) {
      const c = await s.request('POST', '/api/v1/cameras', { token: org.token, json: { name, ...rtsp(`/${name}`) } });
      expect(c.status).toBe(200);
      ids.push(Number(c.body.id));
    }
    [mine = 0, foreign = 0] = ids;
    await s.ctx.db
      .updateTable('cameras')
      .set({ edge_id: edge.id, streamserver_id: media.id, state: 'active', state_reason: null })
      .where('id', '=', mine)
      .execute();
    await s.ctx.db
      .updateTable('cameras')
      .set({ edge_id: other.id, streamserver_id: media.id, state: 'active', state_reason: null })
      .where('id', '=', foreign)
      .execute();
  });
  afterAll(async () => s.close());

  it('gives the edge ticketed URLs of its own camera on the stream server', async () => {
    const r = await s.request('POST', `/api/v1/edges/${edge.id}/cameras/${mine}/playback`, { token: edge.credential });
    expect(r.status).toBe(200);
    expect(r.body.camera_id).toBe(mine);
    expect(String(r.body.live_hls)).toMatch(new RegExp(`^http://media\\.test/live/${mine}\\.m3u8\\?ticket=`));
  });

  it('answers 404 for a camera of another edge, and 401 for another edge credential', async () => {
    const r = await s.request('POST', `/api/v1/edges/${edge.id}/cameras/${foreign}/playback`, { token: edge.credential });
    expect(r.status).toBe(404);
    const stolen = await s.request('POST', `/api/v1/edges/${edge.id}/cameras/${mine}/playback`, { token: other.credential });
    expect([401, 403, 404]).toContain(stolen.status);
  });
});
