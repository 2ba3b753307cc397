import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EdgeAgent } from '../src/api/agent';
import { loadEdgeConfig } from '../src/config';
import { Sender } from '../src/delivery/sender';
import { Spool, type NewEvent } from '../src/delivery/spool';
import type { TestServer } from '../../server/test/support/harness';
import { assign, edgeDir, portOf, Relay, startApi, waitFor, world, type World } from './support/world';

const tpEvent = (camera: number, n: number): NewEvent => {
  const ts = new Date(Date.now() - 60_000 + n).toISOString();
  return {
    event_type: 'tp',
    ts,
    stream_id: camera,
    event: { reason: 'blurring', label: `n${n}`, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts },
  };
};

describe('edge registration and delivery without loss', () => {
  let w: World;
  let s: TestServer;
  const relay = new Relay();
  let apiUrl = '';
  const dir = edgeDir();

  beforeAll(async () => {
    w = await world(2);
    s = w.s;
    apiUrl = await relay.listen();
    relay.target = portOf(s);
  });
  afterAll(async () => {
    await relay.close();
    await s.close();
  });

  const config = () =>
    loadEdgeConfig({
      ARGUS_API_URL: apiUrl,
      ARGUS_EDGE_INVITATION: w.edge.invitation,
      ARGUS_EDGE_DATA_DIR: dir,
      ARGUS_EDGE_POLL_MS: '200',
      ARGUS_EDGE_HOSTNAME: 'edge-test',
    });

  it('registers with the invitation, heartbeats real host facts, follows its cameras; a restart reuses the credential', async () => {
    const seen: number[][] = [];
    const agent = new EdgeAgent({ config: config(), onCameras: (c) => seen.push(c.map((x) => x.id)), log: () => {} });
    await agent.start();
    expect(agent.registration?.id).toBe(w.edge.id);
    const edge = await s.ctx.db.selectFrom('edges').selectAll().where('id', '=', w.edge.id).executeTakeFirstOrThrow();
    const row = edge as unknown as Record<string, unknown>;
    const text = JSON.stringify(row);
    expect(text).toContain('edge-test');
    expect(text).toMatch(/"machine_uptime":\d+/);
    await assign(s, w.edge.id, w.cameras);
    await waitFor('cameras', () => seen.some((ids) => ids.length === 2));
    agent.stop();
    // The invitation is spent: a second start must come from the stored credential.
    const again = new EdgeAgent({ config: { ...config(), invitation: null }, onCameras: () => {}, log: () => {} });
    await again.start();
    expect(again.registration?.credential).toBe(agent.registration?.credential);
    again.stop();
  });

  it('kill the API during a stream of events, restart it, restart the edge: every event arrives exactly once', async () => {
    const agent = new EdgeAgent({ config: { ...config(), invitation: null }, onCameras: () => {}, log: () => {} });
    await agent.start();
    const camera = w.cameras[0] ?? 0;
    let spool = new Spool(dir);
    let sender = new Sender(spool, { apiUrl, credential: agent.credential, batchSize: 7, log: () => {} });
    sender.start();
    const ids: string[] = [];
    const produce = async (from: number, to: number) => {
      for (let n = from; n < to; n++) {
        ids.push(spool.append(tpEvent(camera, n)).event_id);
        sender.kick();
        if (n % 5 === 0) await new Promise((r) => setTimeout(r, 5));
      }
    };
    await produce(0, 40);
    // The API dies mid-stream.
    relay.cut();
    await s.close();
    await produce(40, 90);
    // The edge dies too, with events spooled; it comes back before the API does.
    await sender.stop();
    expect(spool.size()).toBeGreaterThan(0);
    spool = new Spool(dir);
    sender = new Sender(spool, { apiUrl, credential: agent.credential, batchSize: 7, log: () => {} });
    sender.start();
    await produce(90, 120);
    s = await startApi(w.dataDir);
    // The edge was away only while the API was: on a busy machine the restart alone can outlast the
    // online window, and the edge's next heartbeat would then run the scheduler, which (no
    // licences in this world) takes the cameras off the edge. Seen just now, it stays where it is.
    await s.ctx.db.updateTable('edges').set({ last_seen_at: s.ctx.clock() }).where('id', '=', w.edge.id).execute();
    relay.target = portOf(s);
    await produce(120, 150);
    await waitFor('spool drained', () => spool.size() === 0, 60_000);
    await sender.stop();
    agent.stop();
    const rows = await s.ctx.db.selectFrom('events').select(['event_id', 'label']).where('camera_id', '=', camera).execute();
    expect(rows.length).toBe(150);
    expect(new Set(rows.map((r) => r.event_id))).toEqual(new Set(ids));
    expect(new Set(rows.map((r) => r.label)).size).toBe(150);
  });
});
