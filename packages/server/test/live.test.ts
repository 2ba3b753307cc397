import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish, type BusEvent } from '../src/lib/bus';
import { LiveHub, write } from '../src/modules/live/hub';
import { redeemTicket } from '../src/modules/live/tickets';
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
    // The latency measured is a running server's: its first ingest, which compiles the route's schemas
    // (ARGUS_LAZY_SCHEMAS in tests; at start in production), comes before any console opens.
    expect((await postBatch(s, a.edge.credential, [frEvent(a.cameras[1] ?? 0, ago(s, 5))])).status).toBe(200);
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

  it('batches reach a console in the order they were delivered, a quicker one never before a slower one', async () => {
    const e = frEvent(a.cameras[0] ?? 0, ago(s, 1));
    await postBatch(s, a.edge.credential, [e]);
    // A hub of its own, serving GET /live as the route does, so that the test hands it the batches.
    const hub = new LiveHub(s.ctx);
    const server = createServer((req, res) => {
      void redeemTicket(s.ctx, new URL(req.url ?? '', 'http://x').searchParams.get('ticket') ?? '').then((redeemed) => {
        if (!redeemed) return res.writeHead(401).end();
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        hub.add({ principal: redeemed.principal, tokenHash: redeemed.tokenHash, res });
        write(res, 'ready', {});
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const live = await openLive({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, request: s.request }, a.org.token);
      const created: BusEvent = {
        type: 'event.created',
        organization_id: a.org.id,
        camera_id: a.cameras[0] ?? 0,
        group_id: a.group,
        event_id: e.event_id,
        event_type: 'fr',
        ts: e.ts,
        matched: false,
        list_ids: [],
      };
      const state: BusEvent = {
        type: 'camera.state',
        organization_id: a.org.id,
        camera_id: a.cameras[0] ?? 0,
        state: 'active',
        state_reason: null,
        edge_id: null,
        streamserver_id: null,
      };
      // Each event batch has an event to load and present; each camera state batch after it is ready sooner.
      const batches = [1, 2, 3, 4, 5].flatMap((state_reason) => [[created], [{ ...state, state_reason: String(state_reason) }]]);
      await Promise.all(batches.map((batch) => hub.deliver(batch)));
      expect(await live.waitFor((r) => r.data.state_reason === '5', 1000)).not.toBeNull();
      expect(live.received.filter((r) => r.event !== 'ready').map((r) => r.data.state_reason ?? r.event)).toEqual(
        batches.map(([m]) => (m?.type === 'camera.state' ? m.state_reason : 'event.created')),
      );
      // A batch that cannot be prepared (its camera id is past PostgreSQL's integers: the query fails) while the one
      // before it is still being prepared: its own delivery fails, nothing is left unhandled, and the
      // batches after it are still written in order.
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      const after = [hub.deliver([created]), hub.deliver([{ ...state, camera_id: 2 ** 40 }]), hub.deliver([{ ...state, state_reason: '6' }])];
      const settled = await Promise.allSettled(after);
      await new Promise((r) => setTimeout(r, 50));
      process.off('unhandledRejection', onUnhandled);
      expect(unhandled).toEqual([]);
      expect(settled.map((x) => x.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await live.waitFor((r) => r.data.state_reason === '6', 1000)).not.toBeNull();
      expect(live.received.slice(-2).map((r) => r.data.state_reason ?? r.event)).toEqual(['event.created', '6']);
      live.close();
    } finally {
      hub.close();
      await new Promise((r) => server.close(r));
    }
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
