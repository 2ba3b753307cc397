import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEdgeConfig } from '../src/config';
import { startEdge, type Edge } from '../src/edge';
import { tpModule } from './support/camera';
import { coverLoop } from './support/clips';
import { assign, edgeDir, waitFor, world, type World } from './support/world';

describe('edge process with the API: worktime and live config changes', () => {
  let w: World;
  let edge: Edge;
  let camera = 0;

  const setTp = async (on: boolean, version: number) => {
    const analytics = { version, modules: { tp: tpModule(on) } };
    await w.s.ctx.db
      .updateTable('cameras')
      .set({ video_modules: JSON.stringify(['tp']), video_analytics: JSON.stringify(analytics) })
      .where('id', '=', camera)
      .execute();
  };
  const tpRows = async () =>
    (await sql<{ reason: string }>`select reason from events where camera_id = ${camera} and event_type = 'tp'`.execute(w.s.ctx.db)).rows;

  beforeAll(async () => {
    w = await world(1);
    camera = w.cameras[0] ?? 0;
    const clip = await coverLoop();
    const config = loadEdgeConfig({
      ARGUS_API_URL: w.s.url,
      ARGUS_EDGE_INVITATION: w.edge.invitation,
      ARGUS_EDGE_DATA_DIR: edgeDir(),
      ARGUS_EDGE_POLL_MS: '200',
      ARGUS_EDGE_FPS: '2',
    });
    // The clip stands in for the stream server's live stream: read in real time, looped.
    edge = await startEdge(config, { source: async () => ({ input: clip, inputArgs: ['-re', '-stream_loop', '-1'] }), log: () => {} });
    // After the edge came online (its first heartbeat reschedules, and without a licence the
    // scheduler would take the camera off again).
    await setTp(false, 1);
    await assign(w.s, w.edge.id, [camera]);
  });
  afterAll(async () => {
    await edge?.stop();
    await w?.s.close();
  });

  it('worktime off → no events; switching it on applies without restarting the decoder', async () => {
    const rt = await waitFor('camera running', () => edge.cameras.get(camera));
    // Ten analysed frames (5 s: covered twice) while the worktime is off.
    await waitFor('frames', () => rt.stats.frames >= 10, 30_000);
    expect(edge.spool.size()).toBe(0);
    expect(await tpRows()).toEqual([]);
    await setTp(true, 2);
    const rows = await waitFor(
      'tampering events in the API',
      async () => {
        const r = await tpRows();
        return r.length >= 2 ? r : null;
      },
      30_000,
    );
    expect(new Set(rows.map((r) => r.reason))).toEqual(new Set(['tampering']));
    expect(edge.cameras.get(camera)).toBe(rt);
    expect(rt.stats.starts).toBe(1);
    const hb = await w.s.ctx.db.selectFrom('edges').selectAll().where('id', '=', w.edge.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(hb)).toContain('"cores"');
  });
});
