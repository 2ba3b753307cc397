import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryWorkerOf } from '../src/modules/webhooks/worker';
import { ago, eventWorld, frEvent, postBatch, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';
import { openLive } from './support/live';
import { startReceiver } from './support/receiver';

/**
 * The authorisation matrix of what is pushed rather than asked for: live push (GET /live) and
 * webhook deliveries. Organisation A has two groups, a camera in each; organisation B one camera.
 * Whoever is in group A only receives the events of A's camera; A's administrator both of A's;
 * B's administrator B's; the superuser nothing (events are barred to it); nobody another
 * organisation's.
 */
const ENV = { ARGUS_WEBHOOK_ALLOW_PRIVATE: 'true', ARGUS_WEBHOOK_POLL_MS: '50' };

type Name = 'superuser' | 'administrator' | 'superoperator of group A' | 'operator of group A' | 'administrator of B';

describe.each(ENGINES)('authorisation matrix of live push and webhook deliveries (%s)', (engine) => {
  let s: TestServer;
  let a: EventWorld;
  let b: EventWorld;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  const tokens = new Map<Name, string>();
  /** The webhook of each caller allowed one (the superuser and operators are not). */
  const hooks = new Map<Name, number>();
  /** Events of A's group-A camera, of A's other-group camera, of B's camera. */
  const sent = { inGroup: frEvent(0, ''), otherGroup: frEvent(0, ''), otherOrg: frEvent(0, '') };

  const expected: Record<Name, (keyof typeof sent)[]> = {
    superuser: [],
    administrator: ['inGroup', 'otherGroup'],
    'superoperator of group A': ['inGroup'],
    'operator of group A': ['inGroup'],
    'administrator of B': ['otherOrg'],
  };
  const idsOf = (names: (keyof typeof sent)[]) => names.map((n) => sent[n].event_id).sort();

  beforeAll(async () => {
    s = await startServer(engine, { env: ENV });
    rx = await startReceiver();
    const su = await s.token(ADMIN.username, ADMIN.password);
    a = await eventWorld(s, su, 'Pusha', 2);
    b = await eventWorld(s, su, 'Pushb', 1);
    // A's second camera goes into A's second group: in the organisation, outside group A.
    const other = await s.request('POST', '/api/v1/groups', { token: a.org.token, json: { name: 'Pusha other team' } });
    expect(other.status).toBe(200);
    // (Set in the table, as eventWorld places its cameras: an update through the API would reschedule them off their edge.)
    await s.ctx.db
      .updateTable('cameras')
      .set({ group_id: Number(other.body.id) })
      .where('id', '=', a.cameras[1] ?? 0)
      .execute();
    tokens.set('superuser', su);
    tokens.set('administrator', a.org.token);
    tokens.set('administrator of B', b.org.token);
    for (const [name, role] of [
      ['superoperator of group A', 2],
      ['operator of group A', 3],
    ] as const) {
      const email = `${role}@pusha.test`;
      const u = await s.request('POST', '/api/v1/users', {
        token: a.org.token,
        json: { email, password: 'member-password', role_id: role, group_ids: [a.group] },
      });
      expect(u.status).toBe(200);
      tokens.set(name, await s.token(email, 'member-password'));
    }
    for (const org of [a, b]) await grantLicense(s, org.org.id, { webhooks: 10 });
    for (const name of ['administrator', 'superoperator of group A', 'administrator of B'] as const) {
      const token = tokens.get(name) ?? '';
      const sub = await s.request('POST', '/api/v1/subscriptions', { token, json: { name: `Every event (${name})`, kind: 'event' } });
      expect(sub.status, JSON.stringify(sub.body)).toBe(200);
      const hook = await s.request('POST', '/api/v1/webhooks', {
        token,
        json: { subscription_id: Number(sub.body.id), name: `Hook of ${name}`, url: `${rx.url}/${encodeURIComponent(name)}` },
      });
      expect(hook.status, JSON.stringify(hook.body)).toBe(200);
      hooks.set(name, Number(hook.body.id));
    }
  });
  afterAll(async () => {
    await s?.close();
    await rx?.close();
  });

  /** Runs the delivery worker until the deliveries queued by the subscription listener are sent. */
  async function settle(until: () => boolean | Promise<boolean>) {
    const end = Date.now() + 5000;
    do {
      await new Promise((r) => setTimeout(r, 30));
      await deliveryWorkerOf(s.ctx)?.drain();
    } while (!(await until()) && Date.now() < end);
    // A little longer: a delivery that should not be there has its chance to arrive.
    await new Promise((r) => setTimeout(r, 200));
    await deliveryWorkerOf(s.ctx)?.drain();
  }

  it('each caller receives by live push and by webhook exactly the events of the cameras they see', async () => {
    const lives = new Map<Name, Awaited<ReturnType<typeof openLive>>>();
    for (const [name, token] of tokens) lives.set(name, await openLive(s, token));
    sent.inGroup = frEvent(a.cameras[0] ?? 0, ago(s, 2));
    sent.otherGroup = frEvent(a.cameras[1] ?? 0, ago(s, 2));
    sent.otherOrg = frEvent(b.cameras[0] ?? 0, ago(s, 2));
    const batchA = await postBatch(s, a.edge.credential, [sent.inGroup, sent.otherGroup]);
    expect(batchA.body.accepted, JSON.stringify(batchA.body)).toHaveLength(2);
    expect((await postBatch(s, b.edge.credential, [sent.otherOrg])).body.accepted).toHaveLength(1);

    // Live: wait for everything someone should get, then a little longer for what nobody should.
    for (const [name, live] of lives) {
      for (const id of idsOf(expected[name])) expect(await live.waitFor((r) => r.data.event_id === id, 2000), `${name} gets ${id}`).not.toBeNull();
    }
    await new Promise((r) => setTimeout(r, 300));
    const pushed = Object.fromEntries(
      [...lives].map(([name, live]) => [
        name,
        live.received
          .filter((r) => r.event === 'event.created')
          .map((r) => String(r.data.event_id))
          .sort(),
      ]),
    );
    expect(pushed).toEqual(Object.fromEntries([...lives.keys()].map((name) => [name, idsOf(expected[name])])));
    for (const live of lives.values()) live.close();

    // Webhooks: one delivery per event the hook's owner sees.
    const wanted = [...hooks.keys()].reduce((n, name) => n + expected[name].length, 0);
    await settle(() => rx.requests.length >= wanted);
    const delivered = Object.fromEntries(
      [...hooks.keys()].map((name) => [
        name,
        rx.requests
          .filter((r) => r.url === `/${encodeURIComponent(name)}`)
          .map((r) => String(r.headers['x-argus-event']))
          .sort(),
      ]),
    );
    expect(delivered).toEqual(Object.fromEntries([...hooks.keys()].map((name) => [name, idsOf(expected[name])])));
    // Nothing was even queued for what the owner does not see.
    const queued = await s.ctx.db
      .selectFrom('webhook_deliveries')
      .select(['webhook_id', 'event_id'])
      .where('webhook_id', 'in', [...hooks.values()])
      .execute();
    expect(queued).toHaveLength(wanted);
  });

  it('the dashboard counts only what each caller sees: events by camera and type, and cameras (runs after the events above)', async () => {
    const cameraOf = { inGroup: a.cameras[0], otherGroup: a.cameras[1], otherOrg: b.cameras[0] };
    const range = `?date_from=${ago(s, 86_400)}&date_to=${new Date(s.clock.ms + 60_000).toISOString()}`;
    for (const [name, token] of tokens) {
      const byStream = await s.request<{ items: { stream_id: number; count: number }[] }>('GET', `/api/v1/stats/eventsbystream${range}`, { token });
      const byType = await s.request<{ items: { event_type: string; count: number }[] }>('GET', `/api/v1/stats/eventsbytype${range}`, { token });
      const cameras = await s.request<{ total: number }>('GET', '/api/v1/stats/cameras', { token });
      if (name === 'superuser') {
        // The dashboard is the organisations' (spec section 6): refused to the superuser, not answered empty.
        expect([byStream.status, byType.status, cameras.status], name).toEqual([403, 403, 403]);
        continue;
      }
      const seen = expected[name];
      expect(byStream.body.items.map((i) => [i.stream_id, i.count]).sort(), name).toEqual(seen.map((k) => [cameraOf[k], 1]).sort());
      expect(
        byType.body.items.reduce((n, i) => n + i.count, 0),
        name,
      ).toBe(seen.length);
      expect(cameras.body.total, name).toBe(seen.length);
    }
  });

  it("a queued delivery of an event its owner no longer sees is not sent (the owner's access is checked when sending)", async () => {
    // As if the owner had seen the camera when the hit was recorded and left the group since.
    const hook = hooks.get('superoperator of group A') ?? 0;
    const before = rx.requests.length;
    // (Were any queued already, the test above failed; this one stands on its own.)
    await s.ctx.db
      .deleteFrom('webhook_deliveries')
      .where('webhook_id', '=', hook)
      .where('event_id', 'in', [sent.otherGroup.event_id, sent.otherOrg.event_id])
      .execute();
    const rows = await s.ctx.db
      .insertInto('webhook_deliveries')
      .values(
        [sent.otherGroup, sent.otherOrg].map((e) => ({
          webhook_id: hook,
          event_id: e.event_id,
          event_ts: new Date(e.ts),
          organization_id: a.org.id,
          next_attempt_at: s.clock.now(),
          created_at: s.clock.now(),
        })),
      )
      .returning('id')
      .execute();
    const ids = rows.map((r) => r.id);
    const unsettled = async () =>
      (await s.ctx.db.selectFrom('webhook_deliveries').select('id').where('id', 'in', ids).where('status', '=', 'pending').execute()).length;
    await settle(async () => (await unsettled()) === 0);
    expect(rx.requests.slice(before)).toEqual([]);
    const done = await s.ctx.db.selectFrom('webhook_deliveries').select(['status', 'error']).where('id', 'in', ids).execute();
    // The other organisation's event is not found in the owner's organisation at all; the other group's is out of sight.
    expect(done.map((d) => d.status)).toEqual(['failed', 'failed']);
    expect(done.map((d) => d.error).sort()).toEqual(['the event is no longer stored', "the webhook's owner may no longer see it"]);
  });
});
