import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish, subscribeBatched, type BusEvent } from '../src/lib/bus';
import { CHANNEL, PAYLOAD_LIMIT, packMessages } from '../src/modules/live/relay';
import { ago, eventWorld, postBatch, simpleEvent, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';
import { openLive } from './support/live';
import { startReceiver } from './support/receiver';

type AnyBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ENV = { ARGUS_WEBHOOK_ALLOW_PRIVATE: 'true', ARGUS_WEBHOOK_POLL_MS: '50' };
const edgeStatus = (id: number): BusEvent => ({ type: 'edge.status', edge_id: id, status: 'online' });
const nextTurn = () => new Promise((r) => setImmediate(r));

async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (check(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Opens GET /live and reads the event.created ids that arrived, in order. */
async function liveEventIds(s: TestServer, token: string) {
  const live = await openLive(s, token);
  return {
    get ids() {
      return live.received.filter((r) => r.event === 'event.created').map((r) => String(r.data.event_id));
    },
    close: live.close,
  };
}

describe('bus: subscribeBatched', () => {
  it('hands the messages published in one turn over as one array, in order; a later turn is another batch', async () => {
    const batches: BusEvent[][] = [];
    const unsubscribe = subscribeBatched((messages) => batches.push(messages));
    try {
      const first = Array.from({ length: 250 }, (_, i) => edgeStatus(-1 - i));
      for (const m of first) publish(m);
      expect(batches).toEqual([]);
      await nextTurn();
      expect(batches).toEqual([first]);
      publish(edgeStatus(-1000));
      await nextTurn();
      expect(batches).toEqual([first, [edgeStatus(-1000)]]);
    } finally {
      unsubscribe();
    }
  });

  it('unsubscribing hands over what was published and not yet flushed, then nothing more arrives', async () => {
    const batches: BusEvent[][] = [];
    const unsubscribe = subscribeBatched((messages) => batches.push(messages));
    publish(edgeStatus(-1));
    publish(edgeStatus(-2));
    unsubscribe();
    expect(batches).toEqual([[edgeStatus(-1), edgeStatus(-2)]]);
    publish(edgeStatus(-3));
    await nextTurn();
    expect(batches).toHaveLength(1);
  });
});

describe('relay: packMessages', () => {
  it('packs messages in order into payloads under NOTIFY’s byte limit, counting multi-byte characters', () => {
    const messages: BusEvent[] = Array.from({ length: 300 }, (_, i) => ({
      type: 'camera.state',
      organization_id: 1,
      camera_id: i,
      state: 'inactive',
      state_reason: 'нет сигнала '.repeat(1 + (i % 7)),
      edge_id: null,
      streamserver_id: null,
    }));
    let n = 0;
    const payloads = packMessages('3f0c6c3e-7c1a-4d7e-9a53-2b1f1f0d2a11', messages, () => n++);
    expect(payloads.length).toBeGreaterThan(5);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(PAYLOAD_LIMIT);
    const parsed = payloads.map((p) => JSON.parse(p) as { origin: string; n: number; messages: BusEvent[] });
    expect(parsed.flatMap((p) => p.messages)).toEqual(messages);
    expect(parsed.map((p) => p.n)).toEqual(payloads.map((_, i) => i));
    expect(packMessages('x', [], () => n++)).toEqual([]);
  });
});

describe.each(ENGINES)('an ingest batch through the batched listeners (%s)', (engine) => {
  let s: TestServer;
  let w: EventWorld;
  let rx: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    s = await startServer(engine, { env: ENV });
    const su = await s.token(ADMIN.username, ADMIN.password);
    w = await eventWorld(s, su, 'Batchbus', 1);
    await grantLicense(s, w.org.id, { webhooks: 10 });
    rx = await startReceiver();
  });
  afterAll(async () => {
    await s?.close();
    await rx?.close();
  });

  it('100 events in one POST: one hit and one webhook delivery per event, ts_last the newest, each pushed live once in order', async () => {
    const sub = await s.request<AnyBody>('POST', '/api/v1/subscriptions', { token: w.org.token, json: { name: 'Tamper', kind: 'event', event_type: 'tp' } });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const subscription = Number(sub.body.id);
    // Another subscription of the organisation that none of the events matches.
    const other = await s.request<AnyBody>('POST', '/api/v1/subscriptions', { token: w.org.token, json: { name: 'Objects', kind: 'event', event_type: 'ao' } });
    expect(other.status).toBe(200);
    const hook = await s.request<AnyBody>('POST', '/api/v1/webhooks', {
      token: w.org.token,
      json: { subscription_id: subscription, name: 'Control room', url: `${rx.url}/hook` },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    const live = await liveEventIds(s, w.org.token);

    // Distinct times, the newest in the middle of the batch: ts_last must be the greatest, not the last.
    const events = Array.from({ length: 100 }, (_, i) => simpleEvent('tp', w.cameras[0] as number, ago(s, 10 + ((i * 37) % 100)), 'tampering'));
    const ids = events.map((e) => e.event_id);
    const newest = events
      .map((e) => e.ts)
      .sort()
      .at(-1);
    const posted = await postBatch(s, w.edge.credential, events);
    expect(posted.body.accepted).toEqual(ids);

    const hits = () =>
      s.ctx.db
        .selectFrom('subscription_hits')
        .select(['subscription_id', 'event_id'])
        .where('subscription_id', 'in', [subscription, Number(other.body.id)])
        .execute();
    const recorded = await eventually(hits, (r) => r.length >= 100);
    expect(recorded.map((h) => h.subscription_id)).toEqual(Array(100).fill(subscription));
    expect(recorded.map((h) => h.event_id).sort()).toEqual([...ids].sort());
    const deliveries = await s.ctx.db.selectFrom('webhook_deliveries').select('event_id').where('webhook_id', '=', Number(hook.body.id)).execute();
    expect(deliveries.map((d) => d.event_id).sort()).toEqual([...ids].sort());
    const notes = await s.request<AnyBody>('GET', '/api/v1/notifications', { token: w.org.token });
    expect(notes.body.notifications).toEqual([{ subscription_id: subscription, subscription_name: 'Tamper', ts_last: newest, ts_read: null }]);

    await eventually(
      async () => live.ids.length,
      (n) => n >= 100,
    );
    expect(live.ids).toEqual(ids);

    // A repeat of the batch is neither a second hit, nor a second delivery, nor news.
    expect((await postBatch(s, w.edge.credential, events)).body.accepted).toEqual(ids);
    await new Promise((r) => setTimeout(r, 300));
    expect(await hits()).toHaveLength(100);
    expect(await s.ctx.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', Number(hook.body.id)).execute()).toHaveLength(100);
    expect(live.ids).toHaveLength(100);
    live.close();
  });

  // Replicas share a PostgreSQL server: a batch goes out in one query, packed into few
  // notifications under NOTIFY's limit, in order. (A second replica in this process would also get
  // the messages from the shared in-process bus, so listen directly.)
  it.runIf(engine === 'postgres')('relays an ingest batch in a few notifications under the payload limit, in order', async () => {
    const client = new pg.Client({ connectionString: s.ctx.config.databaseUrl ?? '' });
    await client.connect();
    try {
      const received: { origin: string; messages: AnyBody[]; bytes: number }[] = [];
      client.on('notification', (n) =>
        received.push({ ...(JSON.parse(n.payload ?? '{}') as { origin: string; messages: AnyBody[] }), bytes: Buffer.byteLength(n.payload ?? '') }),
      );
      await client.query(`listen ${CHANNEL}`);
      const events = Array.from({ length: 100 }, (_, i) => simpleEvent('ao', w.cameras[0] as number, ago(s, 200 + i), 'any'));
      await postBatch(s, w.edge.credential, events);
      const messages = () => received.flatMap((r) => r.messages);
      await eventually(
        async () => messages().length,
        (n) => n >= 100,
      );
      await new Promise((r) => setTimeout(r, 200));
      expect(messages().map((m) => m.event_id)).toEqual(events.map((e) => e.event_id));
      expect(messages().every((m) => m.type === 'event.created' && m.organization_id === w.org.id)).toBe(true);
      expect(new Set(received.map((r) => r.origin)).size).toBe(1);
      expect(received.length).toBeGreaterThan(1);
      expect(received.length).toBeLessThan(20);
      expect(Math.max(...received.map((r) => r.bytes))).toBeLessThanOrEqual(PAYLOAD_LIMIT);
    } finally {
      await client.end();
    }
  });
});
