import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSum } from '../../machine-client/test/support/prometheus';
import { ago, eventWorld, postBatch, simpleEvent, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';
import { openLive } from './support/live';
import { startReceiver } from './support/receiver';

type AnyBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const TOKEN = 'scrape-token-of-the-tests';

describe.each(ENGINES)('GET /metrics of the API (%s)', (engine) => {
  let s: TestServer;
  let w: EventWorld;
  const scrape = async (headers: Record<string, string> = {}) => {
    const r = await fetch(`${s.url}/metrics`, { headers });
    return { status: r.status, type: r.headers.get('content-type'), text: await r.text() };
  };
  const figure = async (name: string, labels: Record<string, string> = {}) => sampleSum((await scrape()).text, name, labels) ?? 0;

  beforeAll(async () => {
    process.env.ARGUS_METRICS_TOKEN = TOKEN;
    // Hits queue webhook deliveries, and nothing sends them: the queue is seen to grow.
    s = await startServer(engine, { env: { ARGUS_ENABLE_METRICS: 'true', ARGUS_WORKERS: 'subscriptions', ARGUS_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    const su = await s.token(ADMIN.username, ADMIN.password);
    w = await eventWorld(s, su, 'Metrico', 1);
  }, 300_000);
  afterAll(async () => {
    delete process.env.ARGUS_METRICS_TOKEN;
    await s?.close();
  });

  it('is Prometheus text with the process figures, for loopback or the token; not through a proxy without the token', async () => {
    const direct = await scrape();
    expect(direct.status).toBe(200);
    expect(direct.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(direct.text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(direct.text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // A reverse proxy on this machine connects from loopback: forwarded requests need the token.
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer wrong' })).status).toBe(403);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    // Not part of the API's document.
    const doc = await s.request<AnyBody>('GET', '/api/docs/openapi.json');
    expect(Object.keys(doc.body.paths)).not.toContain('/metrics');
  });

  it('counts requests by route pattern, not by raw URL', async () => {
    const route = { route: '/api/v1/cameras/:camera_id', method: 'GET', status_code: '200' };
    const before = await figure('argus_http_request_duration_seconds_count', route);
    // The registry is the process's: the other engine's server of this file counted into it too.
    const before404 = await figure('argus_http_request_duration_seconds_count', { ...route, status_code: '404' });
    for (const id of w.cameras) expect((await s.request('GET', `/api/v1/cameras/${id}`, { token: w.org.token })).status).toBe(200);
    expect((await s.request('GET', '/api/v1/cameras/999999', { token: w.org.token })).status).toBe(404);
    const text = (await scrape()).text;
    expect(sampleSum(text, 'argus_http_request_duration_seconds_count', route)).toBe(before + w.cameras.length);
    expect(sampleSum(text, 'argus_http_request_duration_seconds_count', { ...route, status_code: '404' })).toBe(before404 + 1);
    expect(text).not.toMatch(/route="\/api\/v1\/cameras\/\d/);
    expect(sampleSum(text, 'argus_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(before + w.cameras.length);
  });

  it('counts ingested events by outcome and times the batches; the webhook queue grows and ages', async () => {
    await grantLicense(s, w.org.id, { webhooks: 10 });
    const sub = await s.request<AnyBody>('POST', '/api/v1/subscriptions', { token: w.org.token, json: { name: 'Tamper', kind: 'event', event_type: 'tp' } });
    const rx = await startReceiver();
    const hook = await s.request<AnyBody>('POST', '/api/v1/webhooks', {
      token: w.org.token,
      json: { name: 'Receiver', url: `${rx.url}/hook`, subscription_id: Number(sub.body.id) },
    });
    await rx.close();
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    const accepted = { caller: 'edge', outcome: 'accepted' };
    const [okBefore, badBefore, batchesBefore, queueBefore] = [
      await figure('argus_events_ingested_total', accepted),
      await figure('argus_events_ingested_total', { caller: 'edge', outcome: 'rejected' }),
      await figure('argus_event_batch_duration_seconds_count', { caller: 'edge' }),
      await figure('argus_webhook_queue_length'),
    ];
    const camera = w.cameras[0] as number;
    const events = [1, 2, 3].map((i) => simpleEvent('tp', camera, ago(s, 10 + i), 'tampering'));
    const unknownCamera = simpleEvent('tp', 987654, ago(s, 5), 'tampering');
    const r = await postBatch(s, w.edge.credential, [...events, unknownCamera]);
    expect(r.body).toMatchObject({ accepted: expect.any(Array) });
    expect(await figure('argus_events_ingested_total', accepted)).toBe(okBefore + 3);
    expect(await figure('argus_events_ingested_total', { caller: 'edge', outcome: 'rejected' })).toBe(badBefore + 1);
    expect(await figure('argus_event_batch_duration_seconds_count', { caller: 'edge' })).toBe(batchesBefore + 1);
    expect(await figure('argus_event_batch_duration_seconds_sum', { caller: 'edge' })).toBeGreaterThan(0);
    // The subscription listener writes the deliveries after the ingest's commit.
    const until = Date.now() + 5000;
    while ((await figure('argus_webhook_queue_length')) < queueBefore + 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(await figure('argus_webhook_queue_length')).toBe(queueBefore + 3);
    s.clock.advance(90);
    // One reading of the queue serves both gauges of a scrape for 100 ms (lib/metrics.ts): the next scrape reads anew.
    await new Promise((r) => setTimeout(r, 150));
    expect(await figure('argus_webhook_queue_oldest_seconds')).toBeGreaterThanOrEqual(90);
  });

  it('shows open live connections, the database pool and the workers this process runs', async () => {
    const before = await figure('argus_live_connections');
    const live = await openLive(s, w.org.token);
    expect(await figure('argus_live_connections')).toBe(before + 1);
    live.close();
    const until = Date.now() + 3000;
    while ((await figure('argus_live_connections')) !== before && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(await figure('argus_live_connections')).toBe(before);
    const text = (await scrape()).text;
    expect(sampleSum(text, 'argus_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sampleSum(text, 'argus_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sampleSum(text, 'argus_workers_running', { worker: 'subscriptions' })).toBe(1);
    expect(sampleSum(text, 'argus_workers_running', { worker: 'scheduler' })).toBeNull();
  });
});

describe("GET /metrics while enable_metrics is off (the spec's default)", () => {
  it('answers 404 and the public config says so', async () => {
    const s = await startServer('pglite');
    try {
      expect((await fetch(`${s.url}/metrics`)).status).toBe(404);
      expect((await s.request<AnyBody>('GET', '/config.json')).body.enable_metrics).toBe(false);
    } finally {
      await s.close();
    }
  }, 300_000);
});
