import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../src/lib/bus';
import { ago, eventWorld, frEvent, postBatch, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { openLive } from './support/live';

describe.each(ENGINES)('live push (%s)', (engine) => {
  let s: TestServer;
  let a: EventWorld;
  let b: EventWorld;

  beforeAll(async () => {
    s = await startServer(engine);
    const su = await s.token(ADMIN.username, ADMIN.password);
    a = await eventWorld(s, su, 'Livea', 2);
    b = await eventWorld(s, su, 'Liveb', 1);
  });
  afterAll(async () => s?.close());

  it('a stored event reaches an open console within one second, and never another organisation', async () => {
    const mine = await openLive(s, a.org.token);
    const other = await openLive(s, b.org.token);
    const e = frEvent(a.cameras[0] ?? 0, ago(s, 1));
    const sent = Date.now();
    expect((await postBatch(s, a.edge.credential, [e])).body.accepted).toEqual([e.event_id]);
    const got = await mine.waitFor((r) => r.event === 'event.created' && r.data.event_id === e.event_id, 1000);
    expect(got).not.toBeNull();
    expect(got!.at - sent).toBeLessThan(1000);
    expect(got!.data).toMatchObject({ event_type: 'fr', stream_id: a.cameras[0] });
    // A repeat is not news.
    await postBatch(s, a.edge.credential, [e]);
    await new Promise((r) => setTimeout(r, 300));
    expect(mine.received.filter((r) => r.event === 'event.created' && r.data.event_id === e.event_id)).toHaveLength(1);
    expect(other.received.filter((r) => r.event !== 'ready')).toEqual([]);
    mine.close();
    other.close();
  });

  it("an operator receives only events and camera states of their groups' cameras", async () => {
    const op = await s.request('POST', '/api/v1/users', {
      token: a.org.token,
      json: { email: 'op@livea.test', password: 'operator-password', role_id: 3, group_ids: [a.group] },
    });
    expect(op.status).toBe(200);
    const live = await openLive(s, await s.token('op@livea.test', 'operator-password'));
    const outside = frEvent(a.cameras[1] ?? 0, ago(s, 1));
    const inside = frEvent(a.cameras[0] ?? 0, ago(s, 1));
    await postBatch(s, a.edge.credential, [outside, inside]);
    expect(await live.waitFor((r) => r.data.event_id === inside.event_id, 1000)).not.toBeNull();
    publish({
      type: 'camera.state',
      organization_id: a.org.id,
      camera_id: a.cameras[0] ?? 0,
      state: 'inactive',
      state_reason: 'user_action',
      edge_id: null,
      streamserver_id: null,
    });
    publish({
      type: 'camera.state',
      organization_id: a.org.id,
      camera_id: a.cameras[1] ?? 0,
      state: 'inactive',
      state_reason: 'user_action',
      edge_id: null,
      streamserver_id: null,
    });
    expect(await live.waitFor((r) => r.event === 'camera.state' && r.data.camera_id === a.cameras[0], 1000)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 200));
    expect(live.received.some((r) => r.data.event_id === outside.event_id || (r.event === 'camera.state' && r.data.camera_id === a.cameras[1]))).toBe(false);
    live.close();
  });

  it('a ticket is single-use and short-lived; no ticket, no stream', async () => {
    const live = await openLive(s, a.org.token);
    live.close();
    expect((await s.request('GET', `/api/v1/live?ticket=${live.ticket}`)).status).toBe(401);
    expect((await s.request('GET', '/api/v1/live')).status).toBe(422);
    expect((await s.request('POST', '/api/v1/live/ticket')).status).toBe(401);
    const t = await s.request('POST', '/api/v1/live/ticket', { token: a.org.token });
    s.clock.advance(31);
    expect((await s.request('GET', `/api/v1/live?ticket=${String(t.body.ticket)}`)).status).toBe(401);
    s.clock.advance(-31);
  });

  // Replicas share a PostgreSQL server; the embedded engine lives inside one process, so there is no second replica to reach.
  it.runIf(engine === 'postgres')('reaches a console connected to another replica (LISTEN/NOTIFY)', async () => {
    const second = await startServer('postgres', { databaseUrl: s.ctx.config.databaseUrl ?? '' });
    try {
      const live = await openLive(second, a.org.token);
      const e = frEvent(a.cameras[0] ?? 0, ago(s, 1));
      const sent = Date.now();
      await postBatch(s, a.edge.credential, [e]);
      const got = await live.waitFor((r) => r.data.event_id === e.event_id, 1000);
      expect(got).not.toBeNull();
      expect(got!.at - sent).toBeLessThan(1000);
      live.close();
    } finally {
      await second.app.close();
      await second.ctx.database.close();
    }
  });
});
