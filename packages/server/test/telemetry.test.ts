import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { register } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';

/** A Sentry-compatible receiver: keeps every envelope posted to /api/<project>/envelope/. */
async function envelopeListener(): Promise<{ server: Server; url: string; envelopes: string[] }> {
  const envelopes: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString());
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, envelopes };
}

const now = () => new Date().toISOString();
const SESSION = { 'x-session-id': 'a1b2c3d4-0000-4000-8000-000000000001' };

async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = register.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  return values
    .filter((v) => (name.endsWith('_seconds') ? String((v as { metricName?: string }).metricName).endsWith('_count') : true))
    .filter((v) => Object.entries(labels).every(([k, want]) => String((v.labels as Record<string, unknown>)[k]) === want))
    .reduce((sum, v) => sum + v.value, 0);
}

describe.each(ENGINES)('session telemetry POST /m (%s)', (engine) => {
  let on: TestServer;
  let off: TestServer;
  let token: string;

  beforeAll(async () => {
    on = await startServer(engine, { env: { ARGUS_ENABLE_METRICS: 'true' } });
    off = await startServer(engine);
    token = await on.token(ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await Promise.all([on?.close(), off?.close()]);
  });

  it('is refused while enable_metrics is off, and the config says so to the console', async () => {
    const offToken = await off.token(ADMIN.username, ADMIN.password);
    const r = await off.request('POST', '/api/v1/m', { token: offToken, headers: SESSION, json: { items: [{ kind: 'session_start', ts: now() }] } });
    expect(r.status).toBe(404);
    expect((await off.request<{ enable_metrics: boolean }>('GET', '/config.json')).body.enable_metrics).toBe(false);
    expect((await on.request<{ enable_metrics: boolean }>('GET', '/config.json')).body.enable_metrics).toBe(true);
  });

  it('counts sessions, pages, API calls as the console saw them and errors; names are patterns, never free text', async () => {
    const before = {
      sessions: await metricValue('argus_console_sessions_total'),
      events: await metricValue('argus_console_page_views_total', { route: '/events' }),
      calls: await metricValue('argus_console_api_duration_seconds', { route: '/events', status: '2xx' }),
      errors: await metricValue('argus_console_errors_total', { type: 'unreachable_api' }),
      ended: await metricValue('argus_console_session_duration_seconds', { reason: 'idle' }),
    };
    const items = [
      { kind: 'session_start', ts: now() },
      { kind: 'page_view', ts: now(), route: '/events' },
      { kind: 'page_view', ts: now(), route: '/events' },
      { kind: 'api_call', ts: now(), method: 'GET', route: '/events', status: 200, duration_ms: 42 },
      { kind: 'error', ts: now(), type: 'unreachable_api' },
      { kind: 'session_end', ts: now(), duration_ms: 600_000, reason: 'idle' },
    ];
    const r = await on.request('POST', '/api/v1/m', { token, headers: SESSION, json: { items } });
    expect(r.status).toBe(204);
    expect(await metricValue('argus_console_sessions_total')).toBe(before.sessions + 1);
    expect(await metricValue('argus_console_page_views_total', { route: '/events' })).toBe(before.events + 2);
    expect(await metricValue('argus_console_api_duration_seconds', { route: '/events', status: '2xx' })).toBe(before.calls + 1);
    expect(await metricValue('argus_console_errors_total', { type: 'unreachable_api' })).toBe(before.errors + 1);
    expect(await metricValue('argus_console_session_duration_seconds', { reason: 'idle' })).toBe(before.ended + 1);

    // Refused whole, with the spec's error types: no session, too many items, unknown kinds, free text as a name.
    const bad = [
      { headers: {}, json: { items: [{ kind: 'session_start', ts: now() }] } },
      { headers: SESSION, json: { items: Array.from({ length: 51 }, () => ({ kind: 'session_start', ts: now() })) } },
      { headers: SESSION, json: { items: [{ kind: 'keystrokes', ts: now(), text: 'secret' }] } },
      { headers: SESSION, json: { items: [{ kind: 'page_view', ts: now(), route: '/faces?name=John Smith' }] } },
      { headers: SESSION, json: { items: [] } },
    ];
    for (const b of bad) {
      const refused = await on.request<{ type: string }>('POST', '/api/v1/m', { token, headers: b.headers, json: b.json });
      expect(refused.status, JSON.stringify(b.json).slice(0, 80)).toBe(422);
      expect(refused.body.type).toBe('validation');
    }
    // Without a token it is not accepted at all.
    expect((await on.request('POST', '/api/v1/m', { headers: SESSION, json: { items: [{ kind: 'session_start', ts: now() }] } })).status).toBe(401);
  });

  it('answers 429 with Retry-After to a session sending too often, and keeps serving other sessions', async () => {
    const session = { 'x-session-id': `busy-${engine}-0000-4000` };
    const batch = { items: [{ kind: 'page_view', ts: now(), route: '/dashboard' }] };
    let limited: { status: number; headers: Headers } | undefined;
    for (let i = 0; i < 130 && !limited; i += 1) {
      const r = await on.request('POST', '/api/v1/m', { token, headers: session, json: batch });
      if (r.status === 429) limited = r;
      else expect(r.status).toBe(204);
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const other = await on.request('POST', '/api/v1/m', { token, headers: { 'x-session-id': `calm-${engine}-0000-4000` }, json: batch });
    expect(other.status).toBe(204);
  });
});

describe('error reporting to a Sentry-compatible receiver', () => {
  // The receiver and the SDK are the same whatever the engine: one is enough.
  let s: TestServer;
  let listener: Awaited<ReturnType<typeof envelopeListener>>;

  beforeAll(async () => {
    listener = await envelopeListener();
    const dsn = `${listener.url.replace('http://', 'http://publickey@')}/42`;
    s = await startServer('pglite', { env: { ARGUS_ENABLE_SENTRY: 'true', ARGUS_SENTRY_DSN: dsn } });
  });
  afterAll(async () => {
    await s?.close();
    await new Promise((r) => listener?.server.close(r));
  });

  it('sends an unexpected server error as an envelope, without the request token', async () => {
    const token = await s.token(ADMIN.username, ADMIN.password);
    // A real fault: the sensor kinds table goes away under the running server.
    await sql`alter table sensorkinds rename to sensorkinds_gone`.execute(s.ctx.db);
    try {
      const r = await s.request<{ type: string }>('GET', '/api/v1/sensorkinds', { token });
      expect(r.status).toBe(500);
      expect(r.body.type).toBe('internal_error');
    } finally {
      await sql`alter table sensorkinds_gone rename to sensorkinds`.execute(s.ctx.db);
    }
    await expect.poll(() => listener.envelopes.find((e) => e.includes('"type":"event"')), { timeout: 10_000 }).toBeTruthy();
    const envelope = listener.envelopes.find((e) => e.includes('"type":"event"'))!;
    expect(envelope).toContain('sensorkinds');
    expect(envelope).toContain('"route":"/api/v1/sensorkinds"');
    expect(envelope).not.toContain(token);
    // An expected refusal (a 404) is not an error to report.
    const count = listener.envelopes.length;
    expect((await s.request('GET', '/api/v1/sensorkinds/999999', { token })).status).toBe(404);
    await new Promise((r) => setTimeout(r, 1000));
    expect(listener.envelopes.length).toBe(count);
  });
});
