import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateReading } from '../src/modules/subscriptions/listener';
import { deliveryWorkerOf } from '../src/modules/webhooks/worker';
import { ago, eventWorld, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';
import { startReceiver } from './support/receiver';

type AnyBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ENV = { ARGUS_WEBHOOK_ALLOW_PRIVATE: 'true', ARGUS_WEBHOOK_POLL_MS: '50' };

/** Lets the subscription listener record the hit, then runs the delivery worker until nothing is due. */
async function settle(s: TestServer, until: () => boolean = () => true) {
  const end = Date.now() + 5000;
  do {
    await new Promise((r) => setTimeout(r, 30));
    await deliveryWorkerOf(s.ctx)?.drain();
  } while (!until() && Date.now() < end);
}

describe.each(ENGINES)('webhooks of sensorreading subscriptions (%s)', (engine) => {
  let s: TestServer;
  let w: EventWorld;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  let probe: number;
  let lobby: number;
  let subscription: number;

  beforeAll(async () => {
    s = await startServer(engine, { env: ENV });
    const su = await s.token(ADMIN.username, ADMIN.password);
    w = await eventWorld(s, su, 'Readhooks', 1);
    await grantLicense(s, w.org.id, { webhooks: 10 });
    expect((await s.request('POST', '/api/v1/sensorkinds', { token: su, json: { ident: 'temp', name: 'Thermometer' } })).status).toBe(200);
    const store = (await post('places', { name: 'Cold store', latitude: 51, longitude: 71, group_id: w.group })).body;
    probe = Number((await post('sensors', { kind: 'temp', name: 'Freezer "probe"', place_id: store.id })).body.id);
    lobby = Number((await post('sensors', { kind: 'temp', name: 'Lobby probe' })).body.id);
    const sub = await post('subscriptions', { name: 'Freezer warm', kind: 'sensorreading', sensor_id: probe, dsl: 'attributes.celsius > 0' });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    subscription = Number(sub.body.id);
    rx = await startReceiver();
  });
  afterAll(async () => {
    await s?.close();
    await rx?.close();
  });

  const post = (path: string, json: unknown) => s.request<AnyBody>('POST', `/api/v1/${path}`, { token: w.org.token, json });
  const hook = async (json: AnyBody) => {
    const r = await post('webhooks', { subscription_id: subscription, ...json });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const log = async (id: number) => (await s.request<AnyBody>('GET', `/api/v1/webhooks/${id}/deliveries`, { token: w.org.token })).body.deliveries as AnyBody[];
  const reading = async (sensor: number, celsius: number, secondsAgo: number) => {
    const r = await post('sensorreadings', { sensor_id: sensor, payload: { celsius }, ts: ago(s, secondsAgo) });
    expect(r.status).toBe(201);
    return r.body as { id: number; ts: string };
  };

  it('a matching reading is delivered once, signed, with the template rendered; non-matching ones are not; redelivery sends it again', async () => {
    const json = await hook({
      name: 'Freezer alarm',
      url: `${rx.url}/json`,
      kind: 'template',
      authentication: { type: 'bearer', token: 'tok-r' },
      template:
        '{"text": "{{reading.origin.sensor_name}} at {{reading.origin.place_name}}: {{reading.payload.celsius}} C", "reading": {{{reading}}}, "sub": {{{subscription.name}}}, "event": {{{event}}}}',
    });
    const raw = await hook({ name: 'Raw', url: `${rx.url}/raw` });
    rx.requests.length = 0;

    await reading(probe, -18, 40); // the DSL does not match
    await reading(lobby, 25, 35); // another sensor
    const warm = await reading(probe, 4, 30);
    await settle(s, () => rx.requests.length >= 2);
    await settle(s);
    expect(rx.requests).toHaveLength(2);

    const j = rx.requests.find((r) => r.url === '/json');
    expect(j?.headers.authorization).toBe('Bearer tok-r');
    expect(j?.headers['x-argus-reading']).toBe(String(warm.id));
    expect(j?.headers['x-argus-event']).toBeUndefined();
    const expectedReading = {
      id: warm.id,
      sensor_id: probe,
      payload: { celsius: 4 },
      ts: warm.ts,
      origin: { sensor_id: probe, sensor_name: 'Freezer "probe"', sensor_kind: 'temp', place_id: expect.any(Number), place_name: 'Cold store' },
    };
    expect(JSON.parse(j?.body ?? '')).toEqual({ text: 'Freezer "probe" at Cold store: 4 C', reading: expectedReading, sub: 'Freezer warm', event: null });
    const ts = String(j?.headers['x-argus-timestamp']);
    expect(j?.headers['x-argus-signature']).toBe(
      `sha256=${createHmac('sha256', String(json.signing_secret))
        .update(`${ts}.${j?.body ?? ''}`)
        .digest('hex')}`,
    );
    const r = rx.requests.find((x) => x.url === '/raw');
    expect(JSON.parse(r?.body ?? '')).toMatchObject({
      reading: expectedReading,
      subscription: { id: subscription, name: 'Freezer warm' },
      webhook: { id: raw.id, name: 'Raw' },
    });

    const entries = await log(Number(json.id));
    expect(entries).toEqual([
      expect.objectContaining({ event_id: null, sensorreading_id: String(warm.id), status: 'delivered', attempts: 1, response_code: 200, error: null }),
    ]);
    // The same reading evaluated again queues nothing new (one delivery per webhook and reading).
    const sensor = await s.ctx.db.selectFrom('sensors').select(['place_id']).where('id', '=', probe).executeTakeFirstOrThrow();
    await evaluateReading(s.ctx, {
      type: 'sensorreading.created',
      organization_id: w.org.id,
      sensor_id: probe,
      place_id: sensor.place_id,
      reading_id: String(warm.id),
      ts: warm.ts,
    });
    await settle(s);
    expect(rx.requests).toHaveLength(2);
    expect(await log(Number(json.id))).toHaveLength(1);

    expect((await s.request('POST', `/api/v1/webhooks/${json.id}/deliveries/${entries[0]?.id}/redeliver`, { token: w.org.token })).status).toBe(204);
    await settle(s, () => rx.requests.length >= 3);
    const again = rx.requests.filter((x) => x.url === '/json');
    expect(again).toHaveLength(2);
    expect(again[1]?.headers['x-argus-delivery']).toBe(entries[0]?.id);
    expect(JSON.parse(again[1]?.body ?? '').reading).toEqual(expectedReading);

    // Test-send uses the newest reading the webhook delivered.
    const test = await s.request<AnyBody>('POST', `/api/v1/webhooks/${json.id}/test`, { token: w.org.token });
    expect(test.body).toMatchObject({ ok: true, event_id: null });
    expect(JSON.parse(rx.requests.at(-1)?.body ?? '').reading.id).toBe(warm.id);

    await s.request('DELETE', `/api/v1/webhooks/${json.id}`, { token: w.org.token });
    await s.request('DELETE', `/api/v1/webhooks/${raw.id}`, { token: w.org.token });
  });

  it('a receiver answering 500 then 200 gets the reading again after the backoff', async () => {
    const flaky = await hook({ name: 'Flaky', url: `${rx.url}/flaky` });
    rx.requests.length = 0;
    rx.answer(500);
    const warm = await reading(probe, 7, 10);
    await settle(s, () => rx.requests.length >= 1);
    expect(rx.requests).toHaveLength(1);
    expect((await log(Number(flaky.id)))[0]).toMatchObject({ sensorreading_id: String(warm.id), status: 'pending', attempts: 1, response_code: 500 });
    s.clock.advance(9);
    await settle(s);
    expect(rx.requests).toHaveLength(1);
    s.clock.advance(1);
    await settle(s, () => rx.requests.length >= 2);
    expect(rx.requests).toHaveLength(2);
    expect((await log(Number(flaky.id)))[0]).toMatchObject({ status: 'delivered', attempts: 2, response_code: 200 });
    expect(new Set(rx.requests.map((r) => r.headers['x-argus-delivery'])).size).toBe(1);
    expect(rx.requests.map((r) => r.headers['x-argus-reading'])).toEqual([String(warm.id), String(warm.id)]);
    await s.request('DELETE', `/api/v1/webhooks/${flaky.id}`, { token: w.org.token });
  });

  it('the queue holds exactly one item per row', async () => {
    const h = await hook({ name: 'Check', url: `${rx.url}/check`, is_enabled: false });
    const base = { webhook_id: Number(h.id), organization_id: w.org.id, next_attempt_at: new Date(), created_at: new Date() };
    await expect(s.ctx.db.insertInto('webhook_deliveries').values(base).execute()).rejects.toThrow();
    await expect(
      s.ctx.db
        .insertInto('webhook_deliveries')
        .values({ ...base, event_id: '00000000-0000-4000-8000-000000000001', event_ts: new Date(), sensorreading_id: '1' })
        .execute(),
    ).rejects.toThrow();
    await s.request('DELETE', `/api/v1/webhooks/${h.id}`, { token: w.org.token });
  });
});
